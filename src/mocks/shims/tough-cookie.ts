/**
 * Stands in for `tough-cookie` in the browser builds. MSW keeps a cookie
 * store of its own (tough-cookie, with tldts's public-suffix list behind it)
 * and asks it for the cookies of every request it handles. The mock API
 * neither sets nor reads cookies and the dashboard sends none (`credentials:
 * 'omit'`), so that store is always empty: this one is empty by design, and
 * the demo's mock chunks lose about 27 KB (8 KB gzip) and the library's work
 * on each request. Only what MSW's `cookieStore` calls is here. Tests run MSW
 * with the real library.
 */

/** The shape MSW reads from a stored cookie. */
interface StoredCookie {
  key: string
  value: string
}

export const Cookie = {
  /** MSW restores cookies kept by an earlier visit; none were ever kept. */
  fromJSON: (_json: unknown): StoredCookie | null => null,
}

export class MemoryCookieStore {
  /** MSW reads and writes this index directly. */
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  getCookiesSync(_url: string): StoredCookie[] {
    return []
  }

  /** A cookie a mocked answer sets is not kept: the mock API sets none. */
  setCookie(_cookie: unknown, _url: string): Promise<undefined> {
    return Promise.resolve(undefined)
  }
}
