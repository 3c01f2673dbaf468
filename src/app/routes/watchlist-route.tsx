import { useConnection } from '../../features/connection/connection-context'
import { startMockBackend } from '../../features/connection/mock-backend'
import { WatchlistPage, type SimulateRatingChange } from '../../features/watchlist/watchlist-page'
import type { WatchTarget } from '../../features/watchlist/watchlist-schema'
import { watchlistScope } from '../../features/watchlist/watchlist-storage'

/** Demo only: the demo backend re-rates the item (the watchlist feature never sees the mock backend). */
const simulateInDemo: SimulateRatingChange = async (target: WatchTarget) => {
  const mocks = await startMockBackend()
  const outcome = mocks.simulateDemoRatingChange(
    target.kind === 'defi'
      ? { kind: 'defi', platformSlug: target.platform, contractAddress: target.contract_address }
      : { kind: 'infra', slug: target.slug },
  )
  return `The demo re-rated ${outcome.name} from ${outcome.from ?? 'no grade'} to ${outcome.to}, dated ${outcome.rated_at}.`
}

export function Component() {
  const { connection } = useConnection()
  return (
    <WatchlistPage
      scope={watchlistScope(connection.mode, connection.baseUrl)}
      onSimulateChange={connection.mode === 'demo' ? simulateInDemo : undefined}
    />
  )
}
