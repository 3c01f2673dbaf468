import { Suspense, lazy } from 'react'
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { useConnection } from '../../features/connection/connection-context'
import { WATCHLIST_PATH } from '../../lib/paths'
import { AppFrame } from './app-frame'
import { AuthProblemBanner } from './auth-problem-banner'
import { BudgetBanner } from '../../credits/budget-banner'
import { ConnectionIndicator } from './connection-indicator'
import { CreditsMeter } from './credits-meter'
import { ViewOpenedProvider } from '../../credits/view-opened'
import { DemoRibbon } from './demo-ribbon'
import { PendingPage } from './page-heads'
import { RouteProgress } from './route-progress'
import { SearchBox } from '../../features/search/search-box'
import { useBackgroundChecks } from './use-background-checks'

// Its change count needs the watchlist's storage and schemas: a chunk of its own, which no page waits for.
const WatchlistNavLink = lazy(() =>
  import('../../features/watchlist/watchlist-nav-link').then((module) => ({ default: module.WatchlistNavLink })),
)

// The unread count needs the notifications' storage and schemas: a chunk of its own, which no page waits for.
const NotificationsButton = lazy(() =>
  import('../../features/notifications/notifications-button').then((module) => ({ default: module.NotificationsButton })),
)

/** "Notifications", with the unread count, once its code has arrived; nothing holds its place before (it is the row's first tool). */
function NotificationsItem() {
  const { connection } = useConnection()
  return (
    <Suspense fallback={null}>
      <NotificationsButton mode={connection.mode} baseUrl={connection.baseUrl} />
    </Suspense>
  )
}

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

/** The page's head while its code is on its way, as the page's own HTML file drew it (build/static-frame.tsx). */
function PendingMain() {
  const { pathname } = useLocation()
  return <PendingPage pathname={pathname} />
}

/** The header's search, for this connection (the demo builds its index without asking). */
function HeaderSearch() {
  const { connection } = useConnection()
  return <SearchBox demo={connection.mode === 'demo'} scope={`${connection.mode} ${connection.baseUrl}`} />
}

/**
 * The frame of every page (AppFrame) with the header's extras, the banners
 * and the route. `pending`: the first page's code is still on its way (the
 * router's hydrate fallback); the frame shows at once all the same, so the
 * first paint is the app rather than a blank page with one word.
 */
/** Its own component: the router's hooks it reads would otherwise render the whole shell on every navigation. */
function BackgroundChecks() {
  useBackgroundChecks()
  return null
}

export function AppShell({ pending = false }: { pending?: boolean }) {
  return (
    <AppFrame
      item={(entry) => (entry.to === WATCHLIST_PATH ? <WatchlistNavItem /> : undefined)}
      search={<HeaderSearch />}
      extras={
        <>
          <NotificationsItem />
          <ConnectionIndicator />
          <CreditsMeter />
          <Suspense fallback={null}>
            <ExportHost />
          </Suspense>
        </>
      }
    >
      <BackgroundChecks />
      <DemoRibbon />
      <RouteProgress />
      <AuthProblemBanner />
      <BudgetBanner />
      <ViewOpenedProvider>
        <main id="main" tabIndex={-1}>
          {pending ? (
            <PendingMain />
          ) : (
            <Suspense fallback={<p className="loading-text">Loading…</p>}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </ViewOpenedProvider>
      {pending ? null : <ScrollRestoration />}
    </AppFrame>
  )
}
