import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type RefObject } from 'react'
import { keyMutations } from '../../api/queries/key-queries'
import type { ApiKey } from '../../api/schemas/keys'
import { describeKeyError, keyDisplayName, maybeInUseHint, type KeyUse } from './key-helpers'
import { Dialog } from '../../components/dialog/dialog'

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; final: boolean } | { kind: 'needs-ack' }

/**
 * Confirms and sends the revocation. Revoking is permanent, so focus starts
 * on Cancel, and the key this dashboard uses, or may use, needs an explicit
 * tick first.
 */
export function RevokeKeyDialog({
  apiKey,
  use,
  inUseLastFour,
  onClose,
  onRevoked,
  fallbackFocusRef,
}: {
  apiKey: ApiKey
  use: KeyUse
  inUseLastFour: string | null
  onClose: () => void
  onRevoked: (key: ApiKey, use: KeyUse) => void
  fallbackFocusRef: RefObject<HTMLElement | null>
}) {
  const queryClient = useQueryClient()
  const revoke = useMutation(keyMutations.revoke(queryClient))
  const cancelRef = useRef<HTMLButtonElement>(null)
  // The mutation's pending flag reaches React a render late; a double click must not send twice.
  const sending = useRef(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const descriptionId = useId()
  const ackHintId = useId()
  const name = keyDisplayName(apiKey)
  const busy = revoke.isPending
  const inUse = use !== 'not-in-use'
  const ackText = use === 'in-use' ? 'I understand this dashboard will be disconnected' : 'I understand this dashboard may be disconnected'

  async function confirm() {
    if (sending.current || busy) return
    if (inUse && !acknowledged) {
      setOutcome({ kind: 'needs-ack' })
      return
    }
    sending.current = true
    try {
      await revoke.mutateAsync(apiKey.id)
      onRevoked(apiKey, use)
    } catch (error) {
      setOutcome({ kind: 'error', ...describeKeyError(error, 'revoke', name) })
    } finally {
      sending.current = false
    }
  }

  const finalError = outcome.kind === 'error' && outcome.final

  return (
    <Dialog
      title={`Revoke “${name}”?`}
      onClose={onClose}
      closeBlocked={busy}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      describedBy={descriptionId}
    >
      <div id={descriptionId}>
        <p>
          Revoking <strong>{name}</strong> (<code>{apiKey.api_key}</code>) takes effect <strong>immediately</strong> and is{' '}
          <strong>permanent</strong>: a revoked key can never be re-activated.
        </p>
        <p>Anything using this key (scripts, services, other dashboards) stops working at once.</p>
        {use === 'in-use' && (
          <p className="notice notice-warning">
            <strong>This dashboard is using this key.</strong> Once it is revoked, the dashboard is disconnected until you connect
            with another key in Settings.
          </p>
        )}
        {use === 'maybe-in-use' && inUseLastFour && (
          <p className="notice notice-warning">
            <strong>This dashboard may be using this key.</strong> {maybeInUseHint(inUseLastFour)} If it is this one, the dashboard is
            disconnected once it is revoked, until you connect with another key in Settings.
          </p>
        )}
      </div>
      {inUse && !finalError && (
        <label className="choice">
          <input
            type="checkbox"
            checked={acknowledged}
            aria-describedby={outcome.kind === 'needs-ack' ? ackHintId : undefined}
            onChange={(event) => {
              setAcknowledged(event.target.checked)
              if (event.target.checked && outcome.kind === 'needs-ack') setOutcome({ kind: 'idle' })
            }}
          />
          {ackText}
        </label>
      )}
      <div role="alert" className="dialog-messages">
        {outcome.kind === 'needs-ack' && (
          <p id={ackHintId} className="notice notice-error">
            Tick “{ackText}” to revoke {use === 'in-use' ? 'the key in use' : 'a key that may be in use'}.
          </p>
        )}
        {outcome.kind === 'error' && <p className="notice notice-error">{outcome.message}</p>}
      </div>
      <div className="button-row dialog-buttons">
        <button type="button" ref={cancelRef} onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
          {finalError ? 'Close' : 'Cancel'}
        </button>
        {!finalError && (
          <button type="button" className="danger" onClick={() => void confirm()} aria-disabled={busy || (inUse && !acknowledged) || undefined}>
            {busy ? 'Revoking…' : 'Revoke key'}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {busy ? `Revoking ${name}…` : ''}
      </p>
    </Dialog>
  )
}
