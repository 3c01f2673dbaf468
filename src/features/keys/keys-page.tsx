import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState, type MouseEvent } from 'react'
import { keyMutations, keyQueries } from '../../api/queries/key-queries'
import { keyStatus, type ApiKey } from '../../api/schemas/keys'
import { EmptyState } from '../../components/empty-state'
import { DataTable } from '../../components/list/data-table'
import type { TableSort } from '../../hooks/use-list-params'
import { QueryError } from '../../components/query-error'
import { useListParams } from '../../hooks/use-list-params'
import { InvalidParamsNotice } from '../../components/filters/invalid-params-notice'
import { BillingSummary } from './billing-summary'
import { CreateKeyDialog } from './create-key-dialog'
import { EditKeyDialog } from './edit-key-dialog'
import {
  describeKeyError,
  isLastActiveKey,
  KEY_IN_USE_DISABLE_EXPLANATION,
  KEY_MAYBE_IN_USE_DISABLE_EXPLANATION,
  keyDisplayName,
  keyUse,
  type KeyUse,
  LAST_ACTIVE_KEY_EXPLANATION,
} from './key-helpers'
import { keyViewParams, paramsWithSorting, sortingFromParams } from './key-view-params'
import { KEY_COLUMNS, KeyRowsContext, keyRowClassName } from './keys-table'
import { RevokeKeyDialog } from './revoke-key-dialog'
import { UsageSection } from './usage-section'
import './keys.css'

/**
 * The second click of a double click. Disable and Enable share one button, so
 * a fast answer would otherwise let a double click undo itself.
 */
function isRepeatClick(event: MouseEvent): boolean {
  return event.detail > 1
}

const keyId = (key: ApiKey) => key.id

type OpenDialog = { kind: 'revoke'; key: ApiKey } | { kind: 'edit'; key: ApiKey } | { kind: 'create' } | null
type Announcement = { tone: 'success' | 'error'; text: string } | null

export interface KeysPageProps {
  /** Last four characters of the key this dashboard sends; never the key itself. */
  inUseLastFour: string | null
  /** Called after the key in use was revoked: the dashboard is now disconnected. */
  onKeyInUseRevoked: () => void
}

/** The account's API keys: summary, list, and every key operation the service offers. */
export function KeysPage({ inUseLastFour, onKeyInUseRevoked }: KeysPageProps) {
  const { params, invalid, setParams } = useListParams(keyViewParams)
  const sorting = useMemo(() => sortingFromParams(params), [params])
  const showRevoked = params.show_revoked !== false

  const queryClient = useQueryClient()
  const keysQuery = useQuery(keyQueries.list())
  const update = useMutation(keyMutations.update(queryClient))
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set())
  const pendingRef = useRef(new Set<string>())
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [announcement, setAnnouncement] = useState<Announcement>(null)
  const listHeadingRef = useRef<HTMLHeadingElement>(null)

  const allKeys = keysQuery.data ?? []
  const revokedCount = allKeys.filter((key) => keyStatus(key) === 'revoked').length
  const visibleKeys = showRevoked ? allKeys : allKeys.filter((key) => keyStatus(key) !== 'revoked')

  function onSortChange(next: TableSort) {
    setParams(paramsWithSorting(params, [next]))
  }

  async function setActive(key: ApiKey, active: boolean) {
    if (pendingRef.current.has(key.id)) return
    pendingRef.current.add(key.id)
    setPendingIds(new Set(pendingRef.current))
    setAnnouncement(null)
    const name = keyDisplayName(key)
    try {
      await update.mutateAsync({ id: key.id, body: { is_active: active } })
      setAnnouncement({ tone: 'success', text: `“${name}” ${active ? 'enabled' : 'disabled'}.` })
    } catch (error) {
      setAnnouncement({ tone: 'error', text: describeKeyError(error, active ? 'enable' : 'disable', name).message })
    } finally {
      pendingRef.current.delete(key.id)
      setPendingIds(new Set(pendingRef.current))
    }
  }

  const keyUseOf = (key: ApiKey): KeyUse => keyUse(key, allKeys, inUseLastFour)

  /** Why a key's Disable or Revoke is refused, if it is: read as the buttons' description, printed under the table. */
  function blockedReason(key: ApiKey): string | null {
    if (keyStatus(key) !== 'active') return null
    if (isLastActiveKey(key, allKeys)) return LAST_ACTIVE_KEY_EXPLANATION
    const use = keyUseOf(key)
    if (use === 'not-in-use') return null
    return use === 'in-use' ? KEY_IN_USE_DISABLE_EXPLANATION : KEY_MAYBE_IN_USE_DISABLE_EXPLANATION
  }
  const hintIdOf = (key: ApiKey) => `key-hint-${key.id}`

  function renderActions(key: ApiKey) {
    const status = keyStatus(key)
    if (status === 'revoked') return <span className="muted">No actions</span>
    const name = keyDisplayName(key)
    const lastActive = isLastActiveKey(key, allKeys)
    const use = keyUseOf(key)
    const inUse = use !== 'not-in-use'
    const pending = pendingIds.has(key.id)
    const hintId = hintIdOf(key)
    const disableBlocked = status === 'active' && (lastActive || inUse)
    return (
      <div className="button-row row-actions">
          <button type="button" onClick={() => setDialog({ kind: 'edit', key })}>
            Edit <span className="visually-hidden">{name}</span>
          </button>
          {status === 'active' ? (
            <button
              type="button"
              aria-disabled={disableBlocked || pending || undefined}
              aria-describedby={disableBlocked ? hintId : undefined}
              onClick={(event) => !disableBlocked && !isRepeatClick(event) && void setActive(key, false)}
            >
              {pending ? 'Disabling…' : 'Disable'} <span className="visually-hidden">{name}</span>
            </button>
          ) : (
            <button type="button" aria-disabled={pending || undefined} onClick={(event) => !isRepeatClick(event) && void setActive(key, true)}>
              {pending ? 'Enabling…' : 'Enable'} <span className="visually-hidden">{name}</span>
            </button>
          )}
          <button
            type="button"
            className="danger-outline"
            aria-disabled={lastActive || undefined}
            aria-describedby={lastActive ? hintId : undefined}
            onClick={() => !lastActive && setDialog({ kind: 'revoke', key })}
          >
            Revoke <span className="visually-hidden">{name}</span>
          </button>
      </div>
    )
  }

  // The explanations sit under the table, not in their rows, so the whole list stays on a laptop's first screen.
  const blockedKeys = visibleKeys.flatMap((key) => {
    const reason = blockedReason(key)
    return reason ? [{ key, reason }] : []
  })

  const caption = keysQuery.data
    ? `API keys of this account (${visibleKeys.length} shown${!showRevoked && revokedCount > 0 ? `, ${revokedCount} revoked hidden` : ''})`
    : 'API keys of this account'

  return (
    <>
      <BillingSummary />

      <section aria-labelledby="keys-heading" className="keys-section">
        <div className="keys-toolbar">
          <h2 id="keys-heading" ref={listHeadingRef} tabIndex={-1}>
            Keys
          </h2>
          <label className="choice">
            <input
              type="checkbox"
              checked={showRevoked}
              onChange={(event) => setParams({ show_revoked: event.target.checked })}
            />
            Show revoked keys
          </label>
          <button type="button" className="primary" onClick={() => setDialog({ kind: 'create' })}>
            Create key
          </button>
        </div>
        <InvalidParamsNotice issues={invalid} />
        <div aria-live="polite" role="status">
          {announcement?.tone === 'success' && <p className="notice notice-success">{announcement.text}</p>}
        </div>
        <div role="alert">{announcement?.tone === 'error' && <p className="notice notice-error">{announcement.text}</p>}</div>

        {keysQuery.isError && !keysQuery.data ? (
          <QueryError error={keysQuery.error} onRetry={() => void keysQuery.refetch()} title="The keys could not be loaded" />
        ) : keysQuery.data && allKeys.length === 0 ? (
          <EmptyState title="No keys on this account">
            <p>Create a key to start using the API.</p>
          </EmptyState>
        ) : (
          <>
            {keysQuery.isError && (
              <QueryError error={keysQuery.error} onRetry={() => void keysQuery.refetch()} title="The list could not be refreshed" />
            )}
            <KeyRowsContext value={{ inUseLastFour, keyUseOf, renderActions }}>
              <DataTable
                caption={caption}
                columns={KEY_COLUMNS}
                rows={visibleKeys}
                getRowId={keyId}
                sort={sorting[0] ?? null}
                onSortChange={onSortChange}
                sortMode="client"
                rowClassName={keyRowClassName}
                loading={keysQuery.isPending}
                skeletonRows={3}
                loadingText="Loading the keys…"
              />
            </KeyRowsContext>
            {blockedKeys.length > 0 && (
              <ul className="key-hints">
                {blockedKeys.map(({ key, reason }) => (
                  <li key={key.id} className="field-hint">
                    <strong>{keyDisplayName(key)}:</strong> <span id={hintIdOf(key)}>{reason}</span>
                  </li>
                ))}
              </ul>
            )}
            {keysQuery.data && visibleKeys.length === 0 && (
              <p className="field-hint">Every key of this account is revoked and revoked keys are hidden.</p>
            )}
          </>
        )}
      </section>
      <UsageSection />

      {dialog?.kind === 'revoke' && (
        <RevokeKeyDialog
          apiKey={dialog.key}
          use={keyUseOf(dialog.key)}
          inUseLastFour={inUseLastFour}
          fallbackFocusRef={listHeadingRef}
          onClose={() => setDialog(null)}
          onRevoked={(key, use) => {
            setDialog(null)
            if (use === 'in-use') onKeyInUseRevoked()
            else {
              const text = `“${keyDisplayName(key)}” revoked. It can no longer be used.`
              // If it was this dashboard's key, its next request is refused and the connection says so.
              const maybe = use === 'maybe-in-use' ? ' If this dashboard used it, connect with another key in Settings.' : ''
              setAnnouncement({ tone: 'success', text: text + maybe })
            }
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditKeyDialog
          apiKey={dialog.key}
          fallbackFocusRef={listHeadingRef}
          onClose={() => setDialog(null)}
          onSaved={(key) => {
            setDialog(null)
            setAnnouncement({ tone: 'success', text: `Changes to “${keyDisplayName(key)}” saved.` })
          }}
        />
      )}
      {dialog?.kind === 'create' && <CreateKeyDialog fallbackFocusRef={listHeadingRef} onClose={() => setDialog(null)} />}
    </>
  )
}
