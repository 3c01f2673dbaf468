import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { connectionCacheKey } from '../api/persist/cache-key'
import { deviceCacheStorage, setActivePersistence } from '../api/persist/device-cache'
import { createQueryPersistence } from '../api/persist/query-persistence'
import { useConnection } from '../features/connection/connection-context'
import { bootRestoreOf } from './boot-restore'

/**
 * Keeps the ratings already paid for on this device, per connection. Until the
 * stored cache is read, queries wait (IsRestoringProvider) instead of paying
 * again for what is on disk. A change of connection (including "Forget key")
 * removes what was stored; the connection's own reload keeps it.
 *
 * The app's start takes over a restore begun before the first render
 * (boot-restore.ts) when it was for the same connection.
 */
export function CachePersistence({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { connection } = useConnection()
  const [boot] = useState(() => bootRestoreOf(queryClient))
  const [persistence] = useState(() => {
    if (boot) return boot.persistence
    const storage = deviceCacheStorage()
    return storage ? createQueryPersistence(queryClient, storage) : null
  })
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
        const begun = boot && (await boot.key) === key ? boot.restored : null
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
  }, [persistence, boot, demo, baseUrl, apiKey])

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
}
