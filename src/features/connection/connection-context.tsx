import { useQueryClient } from '@tanstack/react-query'
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'
import { DEMO_API_BASE_URL, getApiConfig, setApiConfig } from '../../api/config'
import { clearDeviceCache } from '../../api/persist/device-cache'
import { useStore } from '../../hooks/use-store'
import { createStore } from '../../lib/store'
import { reportAuthProblem } from './auth-problem'
import { forgetStoredKey, saveConnection, type Connection } from './connection-storage'
import { holdRequestsUntil, startHeldBackend } from './demo-requests'

export interface ConnectionContextValue {
  connection: Connection
  /** The demo account's key, once the mock backend has started. */
  demoApiKey: string | null
  /** Applies and remembers a new connection; cached server data of the old one is dropped. */
  applyConnection: (next: Connection, demoApiKey?: string | null) => void
  forgetKey: () => void
}

const ConnectionContext = createContext<ConnectionContextValue | null>(null)

/** The demo key once the lazily started mock backend has brought it (outside React: it arrives with a request). */
const arrivedDemoKey = createStore<string | null>(null)

/** Points the API layer at the chosen backend. Demo mode always uses the demo account's key. */
export function configureApi(connection: Connection, demoApiKey: string | null): void {
  if (connection.mode === 'demo') setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: demoApiKey })
  else setApiConfig({ baseUrl: connection.baseUrl, apiKey: connection.apiKey })
}

/**
 * Points the API at the connection the page starts with, before the router
 * and its loaders exist. In demo mode the mock backend starts at once, beside
 * the first render (`startDemo`), and brings the demo account's key; every
 * request waits for that one start, so the shell paints without waiting for it.
 */
export function startConnection(connection: Connection, startDemo: (() => Promise<string>) | null): void {
  configureApi(connection, null)
  if (connection.mode !== 'demo' || !startDemo) return
  holdRequestsUntil(() =>
    startDemo().then((key) => {
      if (getApiConfig().baseUrl === DEMO_API_BASE_URL) setApiConfig({ apiKey: key })
      arrivedDemoKey.set(key)
    }),
  )
  startHeldBackend()
}

export function ConnectionProvider({
  initialConnection,
  initialDemoApiKey = null,
  children,
}: {
  /** The connection `startConnection` pointed the API at. */
  initialConnection: Connection
  /** The demo account's key when it is known before the backend starts (tests). */
  initialDemoApiKey?: string | null
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const [state, setState] = useState({ connection: initialConnection, demoApiKey: initialDemoApiKey })

  const arrivedKey = useStore(arrivedDemoKey)
  const currentDemoKey = state.demoApiKey ?? arrivedKey

  const applyConnection = useCallback(
    (next: Connection, demoApiKey?: string | null) => {
      const key = demoApiKey === undefined ? (state.demoApiKey ?? arrivedDemoKey.get()) : demoApiKey
      configureApi(next, key)
      saveConnection(next)
      setState({ connection: next, demoApiKey: key })
      reportAuthProblem(null)
      // Data of one backend must never show up as data of another, on screen or on the device.
      queryClient.clear()
      void clearDeviceCache()
    },
    [queryClient, state.demoApiKey],
  )

  const forgetKey = useCallback(() => {
    forgetStoredKey()
    applyConnection({ ...state.connection, apiKey: null, remember: false })
  }, [applyConnection, state.connection])

  const value = useMemo(
    () => ({ connection: state.connection, demoApiKey: currentDemoKey, applyConnection, forgetKey }),
    [state.connection, currentDemoKey, applyConnection, forgetKey],
  )
  return <ConnectionContext value={value}>{children}</ConnectionContext>
}

export function useConnection(): ConnectionContextValue {
  const value = use(ConnectionContext)
  if (!value) throw new Error('useConnection needs a ConnectionProvider')
  return value
}

/** The host shown in the connection indicator ("Live API · api.example.com"). */
export function connectionHost(connection: Connection): string {
  try {
    return new URL(connection.baseUrl, globalThis.location?.href).host
  } catch {
    return connection.baseUrl
  }
}
