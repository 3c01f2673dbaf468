import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PAGE_HEADS, type DemoNotice, type PageHeadName } from './page-heads'

const APP_NAME = 'Ratings Dashboard'

/** React 19 hoists <title> into <head>; the last one rendered wins. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${APP_NAME}`}</title>
}

/** What a page shows below its heading while its view's code is on the way. */
export const LOADING = <p className="loading-text">Loading…</p>

/**
 * A page whose heading is fixed text (page-heads.ts): the heading and the
 * document title render at once from the route's own small chunk (this
 * module is part of the start-up chunk, so the route needs nothing else), and
 * the view (with the table, filter and schema code) fills in below when its
 * chunk arrives. The route table fetches that chunk alongside the route's
 * (routes.tsx). The build draws the same head into the page's HTML file, so
 * it is on screen before this renders; keep the markup of the two alike
 * (app/shell/prerendered-pages.ts, held alike by a test).
 */
export function PageWithHeading({
  page,
  children,
}: {
  page: PageHeadName
  /** The view, loaded on demand (components/load-on-demand.tsx), showing LOADING until its code is in. */
  children: ReactNode
}) {
  const { className, title, intro } = PAGE_HEADS[page]
  return (
    <div className={className}>
      <PageTitle title={title} />
      <div className={`${className}-head`}>
        <h1>{title}</h1>
        <p className="page-intro">{intro}</p>
      </div>
      {children}
    </div>
  )
}

/** A page's demo notice (page-heads.ts), as the demo build's file for the page draws it too. */
export function PageDemoNotice({ notice: { before, link, after } }: { notice: DemoNotice }) {
  return (
    <p className="notice notice-info">
      {before}
      <Link to={link.href}>{link.text}</Link>
      {after}
    </p>
  )
}
