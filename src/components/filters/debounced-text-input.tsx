/**
 * DebouncedTextInput: a typed filter that applies itself ~300 ms after typing
 * stops, at once on Enter, and on leaving the field. Only the text being
 * typed is local state; the committed value comes from (and goes to) the URL,
 * so Back, "Reset filters" and chip removal show up here as soon as the field
 * is not being edited. One commit per settled change, never one per key.
 *
 * `validate` returns a message (shown after the pause, the field marked
 * invalid, nothing committed) or null. For `type="date"` an incomplete date
 * (the browser reports `badInput`) waits instead of clearing the filter.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import './filters.css'

export const FILTER_DEBOUNCE_MS = 300

export interface DebouncedTextInputProps {
  label: ReactNode
  /** The committed value as text ('' when the filter is off). */
  value: string
  /** Called with the trimmed text once it settles and validates. */
  onCommit: (text: string) => void
  validate?: (text: string) => string | null
  type?: 'text' | 'date' | 'search'
  inputMode?: 'text' | 'decimal' | 'numeric'
  placeholder?: string
  /** Ids of hints elsewhere (e.g. a shared unit hint) that describe this field. */
  describedBy?: string
  /** Shown before or after the field, e.g. `$` or `%`; hidden from assistive technology (say it in the hint). */
  prefix?: string
  suffix?: string
  delayMs?: number
  size?: number
  /** Id of a <datalist> of suggestions. */
  list?: string
}

export function DebouncedTextInput({
  label,
  value,
  onCommit,
  validate,
  type = 'text',
  inputMode,
  placeholder,
  describedBy,
  prefix,
  suffix,
  delayMs = FILTER_DEBOUNCE_MS,
  size,
  list,
}: DebouncedTextInputProps) {
  const id = useId()
  const errorId = `${id}-error`
  // The text being typed belongs to the value it was typed over: when the URL
  // moves on without us (Back, Reset filters, a chip), the draft is dropped.
  const [draft, setDraft] = useState<{ text: string; base: string | null; error: string | null } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const valueRef = useRef(value)
  const onCommitRef = useRef(onCommit)
  const validateRef = useRef(validate)
  useLayoutEffect(() => {
    valueRef.current = value
    onCommitRef.current = onCommit
    validateRef.current = validate
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  /** Applies `text` when valid; returns the validation message, if any. */
  const commit = (text: string): string | null => {
    clearTimeout(timer.current)
    timer.current = undefined
    const trimmed = text.trim()
    const message = trimmed === '' ? null : (validateRef.current?.(trimmed) ?? null)
    if (message === null) onCommitRef.current(trimmed)
    // Committed, the draft (e.g. `1.5M`) stands for the value the commit brings (1500000), which the next
    // render receives (base null until then), and keeps showing what the person typed.
    setDraft((current) => (current ? { text: current.text, base: message === null ? null : valueRef.current, error: message } : null))
    return message
  }

  if (draft !== null && draft.base === null) setDraft({ ...draft, base: value })
  const active = draft !== null && draft.base === value ? draft : null
  const shown = active ? active.text : value
  const error = active?.error ?? null
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined

  return (
    <div className="field filter-field">
      <label htmlFor={id}>{label}</label>
      <span className="filter-input-wrap">
        {prefix && <span aria-hidden="true" className="filter-adornment">{prefix}</span>}
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          size={size}
          list={list}
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event) => {
            const text = event.target.value
            setDraft({ text, base: value, error: null })
            clearTimeout(timer.current)
            if (type === 'date' && event.target.validity?.badInput) return
            timer.current = setTimeout(() => commit(text), delayMs)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit(event.currentTarget.value)
            }
          }}
          onBlur={(event) => {
            const message = timer.current !== undefined ? commit(event.currentTarget.value) : error
            // Once left, the field shows what the URL holds, unless the text is wrong.
            if (message === null) setDraft(null)
          }}
        />
        {suffix && <span aria-hidden="true" className="filter-adornment">{suffix}</span>}
      </span>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
