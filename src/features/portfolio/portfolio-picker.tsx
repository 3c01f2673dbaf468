import { useId, useRef, useState, type FormEvent } from 'react'
import { Dialog } from '../../components/dialog/dialog'
import { formatInteger } from '../../lib/format'
import { PORTFOLIO_NAME_MAX, nameProblem, suggestedName } from './portfolio-names'
import type { PortfolioEntry } from './portfolio-schema'
import type { ChangeOutcome } from './portfolio-store'

type Asking = { kind: 'new' } | { kind: 'rename' } | { kind: 'delete' } | null

/**
 * The select labelled "Portfolio" (every portfolio of this connection, in the
 * order they were made) and "New portfolio", "Rename portfolio", "Delete
 * portfolio". A name is asked in a field labelled "Name" and checked before
 * anything changes; deleting asks first; the last portfolio cannot be deleted.
 */
export function PortfolioPicker({
  portfolios,
  chosen,
  onChoose,
  onCreate,
  onRename,
  onDelete,
}: {
  portfolios: readonly PortfolioEntry[]
  chosen: PortfolioEntry
  onChoose: (name: string) => void
  onCreate: (name: string) => ChangeOutcome
  onRename: (name: string) => ChangeOutcome
  onDelete: () => ChangeOutcome
}) {
  const selectId = useId()
  const whyId = useId()
  const [asking, setAsking] = useState<Asking>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const names = portfolios.map((portfolio) => portfolio.name)
  const last = portfolios.length <= 1
  const count = chosen.positions.length

  return (
    <div className="portfolio-picker">
      <div className="field portfolio-picker-field">
        <label htmlFor={selectId}>Portfolio</label>
        <select id={selectId} value={chosen.name} onChange={(event) => onChoose(event.target.value)}>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row portfolio-picker-buttons">
        <button type="button" onClick={() => setAsking({ kind: 'new' })}>
          New portfolio
        </button>
        <button type="button" onClick={() => setAsking({ kind: 'rename' })}>
          Rename portfolio
        </button>
        <button type="button" aria-disabled={last || undefined} aria-describedby={last ? whyId : undefined} onClick={() => !last && setAsking({ kind: 'delete' })}>
          Delete portfolio
        </button>
        {last && (
          <span id={whyId} className="field-hint">
            The last portfolio cannot be deleted; remove its positions to empty it.
          </span>
        )}
      </div>

      {(asking?.kind === 'new' || asking?.kind === 'rename') && (
        <NameDialog
          title={asking.kind === 'new' ? 'New portfolio' : `Rename “${chosen.name}”`}
          submitText={asking.kind === 'new' ? 'Create portfolio' : 'Rename'}
          initial={asking.kind === 'new' ? suggestedName(names) : chosen.name}
          check={(name) => nameProblem(name, names, asking.kind === 'rename' ? chosen.name : null)}
          onSave={(name) => {
            const outcome = asking.kind === 'new' ? onCreate(name) : onRename(name)
            if (outcome.saved) setAsking(null)
            return outcome.saved ? null : outcome.reason
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'delete' && (
        <Dialog title={`Delete “${chosen.name}”?`} onClose={() => setAsking(null)}>
          <p>
            The portfolio “{chosen.name}” and its {formatInteger(count)} {count === 1 ? 'position' : 'positions'} will be deleted from this device, with
            its history. Export its positions first to keep a copy.
          </p>
          <div role="alert">{deleteError && <p className="notice notice-error">{deleteError}</p>}</div>
          <div className="button-row dialog-buttons">
            <button type="button" onClick={() => setAsking(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="primary danger"
              onClick={() => {
                const outcome = onDelete()
                if (outcome.saved) {
                  setDeleteError(null)
                  setAsking(null)
                } else setDeleteError(outcome.reason)
              }}
            >
              Delete portfolio
            </button>
          </div>
        </Dialog>
      )}
    </div>
  )
}

function NameDialog({
  title,
  submitText,
  initial,
  check,
  onSave,
  onClose,
}: {
  title: string
  submitText: string
  initial: string
  check: (name: string) => string | null
  /** Returns why the name was not saved, or null when it was. */
  onSave: (name: string) => string | null
  onClose: () => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = check(text) ?? onSave(text)
    setError(problem)
    if (problem) inputRef.current?.focus()
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocusRef={inputRef}>
      <form className="form-stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>Name</label>
          <input
            id={fieldId}
            ref={inputRef}
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={hintId} className="field-hint">
            At most {PORTFOLIO_NAME_MAX} characters, not the name of another portfolio. Kept on this device only.
          </span>
          {error && (
            <span id={errorId} className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="button-row dialog-buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary">
            {submitText}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
