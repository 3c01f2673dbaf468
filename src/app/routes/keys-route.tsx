import { useState } from 'react'
import { loadOnDemand } from '../../components/load-on-demand'
import { LOADING, PageWithHeading } from '../../components/page-title'
import { useConnection } from '../../features/connection/connection-context'
import { KeysDemoNotice, KeysDisconnectedNotice } from '../../features/keys/keys-notices'

/**
 * The page's heading and demo notice paint from this small chunk (and from
 * the build's keys.html before that) while the page's own code (table,
 * dialogs, usage figures, and the schemas) loads beside it (routes.tsx). The
 * key's last four are taken here, once that code is in: the keys page never
 * sees the key itself.
 */
const KeysPageForKey = loadOnDemand(
  () =>
    Promise.all([import('../../features/keys/keys-page'), import('../../features/keys/key-helpers')]).then(
      ([{ KeysPage }, { lastFourOfKey }]) =>
        function KeysPageForKey({ keyInUse, onKeyInUseRevoked }: { keyInUse: string | null; onKeyInUseRevoked: () => void }) {
          return <KeysPage inUseLastFour={lastFourOfKey(keyInUse)} onKeyInUseRevoked={onKeyInUseRevoked} />
        },
    ),
  LOADING,
)

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
    <PageWithHeading page="keys">
      {disconnected ? (
        <KeysDisconnectedNotice mode={connection.mode} />
      ) : (
        <>
          {connection.mode === 'demo' && <KeysDemoNotice />}
          <KeysPageForKey
            keyInUse={keyInUse}
            onKeyInUseRevoked={() => {
              setDisconnected(true)
              // A revoked key is useless: in live mode drop it from this device too.
              if (connection.mode === 'live') forgetKey()
            }}
          />
        </>
      )}
    </PageWithHeading>
  )
}
