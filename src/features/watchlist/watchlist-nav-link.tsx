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
  return (
    <NavLink to="/watchlist">
      Watchlist
      {count > 0 && (
        <>
          <span className="visually-hidden">, </span>
          <span className="nav-badge">
            {count}
            <span className="visually-hidden">{count === 1 ? ' change' : ' changes'}</span>
          </span>
        </>
      )}
    </NavLink>
  )
}
