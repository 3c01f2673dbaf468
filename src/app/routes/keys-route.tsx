import { useState } from 'react'
import { PageTitle } from '../../components/page-title'
import { KEYS_PATH } from '../../lib/paths'
import { PAGE_HEADS, PageHead } from '../shell/page-heads'
import { useConnection } from '../../features/connection/connection-context'
import { lastFourOfKey } from '../../features/keys/key-helpers'
import { KeysPage } from '../../features/keys/keys-page'
import { KeysDemoNotice, KeysDisconnectedNotice } from '../../features/keys/keys-notices'

const head = PAGE_HEADS[KEYS_PATH]

/**
 * Composes the connection and the keys feature: the keys page learns only the
 * last four characters of the key in use, and tells back when that key was
 * revoked so the connection can be dropped.
 */
export function Component() {
  const { connection, demoApiKey, forgetKey } = useConnection()
  const [disconnected, setDisconnected] = useState(false)
  const keyInUse = connection.mode === 'demo' ? demoApiKey : connection.apiKey

  return (
    <div className={head.className}>
      <PageTitle title={head.title} />
      <PageHead head={head} />
      {disconnected ? (
        <KeysDisconnectedNotice mode={connection.mode} />
      ) : (
        <>
          {connection.mode === 'demo' && <KeysDemoNotice />}
          <KeysPage
            inUseLastFour={lastFourOfKey(keyInUse)}
            onKeyInUseRevoked={() => {
              setDisconnected(true)
              // A revoked key is useless: in live mode drop it from this device too.
              if (connection.mode === 'live') forgetKey()
            }}
          />
        </>
      )}
    </div>
  )
}
