import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { keyMutations } from '../../api/queries/key-queries'
import { describeKeyError, parseCreditLimitInput } from './key-helpers'
import { CopyButton } from '../../components/copy-button'
import { Dialog } from '../../components/dialog/dialog'
import { CreditLimitField } from './credit-limit-field'
import { KeyLabelField } from './key-label-field'

/**
 * Creates a key and shows the full key exactly once. The full key lives only
 * in this dialog's state: the cached list gets the masked copy, and the
 * mutation is forgotten (gcTime 0, reset on close) so nothing keeps it.
 */
export function CreateKeyDialog({ onClose, fallbackFocusRef }: { onClose: () => void; fallbackFocusRef: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient()
  const create = useMutation({ ...keyMutations.create(queryClient), gcTime: 0 })
  const sending = useRef(false)
  const labelRef = useRef<HTMLInputElement>(null)
  const [label, setLabel] = useState('')
  const [limit, setLimit] = useState('')
  const [limitError, setLimitError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<{ label: string; fullKey: string } | null>(null)
  const newKeyId = useId()
  const busy = create.isPending

  function close() {
    if (busy) return
    create.reset()
    setCreated(null)
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending.current || busy) return
    const parsedLimit = parseCreditLimitInput(limit)
    if (!parsedLimit.ok) {
      setLimitError(parsedLimit.message)
      return
    }
    setLimitError(null)
    setError(null)
    sending.current = true
    try {
      const trimmed = label.trim()
      const result = await create.mutateAsync({
        ...(trimmed ? { label: trimmed } : {}),
        ...(parsedLimit.value !== null ? { credit_limit: parsedLimit.value } : {}),
      })
      setCreated({ label: result.label?.trim() || trimmed || 'New key', fullKey: result.api_key })
      create.reset()
    } catch (caught) {
      setError(describeKeyError(caught, 'create', trimmedOr(label)).message)
    } finally {
      sending.current = false
    }
  }

  // First child in both views, so React keeps the one element: a live region says a change, not its own arrival.
  const status = (
    <p className="visually-hidden" role="status">
      {created ? `Key “${created.label}” created.` : ''}
    </p>
  )

  if (created) {
    return (
      <Dialog title={`Key “${created.label}” created`} onClose={close} fallbackFocusRef={fallbackFocusRef}>
        {status}
        <p className="notice notice-warning">
          <strong>Copy this key now: you will not see it again.</strong> Only its last four characters are shown from now on. Keep it
          somewhere safe, like a password manager.
        </p>
        <div className="field">
          <label htmlFor={newKeyId}>New API key</label>
          <input
            id={newKeyId}
            className="new-key"
            readOnly
            value={created.fullKey}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <CopyButton
          text={created.fullKey}
          buttonClassName="primary"
          copiedMessage="Copied to the clipboard."
          failedMessage="Copying is not allowed here: select the key above and copy it by hand."
        >
          Copy key
        </CopyButton>
        <div className="button-row dialog-buttons">
          <button type="button" onClick={close}>
            Done
          </button>
        </div>
      </Dialog>
    )
  }

  return (
    <Dialog title="Create an API key" onClose={close} closeBlocked={busy} initialFocusRef={labelRef} fallbackFocusRef={fallbackFocusRef}>
      {status}
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        <KeyLabelField id="create-key-label" value={label} onChange={setLabel} inputRef={labelRef} />
        <CreditLimitField id="create-key-limit" label="Credit limit (optional)" value={limit} error={limitError} onChange={setLimit} />
        <div role="alert">{error && <p className="notice notice-error">{error}</p>}</div>
        <div className="button-row dialog-buttons">
          <button type="button" onClick={close} aria-disabled={busy || undefined}>
            Cancel
          </button>
          <button type="submit" className="primary" aria-disabled={busy || undefined}>
            {busy ? 'Creating…' : 'Create key'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function trimmedOr(label: string): string {
  return label.trim() || 'the key'
}
