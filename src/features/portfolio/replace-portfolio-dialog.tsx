import { Dialog } from '../../components/dialog/dialog'
import { formatInteger } from '../../lib/format'

interface ReplacePortfolioDialogProps {
  name: string
  /** How many positions the portfolio holds now. */
  count: number
  /** "the 20 positions of portfolio.csv", "the sample portfolio's 12 positions" */
  source: string
  /** The sample comes with months of history, which replace the portfolio's. */
  replacesHistory: boolean
  onCancel: () => void
  onReplace: () => void
}

/** Asks before positions from a file or the sample replace a portfolio that is not empty. */
export function ReplacePortfolioDialog({ name, count, source, replacesHistory, onCancel, onReplace }: ReplacePortfolioDialogProps) {
  return (
    <Dialog title="Replace your portfolio?" onClose={onCancel}>
      <p>
        The {formatInteger(count)} {count === 1 ? 'position' : 'positions'} of “{name}” will be replaced by {source}
        {replacesHistory ? ', and its history by the sample’s' : ''}. Export your positions first to keep a copy.
      </p>
      <div className="button-row dialog-buttons">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="primary" onClick={onReplace}>
          Replace portfolio
        </button>
      </div>
    </Dialog>
  )
}
