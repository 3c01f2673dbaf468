import { Suspense, lazy } from 'react'
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom'
import { useConnection } from '../../features/connection/connection-context'
import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, KEYS_PATH, OVERVIEW_PATH, PORTFOLIO_PATH, SETTINGS_PATH, WATCHLIST_PATH } from '../../lib/paths'
import { AuthProblemBanner } from './auth-problem-banner'
import { BudgetBanner } from '../../credits/budget-banner'
import { ConnectionIndicator } from './connection-indicator'
import { CreditsMeter } from '../../features/credits/credits-meter'
import { ViewOpenedProvider } from '../../credits/view-opened'
import { DemoRibbon } from './demo-ribbon'
import { MainNav } from './main-nav'
import { RouteProgress } from './route-progress'
import { SearchStateProvider } from '../../hooks/use-search-state'

const NAV_ITEMS = [
  { to: OVERVIEW_PATH, label: 'Overview', end: true },
  { to: DEFI_PATH, label: 'DeFi', end: false },
  { to: INFRA_PATH, label: 'Infrastructure', end: false },
  { to: ALERTS_PATH, label: 'Alerts', end: false },
  { to: WATCHLIST_PATH, label: 'Watchlist', end: false },
  { to: PORTFOLIO_PATH, label: 'Portfolio', end: false },
  { to: KEYS_PATH, label: 'API keys', end: false },
  { to: SETTINGS_PATH, label: 'Settings', end: false },
] as const

// Its change count needs the watchlist's storage and schemas: a chunk of its own, which no page waits for.
const WatchlistNavLink = lazy(() =>
  import('../../features/watchlist/watchlist-nav-link').then((module) => ({ default: module.WatchlistNavLink })),
)

// An export can only start from a list page with its rows: the host (the export job with its page
// fetcher and file writer) is a chunk of its own, which no page waits for.
const ExportHost = lazy(() => import('../../components/export/export-host').then((module) => ({ default: module.ExportHost })))

/** "Watchlist", with the number of changed watched items once its code has arrived. */
function WatchlistNavItem() {
  const { connection } = useConnection()
  return (
    <Suspense fallback={<NavLink to={WATCHLIST_PATH}>Watchlist</NavLink>}>
      <WatchlistNavLink mode={connection.mode} baseUrl={connection.baseUrl} />
    </Suspense>
  )
}

/**
 * The frame of every page. `pending`: the first page's code is still on its
 * way (the router's hydrate fallback); the frame shows at once all the same,
 * so the first paint is the app rather than a blank page with one word.
 */
export function AppShell({ pending = false }: { pending?: boolean }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to={OVERVIEW_PATH} className="brand">
          Ratings Dashboard
        </Link>
        <MainNav>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              {item.to === WATCHLIST_PATH ? (
                <WatchlistNavItem />
              ) : (
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </MainNav>
        <ConnectionIndicator />
        <CreditsMeter />
        <Suspense fallback={null}>
          <ExportHost />
        </Suspense>
      </header>
      <DemoRibbon />
      <RouteProgress />
      <AuthProblemBanner />
      <BudgetBanner />
      <ViewOpenedProvider>
        <main id="main" tabIndex={-1}>
          {pending ? (
            <p className="loading-text">Loading…</p>
          ) : (
            <Suspense fallback={<p className="loading-text">Loading…</p>}>
              <SearchStateProvider>
                <Outlet />
              </SearchStateProvider>
            </Suspense>
          )}
        </main>
      </ViewOpenedProvider>
      {pending ? null : <ScrollRestoration />}
    </div>
  )
}
