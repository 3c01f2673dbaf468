import { IsRestoringProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { connectionCacheKey, type CacheOwner } from '../api/persist/cache-key'
import { deviceCacheStorage, setActivePersistence } from '../api/persist/device-cache'
import { createQueryPersistence, type QueryPersistence } from '../api/persist/query-persistence'
import { useConnection } from '../features/connection/connection-context'

/** The read of the stored cache the page starts with, begun before the router so its loaders can wait for it. */
export interface CacheRestore {
  persistence: QueryPersistence | null
  /** The cache key of the connection the page started with. */
  key: Promise<string>
  /** Settles when the stored cache is in the query client (or there is none): no timer of its own. */
  restored: Promise<void>
}

/** Starts reading this connection's stored cache into the client (TanStack's `persistQueryClientRestore`, in query-persistence.ts). */
export function startCacheRestore(queryClient: QueryClient, owner: CacheOwner): CacheRestore {
  const storage = deviceCacheStorage()
  const persistence = storage ? createQueryPersistence(queryClient, storage) : null
  const key = connectionCacheKey(owner)
  const restored = persistence ? key.then((cacheKey) => persistence.restore(cacheKey)) : Promise.resolve()
  return { persistence, key, restored }
}

/**
 * Keeps the ratings already paid for on this device, per connection. Until the
 * stored cache is read, queries wait (IsRestoringProvider) instead of paying
 * again for what is on disk. A change of connection (including "Forget key")
 * removes what was stored; the connection's own reload keeps it.
 */
export function CachePersistence({ restore, children }: { restore: CacheRestore; children: ReactNode }) {
  const { persistence } = restore
  const { connection } = useConnection()
  const [restoring, setRestoring] = useState(persistence !== null)
  useEffect(() => {
    setActivePersistence(persistence)
    return () => setActivePersistence(null)
  }, [persistence])
  const restored = useRef<Promise<void> | null>(null)
  const savedUnder = useRef<string | null>(null)
  const demo = connection.mode === 'demo'
  const { baseUrl, apiKey } = connection

  useEffect(() => {
    if (!persistence) return
    let cancelled = false
    let stop: (() => void) | null = null
    void (async () => {
      const key = await connectionCacheKey({ demo, baseUrl, apiKey })
      if (cancelled) return
      if (restored.current === null) {
        const begun = (await restore.key) === key ? restore.restored : null
        if (cancelled) return
        restored.current = (begun ?? persistence.restore(key)).finally(() => setRestoring(false))
      } else if (savedUnder.current !== null && savedUnder.current !== key) {
        await persistence.clearAll()
      }
      await restored.current
      if (cancelled) return
      savedUnder.current = key
      stop = persistence.persistUnder(key)
    })()
    return () => {
      cancelled = true
      stop?.()
    }
  }, [persistence, restore, demo, baseUrl, apiKey])

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
}
