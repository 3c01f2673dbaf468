import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { Plugin } from 'vite'
import { AppFrame } from '../src/app/shell/app-frame.tsx'
import { PAGE_HEADS, PendingPage } from '../src/app/shell/page-heads.tsx'
import { documentTitle } from '../src/components/page-title.tsx'

/** A location no link of the navigation matches: the frame marks no page as current. */
const NO_PAGE = '/__static-frame'

/**
 * The frame an HTML file draws before the script has run, rendered at build
 * time (the plugin below, in vite.config.ts) from the shell's own AppFrame.
 * Its links are plain links, which work before the script and without it;
 * React replaces the frame with the same one, drawn by the shell. index.html
 * (every address) holds the bare frame; a page with a head of its own
 * (page-heads.tsx) gets a file of its own with its head in the frame.
 */
export function renderStaticFrame(pathname = NO_PAGE): string {
  return renderToStaticMarkup(
    <StaticRouter location={pathname}>
      <AppFrame frame>
        <main id="main" tabIndex={-1}>
          <PendingPage pathname={pathname} />
          <noscript>
            <p>The dashboard runs in the browser: turn on JavaScript to see the ratings.</p>
          </noscript>
        </main>
      </AppFrame>
    </StaticRouter>,
  )
}

/** Where index.html holds the frame. */
const PLACEHOLDER = '<!--app-frame-->'

/** index.html with the frame in its place. */
export function withStaticFrame(html: string): string {
  return html.replace(PLACEHOLDER, renderStaticFrame())
}

/** The HTML file of a page with a head of its own: index.html with that page's frame and title. */
export function pageHtml(indexHtml: string, pathname: string, title: string): string {
  const frame = renderStaticFrame()
  if (!indexHtml.includes(frame) || !/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('static-frame: index.html has no frame or no title')
  return indexHtml.replace(frame, renderStaticFrame(pathname)).replace(/<title>[^<]*<\/title>/, `<title>${documentTitle(title)}</title>`)
}

/**
 * The Vite plugin that puts the frame into index.html (build, preview and dev
 * alike), and in a build writes each page of PAGE_HEADS as `<path>.html`
 * beside it: a host serves `/defi` from `defi.html` (README's `try_files`;
 * `vite preview` does so too), so a first visit paints the page's heading.
 */
export function staticFrame(): Plugin {
  return {
    name: 'static-frame',
    transformIndexHtml: withStaticFrame,
    generateBundle: {
      order: 'post', // after Vite has written index.html into the bundle
      handler(_, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') return
        for (const [pathname, head] of Object.entries(PAGE_HEADS)) {
          this.emitFile({ type: 'asset', fileName: `${pathname.slice(1)}.html`, source: pageHtml(String(index.source), pathname, head.title) })
        }
      },
    },
  }
}
