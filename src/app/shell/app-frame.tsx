import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, KEYS_PATH, OVERVIEW_PATH, PORTFOLIO_PATH, SETTINGS_PATH, WATCHLIST_PATH } from '../../lib/paths.ts'
import { MainNav } from './main-nav.tsx'

export const NAV_ITEMS = [
  { to: OVERVIEW_PATH, label: 'Overview', end: true },
  { to: DEFI_PATH, label: 'DeFi', end: false },
  { to: INFRA_PATH, label: 'Infrastructure', end: false },
  { to: ALERTS_PATH, label: 'Alerts', end: false },
  { to: WATCHLIST_PATH, label: 'Watchlist', end: false },
  { to: PORTFOLIO_PATH, label: 'Portfolio', end: false },
  { to: KEYS_PATH, label: 'API keys', end: false },
  { to: SETTINGS_PATH, label: 'Settings', end: false },
] as const

export type NavItem = (typeof NAV_ITEMS)[number]

export interface AppFrameProps {
  /** An entry of the navigation drawn otherwise (the watchlist's, with its count); undefined draws the plain link. */
  item?: (entry: NavItem) => ReactNode
  /** The header's search (features/search): its slot keeps its room in index.html's frame too, so nothing moves. */
  search?: ReactNode
  /** The header's tools at its end, in this order: notifications, the connection, the credits meter. */
  extras?: ReactNode
  /** Drawn before the script has run: no Menu button, which would do nothing yet (styles.css keeps its room). */
  frame?: boolean
  /** What follows the header: banners and the main region. */
  children: ReactNode
}

/**
 * The frame of every page: the skip link, the header (brand, main
 * navigation, extras) and what follows it. The app shell draws it with its
 * extras; the build draws it bare into index.html (build/static-frame.tsx), so the
 * first paint waits for no script and both come from this one source. Its
 * imports name their files whole: vite.config.ts loads this module in Node.
 */
export function AppFrame({ item, search, extras, frame = false, children }: AppFrameProps) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={frame ? 'app-header app-header-frame' : 'app-header'}>
        <Link to={OVERVIEW_PATH} className="brand">
          Ratings Dashboard
        </Link>
        <MainNav menuButton={!frame}>
          {NAV_ITEMS.map((entry) => (
            <li key={entry.to}>
              {item?.(entry) ?? (
                <NavLink to={entry.to} end={entry.end}>
                  {entry.label}
                </NavLink>
              )}
            </li>
          ))}
        </MainNav>
        <div className="header-search">{search}</div>
        <div className="header-tools">{extras}</div>
      </header>
      {children}
    </div>
  )
}
