import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { Plugin } from 'vite'
import { AppFrame } from '../src/app/shell/app-frame.tsx'

/** A location no link of the navigation matches: the frame marks no page as current. */
const NO_PAGE = '/__static-frame'

/**
 * The frame index.html draws before the script has run, as HTML, rendered at
 * build time (the plugin below, in vite.config.ts) from the shell's own
 * AppFrame. Its links are plain links, which work before the script and
 * without it; React replaces the frame with the same one, drawn by the shell.
 */
export function renderStaticFrame(): string {
  return renderToStaticMarkup(
    <StaticRouter location={NO_PAGE}>
      <AppFrame frame>
        <main id="main" tabIndex={-1}>
          <p className="loading-text">Loading…</p>
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

/** The Vite plugin that puts the frame into index.html (build, preview and dev alike). */
export function staticFrame(): Plugin {
  return { name: 'static-frame', transformIndexHtml: withStaticFrame }
}
