const APP_NAME = 'Ratings Dashboard'

/** React 19 hoists <title> into <head>; the last one rendered wins. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${APP_NAME}`}</title>
}
