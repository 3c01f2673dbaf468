import { Suspense } from 'react'
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom'
import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, KEYS_PATH, OVERVIEW_PATH, SETTINGS_PATH } from '../../lib/paths'
import { AuthProblemBanner } from './auth-problem-banner'
import { ConnectionIndicator } from './connection-indicator'
import { DemoRibbon } from './demo-ribbon'
import { RouteProgress } from './route-progress'

const NAV_ITEMS = [
  { to: OVERVIEW_PATH, label: 'Overview', end: true },
  { to: DEFI_PATH, label: 'DeFi', end: false },
  { to: INFRA_PATH, label: 'Infrastructure', end: false },
  { to: ALERTS_PATH, label: 'Alerts', end: false },
  { to: KEYS_PATH, label: 'API keys', end: false },
  { to: SETTINGS_PATH, label: 'Settings', end: false },
] as const

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
        <nav aria-label="Main">
          <ul className="nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ConnectionIndicator />
      </header>
      <DemoRibbon />
      <RouteProgress />
      <AuthProblemBanner />
      <main id="main" tabIndex={-1}>
        {pending ? (
          <p className="loading-text">Loading…</p>
        ) : (
          <Suspense fallback={<p className="loading-text">Loading…</p>}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {pending ? null : <ScrollRestoration />}
    </div>
  )
}
