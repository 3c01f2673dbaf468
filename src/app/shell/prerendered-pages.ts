import { PAGE_HEADS, type PageHead } from '../../components/page-heads.ts'
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

/**
 * index.html with a page's head drawn in its frame, as PageWithHeading draws
 * it (components/page-title.tsx): the heading and its intro, then "Loading…"
 * where the view will be. A first visit then paints the page's largest text
 * with the frame, before any script has arrived; React replaces it with the
 * same markup.
 */
export function prerenderedPage(indexHtml: string, head: PageHead): string {
  const at = indexHtml.indexOf(FRAME_LOADING)
  if (at === -1 || indexHtml.indexOf(FRAME_LOADING, at + 1) !== -1) {
    throw new Error(`index.html must hold ${FRAME_LOADING} once, in its <main>, for the pages' heads to take its place.`)
  }
  const className = escapeHtml(head.className)
  const drawn =
    `<div class="${className}"><div class="${className}-head"><h1>${escapeHtml(head.title)}</h1>` +
    `<p class="page-intro">${escapeHtml(head.intro)}</p></div>${FRAME_LOADING}</div>`
  return indexHtml.slice(0, at) + drawn + indexHtml.slice(at + FRAME_LOADING.length)
}

/**
 * The HTML file of each page with a fixed head, named after its path
 * (`/defi` → `defi.html`): hosts serve it for that path (README's
 * `try_files $uri $uri.html /index.html`; `vite preview` does the same), and
 * index.html for every other one.
 */
export function prerenderedPages(indexHtml: string): Array<{ fileName: string; html: string }> {
  return Object.values(PAGE_HEADS).map((head) => ({ fileName: `${head.path.slice(1)}.html`, html: prerenderedPage(indexHtml, head) }))
}
