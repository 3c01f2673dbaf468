import { PAGE_HEADS, PLATFORM_HEAD, type DemoNotice, type PageHead } from '../../components/page-heads.ts'
import { DEFI_PATH } from '../../lib/paths.ts'
import { DEMO_RIBBON_TEXT } from './demo-ribbon-text.ts'

/** What index.html's frame shows in `<main>` until React draws the page (LOADING in components/page-title.tsx). */
const FRAME_LOADING = '<p class="loading-text">Loading…</p>'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const HEADER_END = '</header>'

/**
 * The demo build's frame: index.html with the demo ribbon under the header,
 * where DemoRibbon draws it in demo mode, so the page below does not move
 * when React takes over (and the fictional data is labelled from the first paint).
 */
export function withDemoRibbon(indexHtml: string): string {
  const at = indexHtml.indexOf(HEADER_END)
  if (at === -1) throw new Error('index.html must hold the frame\'s </header> for the demo ribbon to follow it.')
  const end = at + HEADER_END.length
  return `${indexHtml.slice(0, end)}<p class="demo-ribbon" role="note">${escapeHtml(DEMO_RIBBON_TEXT)}</p>${indexHtml.slice(end)}`
}

/** index.html with `drawn` in place of its frame's "Loading…" line. */
function withMain(indexHtml: string, drawn: string): string {
  const at = indexHtml.indexOf(FRAME_LOADING)
  if (at === -1 || indexHtml.indexOf(FRAME_LOADING, at + 1) !== -1) {
    throw new Error(`index.html must hold ${FRAME_LOADING} once, in its <main>, for the pages' heads to take its place.`)
  }
  return indexHtml.slice(0, at) + drawn + indexHtml.slice(at + FRAME_LOADING.length)
}

/**
 * index.html with a page's head drawn in its frame, as PageWithHeading draws
 * it (components/page-title.tsx): the heading and its intro, in the demo
 * build the page's demo notice, then "Loading…" where the view will be. A
 * first visit then paints the page's largest text with the frame, before any
 * script has arrived; React replaces it with the same markup.
 */
export function prerenderedPage(indexHtml: string, head: PageHead, demo = false): string {
  const className = escapeHtml(head.className)
  const notice = demo && head.demoNotice ? demoNoticeHtml(head.demoNotice) : ''
  return withMain(
    indexHtml,
    `<div class="${className}"><div class="${className}-head"><h1>${escapeHtml(head.title)}</h1>` +
      `<p class="page-intro">${escapeHtml(head.intro)}</p></div>${notice}${FRAME_LOADING}</div>`,
  )
}

/** A page's demo notice, as the route draws it in demo mode (KeysDemoNotice in features/keys/keys-notices.tsx). */
function demoNoticeHtml({ before, link, after }: DemoNotice): string {
  return `<p class="notice notice-info">${escapeHtml(before)}<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>${escapeHtml(after)}</p>`
}

/**
 * index.html with a platform page's head drawn, as PlatformHead draws it
 * before the ratings have named the platform (features/defi/platform-head.tsx):
 * the breadcrumb, a placeholder for the name, the intro, then "Loading…".
 */
export function prerenderedPlatformPage(indexHtml: string): string {
  const { className, breadcrumb, intro, pendingName } = PLATFORM_HEAD
  return withMain(
    indexHtml,
    `<div class="${className}"><div class="${className}-head">` +
      `<p class="defi-breadcrumb"><a href="${DEFI_PATH}">${escapeHtml(breadcrumb)}</a> <span aria-hidden="true">›</span> Platform</p>` +
      `<h1><span class="skeleton-bar skeleton-bar-wide" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(pendingName)}</span></h1>` +
      `<p class="page-intro">${escapeHtml(intro)}</p></div>${FRAME_LOADING}</div>`,
  )
}

/**
 * The HTML file of each page with a fixed head (and, in the demo build, its
 * demo notice), named after its path (`/defi` → `defi.html`), and the
 * platform pages' one (`defi-platform.html`): hosts serve the first for its
 * path (README's `try_files $uri $uri.html /index.html`; `vite preview` does
 * the same), the second for every `/defi/:platformSlug` (README's `rewrite`;
 * `servePlatformPage` in vite.config.ts), and index.html for every other one.
 */
export function prerenderedPages(indexHtml: string, demo = false): Array<{ fileName: string; html: string }> {
  return [
    ...Object.values(PAGE_HEADS).map((head) => ({ fileName: `${head.path.slice(1)}.html`, html: prerenderedPage(indexHtml, head, demo) })),
    { fileName: PLATFORM_HEAD.fileName, html: prerenderedPlatformPage(indexHtml) },
  ]
}
