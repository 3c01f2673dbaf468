import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageHtml, withStaticFrame } from '../../../build/static-frame'
import { PAGE_HEADS } from '../../../src/app/shell/page-heads'
import { renderRoute } from '../../render'

const INDEX_HTML = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8')

/** index.html as the build serves it (the static-frame plugin), parsed as the browser would. */
function servedIndex(): Document {
  return new DOMParser().parseFromString(withStaticFrame(INDEX_HTML), 'text/html')
}

function linksOf(container: ParentNode): Array<[string, string]> {
  return [...container.querySelectorAll('a')].map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? ''])
}

describe('the frame drawn before the script has run', () => {
  it('is not written in index.html: its #root holds only the place the build renders the frame into', () => {
    const source = new DOMParser().parseFromString(INDEX_HTML, 'text/html').getElementById('root')
    expect(source?.innerHTML).toBe('<!--app-frame-->')
  })

  it('has the brand, skip link and main navigation that React draws in its place, same names, same targets', async () => {
    const root = servedIndex().getElementById('root')
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
    // Before the script, no page is the current one, and there is no Menu button that could do nothing yet.
    expect(staticNav!.querySelector('[aria-current]')).toBeNull()
    expect(root!.querySelector('button')).toBeNull()
    expect(root!.querySelector('main .loading-text')?.textContent).toBe('Loading…')
  })

  it('holds no script of its own (the strict content security policy allows none inline)', () => {
    const html = servedIndex()
    const inline = [...html.querySelectorAll('script')].filter((script) => !script.getAttribute('src'))
    expect(inline).toHaveLength(0)
    expect(html.getElementById('root')?.querySelectorAll('[style]')).toHaveLength(0)
  })

  it.each(Object.entries(PAGE_HEADS))('has, in %s’s own file, the heading, introduction and title its page draws, in the same place', async (path, head) => {
    const html = new DOMParser().parseFromString(pageHtml(withStaticFrame(INDEX_HTML), path, head.title), 'text/html')
    const staticMain = html.querySelector('main#main')!
    const staticHead = staticMain.querySelector(`:scope > .${head.className}`)
    expect(staticHead, `static .${head.className}`).not.toBeNull()
    expect(html.title).toBe(`${head.title} · Ratings Dashboard`)
    expect(html.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.getAttribute('href')).toBe(path)

    renderRoute(path)
    const heading = await screen.findByRole('heading', { level: 1, name: head.heading })
    const page = heading.parentElement!
    expect(page.className).toBe(head.className)
    expect(page.parentElement?.id).toBe('main')
    expect(staticHead!.querySelector(':scope > h1')?.textContent).toBe(heading.textContent)
    expect(staticHead!.querySelector(':scope > p.page-intro')?.textContent).toBe(page.querySelector(':scope > p.page-intro')?.textContent)
    await waitFor(() => expect(document.title).toBe(html.title))
  })
})
