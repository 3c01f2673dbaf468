import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DEMO_API_BASE_URL } from '../../api/config'
import { isApiError } from '../../api/errors'
import { startMockBackend } from './mock-backend'
import { PageTitle } from '../../components/page-title'
import { checkConnection, maskSecret } from './check-connection'
import { CreditSettings } from '../../credits/credit-settings'
import { useConnection } from './connection-context'
import { MOCKS_AVAILABLE, type ConnectionMode } from './connection-storage'
import { SimulateProblemsPanel } from './simulate-problems-panel'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'ok'; message: string } | { kind: 'error'; message: string }

/** `backgroundChecks`: the notifications' section, composed by the route (a feature never imports another). */
export function SettingsPage({ backgroundChecks }: { backgroundChecks?: ReactNode } = {}) {
  const { connection, applyConnection, forgetKey } = useConnection()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<ConnectionMode>(connection.mode)
  const [baseUrl, setBaseUrl] = useState(connection.baseUrl)
  const [apiKey, setApiKey] = useState('')
  const [remember, setRemember] = useState(connection.remember)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [resetStatus, setResetStatus] = useState<string | null>(null)
  const hintId = useId()

  async function connect(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'busy') return
    setStatus({ kind: 'busy' })
    try {
      if (mode === 'demo') {
        const mocks = await startMockBackend()
        const { keyCount } = await checkConnection(DEMO_API_BASE_URL, mocks.DEMO_API_KEY)
        applyConnection({ ...connection, mode: 'demo' }, mocks.DEMO_API_KEY)
        setStatus({ kind: 'ok', message: `Connected to the demo data (${keyCount} keys on the demo account).` })
        return
      }
      const key = apiKey.trim() || connection.apiKey
      const url = baseUrl.trim().replace(/\/+$/, '')
      if (!url) {
        setStatus({ kind: 'error', message: 'Enter the API base URL.' })
        return
      }
      if (!key) {
        setStatus({ kind: 'error', message: 'Enter an API key.' })
        return
      }
      const { keyCount } = await checkConnection(url, key)
      applyConnection({ mode: 'live', baseUrl: url, apiKey: key, remember })
      setApiKey('')
      setStatus({ kind: 'ok', message: `Connected: the key works (${keyCount} keys on this account).` })
    } catch (error) {
      setStatus({ kind: 'error', message: `Could not connect: ${isApiError(error) ? error.message : 'unexpected error.'}` })
    }
  }

  async function resetDemoData() {
    const mocks = await startMockBackend()
    mocks.resetDemoDb()
    queryClient.clear()
    setResetStatus('Demo data restored to its original state.')
  }

  return (
    <>
      <PageTitle title="Settings" />
      <h1>Settings</h1>
      <form className="form-stack" onSubmit={connect} aria-labelledby="connection-heading">
        <h2 id="connection-heading">Connection</h2>
        <fieldset>
          <legend>Data source</legend>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              value="demo"
              checked={mode === 'demo'}
              disabled={!MOCKS_AVAILABLE}
              aria-describedby={MOCKS_AVAILABLE ? undefined : hintId}
              onChange={() => setMode('demo')}
            />
            Demo data
          </label>
          <label className="choice">
            <input type="radio" name="mode" value="live" checked={mode === 'live'} onChange={() => setMode('live')} />
            Live API
          </label>
          {!MOCKS_AVAILABLE && (
            <p id={hintId} className="field-hint">
              This build has no demo backend; use the demo build for fictional data.
            </p>
          )}
        </fieldset>

        {mode === 'demo' ? (
          <p className="field-hint">Fictional data served in your browser. No key and no network needed.</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor="api-base-url">API base URL</label>
              <input
                id="api-base-url"
                // Text, not type="url": a same-origin path such as /api (the reverse-proxy setup) is a valid base URL.
                type="text"
                inputMode="url"
                autoComplete="url"
                value={baseUrl}
                onChange={(event) => setBaseUrl(event.target.value)}
                required
              />
            </div>
            <div className="field">
              <label htmlFor="api-key">API key</label>
              <input
                id="api-key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={apiKey}
                placeholder={connection.apiKey ? `Saved key ${maskSecret(connection.apiKey)}` : ''}
                onChange={(event) => setApiKey(event.target.value)}
              />
              <span className="field-hint">Sent only as a request header. Kept for this browser tab unless you tick below.</span>
            </div>
            <label className="choice">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              Remember on this device
            </label>
          </>
        )}

        <div className="button-row">
          <button type="submit" className="primary" aria-disabled={status.kind === 'busy'}>
            {status.kind === 'busy' ? 'Connecting…' : 'Connect'}
          </button>
          {connection.apiKey && (
            <button
              type="button"
              onClick={() => {
                forgetKey()
                setStatus({ kind: 'ok', message: 'The saved API key was forgotten on this device.' })
              }}
            >
              Forget key
            </button>
          )}
        </div>
        <div role="status" aria-live="polite">
          {status.kind === 'ok' && <p className="notice notice-success">{status.message}</p>}
          {status.kind === 'error' && <p className="notice notice-error">{status.message}</p>}
        </div>
      </form>

      <CreditSettings />

      {backgroundChecks}

      {MOCKS_AVAILABLE && (
        <section aria-labelledby="demo-heading" className="form-stack">
          <h2 id="demo-heading">Demo data</h2>
          <p className="field-hint">Changes you make in the demo (revoked or created keys, used credits) stay in this browser until you reset them.</p>
          <div className="button-row">
            <button type="button" onClick={() => void resetDemoData()}>
              Reset demo data
            </button>
          </div>
          <div role="status" aria-live="polite">
            {resetStatus && <p className="notice notice-success">{resetStatus}</p>}
          </div>
        </section>
      )}
      {MOCKS_AVAILABLE && <SimulateProblemsPanel />}
    </>
  )
}
