import { Suspense, lazy, useState } from 'react'
import { ledgerTotals } from '../../credits/ledger'
import { describeCredits, unreportedNote } from '../../credits/credit-text'
import { useLedger } from '../../credits/use-credits'
import './credits-meter.css'

/*
 * The ledger's dialog (with the dialog component behind it) is not start-up code: it loads when the
 * meter is pointed at or focused, and at the latest when it is opened.
 */
const loadLedgerDialog = () => import('./credits-ledger-dialog')
const LedgerDialog = lazy(async () => ({ default: (await loadLedgerDialog()).CreditsLedgerDialog }))

/** The header's running total of this tab's credits; opens the session ledger. */
export function CreditsMeter() {
  const ledger = useLedger()
  const [open, setOpen] = useState(false)
  const totals = ledgerTotals(ledger.entries)
  const figure = totals.requests === 0 ? '0' : describeCredits(totals).replace(/ credits?$/, '')
  const views = ledger.cacheAnswers
  const note = unreportedNote(totals)

  return (
    <>
      <button
        type="button"
        className="credits-meter"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadLedgerDialog()}
        onFocus={() => void loadLedgerDialog()}
      >
        {/* Below a wide screen it shows "Credits: 90" and reads the whole line: the header then stays one row at
            1280 px, and on a phone the meter fits beside the connection. */}
        <span className="visually-hidden-below-wide">
          Credits used this session: {figure}
          {note}
        </span>
        <span className="credits-meter-short" aria-hidden="true">
          Credits: {figure}
          {note}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LedgerDialog entries={ledger.entries} totals={totals} views={views} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
