import { formatInteger } from '../../lib/format'
import { progressText, type usePortfolioRefresh } from './use-portfolio-refresh'

export type Message = { tone: 'success' | 'info'; text: string } | null

export interface ImportProblems {
  fileName: string
  problems: string[]
}

interface PortfolioNoticesProps {
  refresh: ReturnType<typeof usePortfolioRefresh>
  message: Message
  error: string | null
  importProblems: ImportProblems | null
}

/** What the portfolio's actions say: the refresh's progress and question, the last outcome, and what went wrong. */
export function PortfolioNotices({ refresh, message, error, importProblems }: PortfolioNoticesProps) {
  const { progress, pending } = refresh
  return (
    <>
      <div className="portfolio-status" role="status">
        {progress && (
          <span className="portfolio-progress">
            {progressText(progress)}
            <progress max={progress.total} value={progress.done} aria-hidden="true" />
          </span>
        )}
        {!progress && [message?.text, refresh.summary].filter(Boolean).join(' ')}
      </div>
      {progress && (
        <button type="button" className="portfolio-cancel" onClick={refresh.cancel}>
          Cancel refresh
        </button>
      )}
      {pending && (
        <div className="notice notice-warning portfolio-ask" role="alert">
          <p>
            Bringing the holdings up to date takes {formatInteger(pending.requests)} requests
            {pending.credits !== null ? `, about ${formatInteger(pending.credits)} credits` : ' (their cost in credits is not known yet)'}. Go on?
          </p>
          <div className="button-row">
            <button type="button" className="primary" onClick={refresh.goOn}>
              Refresh {formatInteger(pending.requests)} products
            </button>
            <button type="button" onClick={refresh.stop}>
              Not now
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {importProblems && (
        <div className="notice notice-error portfolio-import-problems" role="alert">
          <p>
            {importProblems.fileName} was not imported: your portfolio is unchanged.{' '}
            {importProblems.problems.length > 1 ? `${importProblems.problems.length} problems:` : ''}
          </p>
          <ul>
            {importProblems.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="field-hint">The file needs the header platform,contract_address,amount_usd and one line per position.</p>
        </div>
      )}
    </>
  )
}
