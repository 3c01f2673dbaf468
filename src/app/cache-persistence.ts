import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { devicePersistence } from '../api/persist/device-cache'

/**
 * Puts the ratings this device has already paid for into the query client,
 * before the router is made (so its loaders and the first render find them),
 * and saves the cache as answers arrive from then on. A stored cache that
 * cannot be read is dropped by the restore, and the tab starts empty.
 */
export async function restoreDeviceCache(queryClient: QueryClient): Promise<void> {
  const persistence = devicePersistence()
  if (!persistence) return
  await persistQueryClientRestore({ ...persistence.options, queryClient }).catch(() => undefined)
  // For the page's lifetime: nothing stops them.
  persistQueryClientSubscribe({ ...persistence.options, queryClient })
  persistence.saveOnLeave(queryClient)
}
