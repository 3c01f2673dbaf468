import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { readStored } from '../../lib/storage'
import { useConnection } from '../../features/connection/connection-context'
import { CHECK_SETTINGS_KEY, checksOnInStored } from '../../features/notifications/settings-key'
import type { TabContext } from '../background-checks'

/** This tab's part of a background check: its cache, its connection, and a way to open a page. */
export function useTabContext(): TabContext {
  const queryClient = useQueryClient()
  const { connection } = useConnection()
  const navigate = useNavigate()
  return useMemo(
    () => ({ queryClient, mode: connection.mode, baseUrl: connection.baseUrl, open: (path: string) => void navigate(path) }),
    [queryClient, connection.mode, connection.baseUrl, navigate],
  )
}

/**
 * Starts the background checks after the first render when they are on (or
 * when another tab turns them on): the scheduler is a chunk of its own, so
 * start-up only reads one stored flag.
 */
export function useBackgroundChecks(): void {
  const tab = useTabContext()
  useEffect(() => {
    const start = () => void import('../background-checks').then((module) => module.startBackgroundChecks(tab))
    if (checksOnInStored(readStored('local', CHECK_SETTINGS_KEY))) start()
    const onStorage = (event: StorageEvent) => {
      if (event.key?.endsWith(CHECK_SETTINGS_KEY) && checksOnInStored(event.newValue)) start()
    }
    globalThis.addEventListener('storage', onStorage)
    return () => globalThis.removeEventListener('storage', onStorage)
  }, [tab])
}
