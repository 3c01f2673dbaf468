import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { keyMutations } from '../../api/queries/key-queries'
import { type ApiKey, type UpdateKeyBody } from '../../api/schemas/keys'
import { describeKeyError, keyDisplayName, parseCreditLimitInput } from './key-helpers'
import { Dialog } from '../../components/dialog/dialog'
import { CreditLimitField } from './credit-limit-field'
import { KeyLabelField } from './key-label-field'

/** Edits a key's label and credit limit; only what changed is sent. */
export function EditKeyDialog({
  apiKey,
  onClose,
  onSaved,
  fallbackFocusRef,
}: {
  apiKey: ApiKey
  onClose: () => void
  onSaved: (key: ApiKey) => void
  fallbackFocusRef: RefObject<HTMLElement | null>
}) {
  const queryClient = useQueryClient()
  const update = useMutation(keyMutations.update(queryClient))
  const sending = useRef(false)
  const labelRef = useRef<HTMLInputElement>(null)
  const [label, setLabel] = useState(apiKey.label ?? '')
  const [limit, setLimit] = useState(apiKey.credit_limit === null || apiKey.credit_limit === undefined ? '' : String(apiKey.credit_limit))
  const [limitError, setLimitError] = useState<string | null>(null)
  const [error, setError] = useState<{ message: string; final: boolean } | null>(null)
  const name = keyDisplayName(apiKey)
  const busy = update.isPending

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending.current || busy) return
    const parsedLimit = parseCreditLimitInput(limit)
    if (!parsedLimit.ok) {
      setLimitError(parsedLimit.message)
      return
    }
    setLimitError(null)
    const body: UpdateKeyBody = {}
    const trimmed = label.trim()
    if (trimmed !== (apiKey.label ?? '').trim()) body.label = trimmed
    if (parsedLimit.value !== (apiKey.credit_limit ?? null)) body.credit_limit = parsedLimit.value
    if (Object.keys(body).length === 0) {
      onClose()
      return
    }
    setError(null)
    sending.current = true
    try {
      const updated = await update.mutateAsync({ id: apiKey.id, body })
      onSaved(updated)
    } catch (caught) {
      setError(describeKeyError(caught, 'update', name))
    } finally {
      sending.current = false
    }
  }

  return (
    <Dialog title={`Edit “${name}”`} onClose={onClose} closeBlocked={busy} initialFocusRef={labelRef} fallbackFocusRef={fallbackFocusRef}>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="field-hint">
          Key <code>{apiKey.api_key}</code>
        </p>
        <KeyLabelField id="edit-key-label" value={label} onChange={setLabel} inputRef={labelRef} />
        <CreditLimitField id="edit-key-limit" label="Credit limit" value={limit} error={limitError} onChange={setLimit} />
        <div role="alert">{error && <p className="notice notice-error">{error.message}</p>}</div>
        <div className="button-row dialog-buttons">
          <button type="button" onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
            {error?.final ? 'Close' : 'Cancel'}
          </button>
          {!error?.final && (
            <button type="submit" className="primary" aria-disabled={busy || undefined}>
              {busy ? 'Saving…' : 'Save changes'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  )
}
