import { WATCHLIST_PATH } from '../../lib/paths'
import { NavLink } from 'react-router-dom'
import { useWatchlistChangeCount } from './use-watched-changes'
import { watchlistScope } from './watchlist-storage'
import './watchlist.css'

/**
 * The navigation's "Watchlist" link. Its name includes the number of changed
 * items ("Watchlist, 2 changes"), counted from cached data only: it follows
 * what the watchlist and detail pages fetch, and never polls.
 */
export function WatchlistNavLink({ mode, baseUrl }: { mode: 'demo' | 'live'; baseUrl: string }) {
  const count = useWatchlistChangeCount(watchlistScope(mode, baseUrl))
  // The name is spelled out once (inline text pieces join unpredictably) and
  // holds the visible words in order, "Watchlist 1", for speech input (WCAG 2.5.3).
  const label = count > 0 ? `Watchlist, ${count} ${count === 1 ? 'change' : 'changes'}` : undefined
  return (
    <NavLink to={WATCHLIST_PATH} aria-label={label}>
      Watchlist
      {count > 0 && ' '}
      {count > 0 && (
        <span className="nav-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  )
}
