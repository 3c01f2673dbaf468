import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Dialog } from '../../components/dialog/dialog'
import { formatUsdFull } from '../../lib/format'
import { PORTFOLIO_PATH, portfolioPath } from '../../lib/paths'
import { addAmounts, amountProblem, readAmount } from './amounts'
import { detailOptionsFor } from './holdings'
import { positionId } from './portfolio-schema'
import type { PortfolioScope } from './portfolio-scope'
import { sameName } from './portfolio-names'
import { usePortfolios } from './portfolio-store'
import { lastUsedPortfolio, rememberLastUsedPortfolio } from './portfolio-storage'

/**
 * What "Add to portfolio" opens (add-to-portfolio.tsx): the amount, and the
 * portfolio when there are several. Reads the page's own record from the
 * cache for the name: it never sends a request. On a save it hands up what
 * the page's status line says, and where "Open the portfolio" goes.
 */
export function AddToPortfolioDialog({
  scope,
  platform,
  contractAddress,
  onClose,
  onAdded,
}: {
  scope: PortfolioScope
  platform: string
  contractAddress: string
  onClose: () => void
  onAdded: (status: string, portfolioHref: string) => void
}) {
  const store = usePortfolios(scope)
  const record = useQuery({ ...detailOptionsFor({ platform, contract_address: contractAddress }), enabled: false }).data
  const id = positionId({ platform, contract_address: contractAddress })
  const names = store.portfolios.map((portfolio) => portfolio.name)
  const lastUsed = lastUsedPortfolio(scope)
  const [target, setTarget] = useState<string | null>(null)
  const chosen = store.portfolios.find((portfolio) => portfolio.name === target) ?? store.portfolios.find((portfolio) => lastUsed !== null && sameName(portfolio.name, lastUsed)) ?? store.portfolios[0]!
  const held = chosen.positions.find((position) => positionId(position) === id)

  return (
    <AmountDialog
      productName={record?.name ?? 'this product'}
      heldUsd={held?.amount_usd ?? null}
      portfolios={names.length > 1 ? { names, chosen: chosen.name, onChoose: setTarget } : null}
      onClose={onClose}
      onAdd={(usd) => {
        const outcome = store.add(chosen.name, { platform, contract_address: record?.contract_address ?? contractAddress, amount_usd: usd, name: record?.name ?? null })
        if (!outcome.saved) return outcome.reason
        rememberLastUsedPortfolio(scope, chosen.name)
        const several = names.length > 1
        onAdded(
          held
            ? `Added ${formatUsdFull(usd)} to your position${several ? ` in “${chosen.name}”` : ''} (now ${formatUsdFull(addAmounts(held.amount_usd, usd))}).`
            : `Added to ${several ? `“${chosen.name}”` : 'your portfolio'}: ${formatUsdFull(usd)}.`,
          several ? portfolioPath(chosen.name) : PORTFOLIO_PATH,
        )
        return null
      }}
    />
  )
}

function AmountDialog({
  productName,
  heldUsd,
  portfolios,
  onClose,
  onAdd,
}: {
  productName: string
  heldUsd: number | null
  /** With two or more portfolios, which one to add to (the last one used first). */
  portfolios: { names: readonly string[]; chosen: string; onChoose: (name: string) => void } | null
  onClose: () => void
  /** Returns why the position was not saved, or null when it was. */
  onAdd: (usd: number) => string | null
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notSaved, setNotSaved] = useState<string | null>(null)
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()
  const selectId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const amount = readAmount(text)
    if (!amount.ok) {
      setError(`The amount ${amountProblem(amount.reason)}. Enter US dollars, e.g. 250000, 250k or 1.5M.`)
      inputRef.current?.focus()
      return
    }
    setError(null)
    setNotSaved(onAdd(amount.usd))
  }

  return (
    <Dialog title={`Add ${productName} to your portfolio`} onClose={onClose} initialFocusRef={inputRef}>
      <form className="form-stack" onSubmit={submit} noValidate>
        {portfolios && (
          <div className="field">
            <label htmlFor={selectId}>Portfolio</label>
            <select id={selectId} value={portfolios.chosen} onChange={(event) => portfolios.onChoose(event.target.value)}>
              {portfolios.names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        {heldUsd !== null && <p>You hold {formatUsdFull(heldUsd)} of it: the amount is added to that position.</p>}
        <div className="field">
          <label htmlFor={fieldId}>Amount (USD)</label>
          <input
            id={fieldId}
            ref={inputRef}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={hintId} className="field-hint">
            A positive amount in US dollars: 250000, 250k or 1.5M. Kept on this device only.
          </span>
          {error && (
            <span id={errorId} className="field-error">
              {error}
            </span>
          )}
        </div>
        <div role="alert">{notSaved && <p className="notice notice-error">{notSaved}</p>}</div>
        <div className="button-row dialog-buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary">
            {heldUsd !== null ? 'Add to position' : 'Add'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
