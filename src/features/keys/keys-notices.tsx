import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { SETTINGS_PATH } from '../../lib/paths'

/** The keys page's notices, apart from the page itself: the route composes them with it. */

/** In demo mode, above the keys: whose keys they are and how to get the originals back. */
export function KeysDemoNotice() {
  return (
    <p className="notice notice-info">
      These are the demo account's fictional keys. Changes you make stay in this browser;{' '}
      <Link to={SETTINGS_PATH}>“Reset demo data” on Settings</Link> restores the original keys.
    </p>
  )
}

/** Shown after the key in use was revoked: the dashboard has no working key now. */
export function KeysDisconnectedNotice({ mode }: { mode: 'demo' | 'live' }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // An effect, not a ref callback: the closing dialog's page stays inert until its own cleanup has run.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="notice notice-warning disconnected-notice" aria-labelledby="disconnected-heading">
      <h2 id="disconnected-heading" tabIndex={-1} ref={headingRef}>
        This dashboard is disconnected
      </h2>
      {mode === 'demo' ? (
        <p>
          The demo key this dashboard was using has been revoked, so its requests are refused now. Use “Reset demo data” on
          Settings to restore the original demo keys.
        </p>
      ) : (
        <p>The key this dashboard was using has been revoked and forgotten. Enter another API key in Settings to reconnect.</p>
      )}
      <p>
        <Link to="/settings">Open Settings</Link>
      </p>
    </section>
  )
}
