import { Link } from 'react-router-dom'
import { connectionHost, useConnection } from '../../features/connection/connection-context'
import { SETTINGS_PATH } from '../../lib/paths'

/** "Demo data" or "Live API · host", always visible so fictional data is never taken for real ratings. */
export function ConnectionIndicator() {
  const { connection } = useConnection()
  const demo = connection.mode === 'demo'
  return (
    <Link to={SETTINGS_PATH} className={`connection-indicator ${demo ? 'is-demo' : 'is-live'}`} aria-label={demo ? 'Connection: Demo data (fictional). Change in Settings' : `Connection: Live API at ${connectionHost(connection)}. Change in Settings`}>
      <span aria-hidden="true" className="connection-dot" />
      {/* Its own box, so a long host ends in an ellipsis on a phone (text-overflow needs a block; the link is a flex box). */}
      <span className="connection-label">{demo ? 'Demo data' : `Live API · ${connectionHost(connection)}`}</span>
    </Link>
  )
}
