const APP_NAME = 'Ratings Dashboard'

/** The document's title for a page titled `title`. */
export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`
}

/** React 19 hoists <title> into <head>; the last one rendered wins. */
export function PageTitle({ title }: { title: string }) {
  return <title>{documentTitle(title)}</title>
}
