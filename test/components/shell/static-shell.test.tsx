import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { prerenderedPage, prerenderedPages, prerenderedPlatformPage, withDemoRibbon } from '../../../src/app/shell/prerendered-pages'
import { PAGE_HEADS, PLATFORM_HEAD } from '../../../src/components/page-heads'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

const INDEX_HTML = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8')

/** The frame index.html draws before the script runs, parsed as the browser would. */
function staticShell(html = INDEX_HTML): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

/** The classes and text of a page's head, in document order: what must look the same before and after React takes over. */
function headOutline(main: Element, className: string): string[] {
  const page = main.querySelector(`div.${className}`)
  return [page, ...(page?.querySelectorAll('div, h1, p') ?? [])].map((element) => (element ? `${element.tagName.toLowerCase()}.${element.className}: ${element.children.length ? '' : element.textContent?.trim()}` : 'none'))
}

function linksOf(container: ParentNode): Array<[string, string]> {
  return [...container.querySelectorAll('a')].map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? ''])
}

describe('the static frame in index.html', () => {
  it('has the brand, skip link and main navigation that React draws in its place, same names, same targets', async () => {
    const html = staticShell()
    const root = html.getElementById('root')
    expect(root, 'index.html keeps its #root').not.toBeNull()
    const staticNav = root!.querySelector('nav[aria-label="Main"]')
    expect(staticNav).not.toBeNull()

    renderRoute('/settings')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(linksOf(staticNav!)).toEqual(linksOf(nav))
    expect(linksOf(staticNav!)).toHaveLength(8)

    const brand = screen.getByRole('link', { name: 'Ratings Dashboard' })
    const staticBrand = root!.querySelector('a.brand')
    expect([staticBrand?.textContent, staticBrand?.getAttribute('href')]).toEqual([brand.textContent, brand.getAttribute('href')])
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(root!.querySelector('a.skip-link')?.getAttribute('href')).toBe(skip.getAttribute('href'))

    // Same classes, so the frame looks the same before and after React takes over.
    for (const selector of ['.app', '.app-header', 'a.brand', 'nav.main-nav', 'ul.nav-list', 'main#main']) {
      expect(root!.querySelector(selector), `static ${selector}`).not.toBeNull()
      expect(document.querySelector(selector), `rendered ${selector}`).not.toBeNull()
    }
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  })

  it('holds no script of its own (the strict content security policy allows none inline)', () => {
    const html = staticShell()
    const inline = [...html.querySelectorAll('script')].filter((script) => !script.getAttribute('src'))
    expect(inline).toHaveLength(0)
    expect(html.getElementById('root')?.querySelectorAll('[style]')).toHaveLength(0)
  })
})

describe("the fixed-head pages' own HTML files (their heads drawn in the frame)", () => {
  it.each(Object.entries(PAGE_HEADS))('%s: the same heading, intro and classes as the page React draws in its place', async (_name, head) => {
    // The demo build's file: the app here runs in demo mode, as the demo build does (the keys page's notice).
    const html = staticShell(prerenderedPage(INDEX_HTML, head, true))
    const staticMain = html.querySelector('main#main')!
    expect(staticMain.querySelector('h1')?.textContent).toBe(head.title)

    renderRoute(head.path)
    await screen.findByRole('heading', { level: 1, name: head.title })
    // The heading may be the router fallback's (PendingPage), which the route's own replaces in <main>.
    const main = screen.getByRole('main')
    // Until the view's code is in, the React page is the drawn one, "Loading…" included.
    const drawn = headOutline(staticMain, head.className)
    expect(drawn).toEqual(headOutline(main, head.className).slice(0, drawn.length))
    expect(drawn).toEqual([
      `div.${head.className}: `,
      `div.${head.className}-head: `,
      `h1.: ${head.title}`,
      `p.page-intro: ${head.intro}`,
      ...('demoNotice' in head ? ['p.notice notice-info: '] : []),
      'p.loading-text: Loading…',
    ])
    if ('demoNotice' in head) {
      const notice = main.querySelector('p.notice')
      expect(staticMain.querySelector('p.notice')?.textContent).toBe(notice?.textContent)
      expect(linksOf(staticMain.querySelector('p.notice')!)).toEqual(linksOf(notice!))
    }
    // The rest of the frame is index.html's, script included.
    expect(linksOf(html.querySelector('nav')!)).toEqual(linksOf(staticShell().querySelector('nav')!))
    expect(html.querySelector('script[type="module"]')?.getAttribute('src')).toBe(staticShell().querySelector('script[type="module"]')?.getAttribute('src'))
    // Then the view replaces "Loading…" under the same head.
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(main.querySelector(`div.${head.className} > p.loading-text`)).toBeNull()
    expect(within(main).getAllByText(head.intro)).toHaveLength(1)
  })

  it("the platform pages' file: the same breadcrumb, placeholder heading and intro as a platform's page React draws before the ratings name it", async () => {
    const html = staticShell(prerenderedPlatformPage(INDEX_HTML))
    const staticMain = html.querySelector('main#main')!
    expect(headOutline(staticMain, PLATFORM_HEAD.className).at(-1)).toBe('p.loading-text: Loading…')
    // The ratings do not come: the page stays as it is before they do.
    server.use(
      http.get('/demo-api/ratings/defi/:platform', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    renderRoute('/defi/harbor-lend')
    const heading = await screen.findByRole('heading', { level: 1, name: PLATFORM_HEAD.pendingName })
    const main = screen.getByRole('main')
    const head = `${PLATFORM_HEAD.className}-head`
    expect(headOutline(staticMain, head)).toEqual(headOutline(main, head))
    expect(headOutline(staticMain, head)).toEqual([`div.${head}: `, 'p.defi-breadcrumb: ', 'h1.: ', `p.page-intro: ${PLATFORM_HEAD.intro}`])
    expect(linksOf(staticMain.querySelector('.defi-breadcrumb')!)).toEqual(linksOf(main.querySelector('.defi-breadcrumb')!))
    expect(staticMain.querySelector('h1')?.textContent).toBe(heading.textContent)
    expect(staticMain.querySelector('.defi-breadcrumb')?.textContent).toBe(main.querySelector('.defi-breadcrumb')?.textContent)
  })

  it('one file per page, named after its path, and one for the platform pages; text is escaped', () => {
    expect(prerenderedPages(INDEX_HTML).map((page) => page.fileName)).toEqual([
      ...Object.values(PAGE_HEADS).map((head) => `${head.path.slice(1)}.html`),
      PLATFORM_HEAD.fileName,
    ])
    const page = staticShell(prerenderedPage(INDEX_HTML, { path: '/x', className: 'x-page', title: 'A <b> & "c"', intro: '<script>alert(1)</script>' }))
    expect(page.querySelector('h1')?.textContent).toBe('A <b> & "c"')
    expect(page.querySelector('main script')).toBeNull()
  })

  it("draws a page's demo notice in the demo build's file only", () => {
    const notices = (demo: boolean) => staticShell(prerenderedPage(INDEX_HTML, PAGE_HEADS.keys, demo)).querySelectorAll('main p.notice').length
    expect([notices(false), notices(true)]).toEqual([0, 1])
    expect(staticShell(prerenderedPage(INDEX_HTML, PAGE_HEADS.defi, true)).querySelector('main p.notice')).toBeNull()
  })

  it('fails the build when index.html no longer holds the frame\'s "Loading…" line', () => {
    expect(() => prerenderedPage(INDEX_HTML.replace('Loading…', 'Wait'), PAGE_HEADS.defi)).toThrow(/must hold/)
  })
})

describe("the demo build's frame", () => {
  it('draws the demo ribbon under the header, as the app does in demo mode: same words, class and role', async () => {
    const html = staticShell(withDemoRibbon(INDEX_HTML))
    const staticRibbon = html.querySelector('header + p')
    renderRoute('/settings')
    const ribbon = await screen.findByText(/^Demo data:/)
    expect(ribbon.previousElementSibling?.tagName).toBe('HEADER')
    expect([staticRibbon?.className, staticRibbon?.getAttribute('role'), staticRibbon?.textContent]).toEqual([
      ribbon.className,
      ribbon.getAttribute('role'),
      ribbon.textContent,
    ])
    // The list pages' files are cut from the frame, ribbon included.
    expect(staticShell(prerenderedPage(withDemoRibbon(INDEX_HTML), PAGE_HEADS.defi)).querySelector('header + p.demo-ribbon')).not.toBeNull()
  })
})
