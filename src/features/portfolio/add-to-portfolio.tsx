import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Dialog } from '../../components/dialog/dialog'
import { formatUsdFull } from '../../lib/format'
import { PORTFOLIO_PATH, portfolioPath } from '../../lib/paths'
import { addAmounts, amountProblem, readAmount } from './amounts'
import { detailOptionsFor } from './holdings'
import { positionId } from './portfolio-schema'
import { sameName } from './portfolio-names'
import { usePortfolios } from './portfolio-store'
import { lastUsedPortfolio, rememberLastUsedPortfolio, type PortfolioScope } from './portfolio-storage'
import './portfolio.css'

/**
 * "Add to portfolio" on a product page: asks for an amount in US dollars
 * (shorthand such as 1.5M accepted) and adds the position, or adds to it when
 * the product is already held. Reads the page's own record from the cache for
 * the name: it never sends a request.
 */
export function AddToPortfolio({ scope, platform, contractAddress }: { scope: PortfolioScope; platform: string; contractAddress: string }) {
  const store = usePortfolios(scope)
  // The page's own record, read through a disabled query: adding never fetches.
  const record = useQuery({ ...detailOptionsFor({ platform, contract_address: contractAddress }), enabled: false }).data
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const id = positionId({ platform, contract_address: contractAddress })
  const names = store.portfolios.map((portfolio) => portfolio.name)
  const lastUsed = lastUsedPortfolio(scope)
  const [target, setTarget] = useState<string | null>(null)
  const chosen = store.portfolios.find((portfolio) => portfolio.name === target) ?? store.portfolios.find((portfolio) => lastUsed !== null && sameName(portfolio.name, lastUsed)) ?? store.portfolios[0]!
  const held = chosen.positions.find((position) => positionId(position) === id)
  const [addedTo, setAddedTo] = useState(chosen.name)

  return (
    <span className="portfolio-add">
      <button type="button" onClick={() => setOpen(true)}>
        Add to portfolio
      </button>
      <span className="portfolio-add-status" role="status">
        {status && (
          <>
            {status} <Link to={names.length > 1 ? portfolioPath(addedTo) : PORTFOLIO_PATH}>Open the portfolio</Link>
          </>
        )}
      </span>
      {open && (
        <AmountDialog
          productName={record?.name ?? 'this product'}
          heldUsd={held?.amount_usd ?? null}
          portfolios={names.length > 1 ? { names, chosen: chosen.name, onChoose: setTarget } : null}
          onClose={() => setOpen(false)}
          onAdd={(usd) => {
            const outcome = store.add(chosen.name, { platform, contract_address: record?.contract_address ?? contractAddress, amount_usd: usd, name: record?.name ?? null })
            if (!outcome.saved) return outcome.reason
            rememberLastUsedPortfolio(scope, chosen.name)
            setAddedTo(chosen.name)
            setOpen(false)
            const several = names.length > 1
            setStatus(
              held
                ? `Added ${formatUsdFull(usd)} to your position${several ? ` in “${chosen.name}”` : ''} (now ${formatUsdFull(addAmounts(held.amount_usd, usd))}).`
                : `Added to ${several ? `“${chosen.name}”` : 'your portfolio'}: ${formatUsdFull(usd)}.`,
            )
            return null
          }}
        />
      )}
    </span>
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
