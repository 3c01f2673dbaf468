import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { isApiError } from '../api/errors'

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null || until <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

/**
 * An inline error for a failed view with a way out: "Try again" (waiting out
 * a rate limit first), Settings for key problems.
 */
export function QueryError({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  error: unknown
  onRetry?: () => void
  title?: string
}) {
  const apiError = isApiError(error) ? error : null
  const [retryAt] = useState(() =>
    apiError?.kind === 'rate_limited' && apiError.retryAfterSeconds ? Date.now() + apiError.retryAfterSeconds * 1000 : null,
  )
  const secondsLeft = useSecondsLeft(retryAt)
  const message = apiError?.message ?? (error instanceof Error ? error.message : 'Something went wrong.')
  const keyProblem = apiError && ['unauthorized', 'revoked', 'forbidden'].includes(apiError.kind)

  return (
    <div className="notice notice-error" role="alert">
      <h2 className="notice-title">{title}</h2>
      <p>{message}</p>
      {apiError?.kind === 'rate_limited' && (
        <p>
          {secondsLeft > 0
            ? `Too many requests for this key. You can try again in ${secondsLeft} s.`
            : 'Too many requests for this key. You can try again now.'}
        </p>
      )}
      {apiError?.kind === 'credit_limit' && <p>Raise the key's credit limit on the API keys page, or use another key.</p>}
      <div className="button-row">
        {onRetry && (
          <button type="button" onClick={onRetry} disabled={secondsLeft > 0}>
            Try again
          </button>
        )}
        {keyProblem && <Link to="/settings">Open Settings</Link>}
        {apiError?.kind === 'credit_limit' && <Link to="/keys">Open API keys</Link>}
      </div>
    </div>
  )
}
