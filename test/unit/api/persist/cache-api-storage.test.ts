import { describe, expect, it, vi } from 'vitest'
import { createCacheApiStorage } from '../../../../src/api/persist/cache-api-storage'

/** The Cache API's behaviour that the storage relies on, over Maps: entries by request URL, caches by name. */
function fakeCacheStorage() {
  const caches = new Map<string, Map<string, string>>()
  const cacheOf = (name: string) => {
    let entries = caches.get(name)
    if (!entries) caches.set(name, (entries = new Map()))
    return entries
  }
  const storage = {
    open: async (name: string) => {
      const entries = cacheOf(name)
      return {
        match: async (request: Request) => (entries.has(request.url) ? new Response(entries.get(request.url)) : undefined),
        put: async (request: Request, response: Response) => void entries.set(request.url, await response.text()),
        delete: async (request: Request) => entries.delete(request.url),
      }
    },
    delete: async (name: string) => caches.delete(name),
  }
  return { caches, storage: storage as unknown as CacheStorage }
}

const ORIGIN = 'https://dashboard.example.test'

describe('createCacheApiStorage', () => {
  it('is null without the Cache API or an origin, so the caller falls back to IndexedDB', () => {
    expect(createCacheApiStorage(null, ORIGIN, null)).toBeNull()
    expect(createCacheApiStorage(fakeCacheStorage().storage, null, null)).toBeNull()
  })

  it('keeps strings by name, apart from each other, until removed or cleared', async () => {
    const { caches, storage: cacheStorage } = fakeCacheStorage()
    const storage = createCacheApiStorage(cacheStorage, ORIGIN, null)
    if (!storage) throw new Error('expected a storage')
    expect(await storage.getItem('ratings-cache:demo')).toBeNull()
    await storage.setItem('ratings-cache:demo', '{"a":1}')
    await storage.setItem('ratings-cache:https://api.example.test|abc', '{"b":2}')
    expect(await storage.getItem('ratings-cache:demo')).toBe('{"a":1}')
    expect(await storage.getItem('ratings-cache:https://api.example.test|abc')).toBe('{"b":2}')
    // Same-origin request URLs: nothing that could be mistaken for the API or sent anywhere.
    for (const url of caches.values().next().value?.keys() ?? []) expect(url.startsWith(`${ORIGIN}/`)).toBe(true)

    await storage.removeItem('ratings-cache:demo')
    expect(await storage.getItem('ratings-cache:demo')).toBeNull()
    expect(await storage.getItem('ratings-cache:https://api.example.test|abc')).toBe('{"b":2}')

    await storage.clear()
    expect(caches.size).toBe(0)
    expect(await storage.getItem('ratings-cache:https://api.example.test|abc')).toBeNull()
    await storage.setItem('ratings-cache:demo', 'again')
    expect(await storage.getItem('ratings-cache:demo')).toBe('again')
  })

  it('removes the IndexedDB copy earlier versions kept, once', async () => {
    const deleteDatabase = vi.fn()
    const storage = createCacheApiStorage(fakeCacheStorage().storage, ORIGIN, { deleteDatabase } as unknown as IDBFactory)
    await storage?.getItem('x')
    await storage?.setItem('x', 'y')
    expect(deleteDatabase).toHaveBeenCalledTimes(1)
    expect(deleteDatabase).toHaveBeenCalledWith('ratings-dashboard')
  })
})
