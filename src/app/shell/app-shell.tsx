import { Suspense } from 'react'
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom'
import { ExportHost } from '../../components/export/export-host'
import { AuthProblemBanner } from './auth-problem-banner'
import { ConnectionIndicator } from './connection-indicator'
import { DemoRibbon } from './demo-ribbon'
import { RouteProgress } from './route-progress'

const NAV_ITEMS = [
  { to: '/', label: 'Overview', end: true },
  { to: '/defi', label: 'DeFi', end: false },
  { to: '/infra', label: 'Infrastructure', end: false },
  { to: '/alerts', label: 'Alerts', end: false },
  { to: '/keys', label: 'API keys', end: false },
  { to: '/settings', label: 'Settings', end: false },
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
        <Link to="/" className="brand">
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
        <ExportHost />
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
