import { useId } from 'react'

/** The credit-limit input of the create and edit dialogs: free text (shorthand allowed), empty for no limit. */
export function CreditLimitField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  const hintId = useId()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="field-hint">
        Credits this key may use in total, e.g. 50000 or 1.5M. Leave empty for no limit.
      </span>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}
