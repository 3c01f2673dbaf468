import type { LedgerEntry, LedgerTotals } from '../../credits/ledger'
import { describeCredits, unreportedNote } from '../../credits/credit-text'
import { Dialog } from '../../components/dialog/dialog'
import { formatInteger } from '../../lib/format'

function creditsCell(entry: LedgerEntry): string {
  if (entry.credits !== null) return formatInteger(entry.credits)
  return entry.status === null ? 'no answer' : 'not reported'
}

function requestCell(entry: LedgerEntry): string {
  const failed = entry.status !== null && (entry.status < 200 || entry.status >= 300)
  return `${entry.method} ${entry.request}${failed ? ` (${entry.status})` : ''}`
}

interface CreditsLedgerDialogProps {
  entries: readonly LedgerEntry[]
  totals: LedgerTotals
  /** Views the cache answered without a request. */
  views: number
  onClose: () => void
}

/** The session ledger: every request of this tab and what it cost, newest first. */
export function CreditsLedgerDialog({ entries, totals, views, onClose }: CreditsLedgerDialogProps) {
  return (
    <Dialog title="Credits used this session" onClose={onClose} className="credits-dialog" closeOnBackdrop>
      <p>
        {totals.requests === 0
          ? 'No request has been sent in this tab yet.'
          : `${describeCredits(totals)}${unreportedNote(totals)} in ${formatInteger(totals.requests)} ${totals.requests === 1 ? 'request' : 'requests'}.`}{' '}
        {`The cache answered ${formatInteger(views)} ${views === 1 ? 'view' : 'views'} for free.`}
      </p>
      {totals.unreported > 0 && (
        <p className="field-hint">
          “Not reported”: the server sent no <code>x-used-credits</code> header, or did not let the browser read it
          (Access-Control-Expose-Headers).
        </p>
      )}
      <div className="credits-ledger" role="region" aria-label="Requests this session, scrollable" tabIndex={0}>
        <table>
          <caption>Requests this session</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Request</th>
              <th scope="col">Credits</th>
            </tr>
          </thead>
          <tbody>
            {entries.toReversed().map((entry) => (
              <tr key={entry.seq}>
                <td>{new Date(entry.time).toLocaleTimeString()}</td>
                <td className="credits-request">{requestCell(entry)}</td>
                <td className="is-numeric">{creditsCell(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  )
}
