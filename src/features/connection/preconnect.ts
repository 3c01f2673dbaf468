/**
 * Opens the connection to the live API's origin as the app starts. The first
 * page's request leaves only once the stored cache is read, and a request to
 * another origin first pays for its connection (a round trip, two with TLS)
 * and then for its CORS preflight; warmed now, the connection is ready by then.
 * `crossOrigin = 'anonymous'`: the requests omit credentials, and a browser
 * keeps those connections apart from credentialed ones.
 */
export function preconnectToApi(baseUrl: string, doc: Document = document): void {
  let origin: string
  try {
    origin = new URL(baseUrl, doc.baseURI).origin
  } catch {
    return
  }
  // The same origin (the dev proxy, a relative base URL) is already connected.
  if (origin === new URL(doc.baseURI).origin || origin === 'null') return
  const known = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')).some((link) => link.href.startsWith(origin))
  if (known) return
  const link = doc.createElement('link')
  link.rel = 'preconnect'
  link.href = origin
  link.crossOrigin = 'anonymous'
  doc.head.append(link)
}
