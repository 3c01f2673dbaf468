import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { useEffect, type ReactNode } from 'react'
import { DEMO_API_BASE_URL, getApiConfig } from '../api/config'
import { connectionCacheKey } from '../api/persist/cache-key'
import { deviceCacheStorage, setActivePersistence } from '../api/persist/device-cache'
import { createDevicePersistence, type DevicePersistence } from '../api/persist/query-persistence'

/** The ratings this device keeps, and when they are back in the query client. */
export interface DeviceCache {
  persistence: DevicePersistence | null
  /** Settles once the stored cache is in the query client (or there is none): the loaders wait for it. */
  restored: Promise<void>
  markRestored: () => void
}

/** The current connection's entry: a new connection (or "Forget key") reads and writes its own. */
function currentCacheKey(): Promise<string> {
  const { baseUrl, apiKey } = getApiConfig()
  return connectionCacheKey({ demo: baseUrl === DEMO_API_BASE_URL, baseUrl, apiKey })
}

export function createDeviceCache(): DeviceCache {
  const storage = deviceCacheStorage()
  if (!storage) return { persistence: null, restored: Promise.resolve(), markRestored: () => undefined }
  let markRestored!: () => void
  const restored = new Promise<void>((resolve) => (markRestored = resolve))
  return { persistence: createDevicePersistence(storage, currentCacheKey), restored, markRestored }
}

/**
 * The query client, with the ratings already paid for on this device
 * restored first (PersistQueryClientProvider: queries wait until then instead
 * of paying again for what is on disk) and saved as they arrive.
 */
export function QueryClientWithDeviceCache({ client, cache, children }: { client: QueryClient; cache: DeviceCache; children: ReactNode }) {
  const { persistence } = cache
  if (!persistence) return <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistence.options} onSuccess={cache.markRestored} onError={cache.markRestored}>
      <DeviceCacheGuard client={client} persistence={persistence} />
      {children}
    </PersistQueryClientProvider>
  )
}

function DeviceCacheGuard({ client, persistence }: { client: QueryClient; persistence: DevicePersistence }) {
  useEffect(() => {
    setActivePersistence(persistence)
    const stop = persistence.guard(client)
    return () => {
      stop()
      setActivePersistence(null)
    }
  }, [client, persistence])
  return null
}
