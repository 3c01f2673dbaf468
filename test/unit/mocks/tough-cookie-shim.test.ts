import { describe, expect, it } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore } from '../../../src/mocks/shims/tough-cookie'

/** What MSW's cookie store (msw/lib/core/utils/cookieStore) does with the library, in the order it does it. */
describe('the cookie-store stand-in of browser builds', () => {
  it('restores no stored cookie and finds none for a request', () => {
    const store = new MemoryCookieStore()
    store.idx = {}
    expect(Cookie.fromJSON({ key: 'session', value: 'x', domain: 'ratings.example', path: '/' })).toBeNull()
    const jar = new CookieJar(store)
    expect(jar.getCookiesSync('https://ratings.example/demo-api/ratings/defi')).toEqual([])
  })

  it('accepts a cookie set by an answer, keeps nothing, and still finds none', async () => {
    const store = new MemoryCookieStore()
    const jar = new CookieJar(store)
    await expect(jar.setCookie('session=x; Path=/', 'https://ratings.example/demo-api/keys')).resolves.toBeUndefined()
    expect(jar.getCookiesSync('https://ratings.example/demo-api/keys')).toEqual([])
    expect(store.idx).toEqual({})
  })
})
