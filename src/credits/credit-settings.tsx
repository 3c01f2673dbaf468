import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { parseBudgetLimit, setCreditBudget } from './budget'
import { clearDeviceCache } from '../api/persist/device-cache'
import { useBudget } from './use-credits'
import { SESSION_BUDGET_FIELD_ID } from '../lib/paths'

/** Settings' credit controls: the session budget and the ratings cache kept on this device. */
export function CreditSettings() {
  const budget = useBudget()
  const queryClient = useQueryClient()
  const [text, setText] = useState(budget.state.limit === null ? '' : String(budget.state.limit))
  const [cleared, setCleared] = useState<string | null>(null)
  const hintId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const { hash } = useLocation()
  const invalid = text.trim() !== '' && parseBudgetLimit(text) === null

  // "Raise budget" in the banner leads here.
  useEffect(() => {
    if (hash === `#${SESSION_BUDGET_FIELD_ID}`) input.current?.focus()
  }, [hash])

  const change = (next: string) => {
    setText(next)
    if (next.trim() === '' || parseBudgetLimit(next) !== null) setCreditBudget(parseBudgetLimit(next))
  }

  const clearCache = async () => {
    queryClient.clear()
    await clearDeviceCache()
    setCleared('Cached data removed from this device. Pages load from the API again.')
  }

  return (
    <section aria-labelledby="credits-heading" className="form-stack">
      <h2 id="credits-heading">Credits</h2>
      <div className="field">
        <label htmlFor={SESSION_BUDGET_FIELD_ID}>Session credit budget</label>
        <input
          ref={input}
          id={SESSION_BUDGET_FIELD_ID}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => change(event.target.value)}
        />
        {invalid && (
          <span id={errorId} className="field-error">
            Enter a whole number of credits, or leave it empty for no budget.
          </span>
        )}
        <span id={hintId} className="field-hint">
          Credits this browser tab may spend before it stops requesting on its own (empty: no budget). Kept on this device.
          {budget.status === 'lifted' && ' The budget was passed with “Continue anyway” in this tab.'}
        </span>
      </div>
      <p className="field-hint">
        Ratings already paid for are kept on this device for as long as they are fresh, so a reload costs nothing. The
        key list and billing status are never kept.
      </p>
      <div className="button-row">
        <button type="button" onClick={() => void clearCache()}>
          Clear cached data
        </button>
      </div>
      <div role="status" aria-live="polite">
        {cleared && <p className="notice notice-success">{cleared}</p>}
      </div>
    </section>
  )
}
