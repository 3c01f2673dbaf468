import { useEffect, useId, useState, type FormEvent } from 'react'
import { formatInteger } from '../../lib/format'
import { startMockBackend } from './mock-backend'
import './simulate-problems-panel.css'

type Controls = ReturnType<Awaited<ReturnType<typeof startMockBackend>>['getMockControls']>

interface Draft {
  latencyMs: string
  errorPercent: string
  rateLimit: string
}

function toDraft(controls: Controls): Draft {
  return {
    latencyMs: String(controls.latencyMs),
    errorPercent: String(Math.round(controls.errorRate * 1000) / 10),
    rateLimit: controls.rateLimitPerMinute === null ? '' : String(controls.rateLimitPerMinute),
  }
}

function describe(controls: Controls): string {
  const limit = controls.rateLimitPerMinute === null ? 'no rate limit' : `${formatInteger(controls.rateLimitPerMinute)} requests per minute`
  return `${formatInteger(controls.latencyMs)} ms added latency, ${Math.round(controls.errorRate * 1000) / 10} % errors, ${limit}.`
}

/** Whole numbers in a range, or null when the text is not one. */
function readNumber(text: string, min: number, max: number): number | null {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : null
}

/**
 * Demo only: drives the mock backend's knobs (latency, random server errors,
 * rate limit) so anyone can see the loading, error and 429 states. The mock
 * module is loaded through startMockBackend, so none of it enters live builds.
 */
export function SimulateProblemsPanel() {
  const [draft, setDraft] = useState<Draft | null>(null)
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const latencyId = useId()
  const errorId = useId()
  const limitId = useId()
  const limitHintId = useId()

  useEffect(() => {
    let active = true
    startMockBackend()
      .then((mocks) => {
        if (active) setDraft(toDraft(mocks.getMockControls()))
      })
      .catch(() => {
        if (active) setStatus({ kind: 'error', text: 'The demo backend could not be started.' })
      })
    return () => {
      active = false
    }
  }, [])

  async function apply(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    const latencyMs = readNumber(draft.latencyMs, 0, 60_000)
    const errorPercent = readNumber(draft.errorPercent, 0, 100)
    const rateLimit = draft.rateLimit.trim() === '' ? null : readNumber(draft.rateLimit, 1, 100_000)
    if (latencyMs === null || errorPercent === null || (draft.rateLimit.trim() !== '' && rateLimit === null)) {
      setStatus({
        kind: 'error',
        text: 'Enter a latency from 0 to 60000 ms, an error rate from 0 to 100 %, and a rate limit of at least 1 (or leave it empty).',
      })
      return
    }
    const mocks = await startMockBackend()
    const applied = mocks.setMockControls({ latencyMs, errorRate: errorPercent / 100, rateLimitPerMinute: rateLimit })
    setDraft(toDraft(applied))
    setStatus({ kind: 'ok', text: `Applied: ${describe(applied)}` })
  }

  async function restore() {
    const mocks = await startMockBackend()
    const restored = mocks.resetMockControls()
    setDraft(toDraft(restored))
    setStatus({ kind: 'ok', text: `Normal behaviour restored: ${describe(restored)}` })
  }

  return (
    <section aria-labelledby="simulate-heading" className="form-stack simulate-problems">
      <h2 id="simulate-heading">Simulate problems</h2>
      <p className="field-hint">Make the demo backend slow, unreliable or strict, to see how the dashboard copes. Applies to the demo data only.</p>
      {/* Our own message names every bad value at once, where native validation shows one bubble. */}
      <form className="simulate-problems-grid" noValidate onSubmit={(event) => void apply(event)} aria-labelledby="simulate-heading">
        <div className="field">
          <label htmlFor={latencyId}>Added latency (ms)</label>
          <input
            id={latencyId}
            type="number"
            inputMode="numeric"
            min={0}
            max={60000}
            step={50}
            value={draft?.latencyMs ?? ''}
            disabled={!draft}
            onChange={(event) => setDraft((previous) => previous && { ...previous, latencyMs: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={errorId}>Error rate (%)</label>
          <input
            id={errorId}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={5}
            value={draft?.errorPercent ?? ''}
            disabled={!draft}
            onChange={(event) => setDraft((previous) => previous && { ...previous, errorPercent: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={limitId}>Rate limit (requests per minute)</label>
          <input
            id={limitId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft?.rateLimit ?? ''}
            disabled={!draft}
            aria-describedby={limitHintId}
            onChange={(event) => setDraft((previous) => previous && { ...previous, rateLimit: event.target.value })}
          />
          <span id={limitHintId} className="field-hint">
            Leave empty for no limit. The real service allows 60.
          </span>
        </div>
        <div className="button-row simulate-problems-actions">
          <button type="submit" disabled={!draft}>
            Apply
          </button>
          <button type="button" disabled={!draft} onClick={() => void restore()}>
            Restore normal behaviour
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {status && <p className={`notice ${status.kind === 'ok' ? 'notice-success' : 'notice-error'}`}>{status.text}</p>}
      </div>
    </section>
  )
}
