import { defiQueries } from '../../api/queries/defi-queries'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { useConnection } from '../../features/connection/connection-context'
import { AddToPortfolio } from '../../features/portfolio/add-to-portfolio'
import { portfolioScope } from '../../features/portfolio/portfolio-storage'
import { WatchToggle } from '../../features/watchlist/watch-toggle'
import { watchlistScope } from '../../features/watchlist/watchlist-storage'

/**
 * The product page's controls beside its heading: Watch, Add to portfolio and
 * API request. A chunk of their own (the watchlist's and portfolio's stores,
 * the request snippets), loaded beside the record: none of it is needed to
 * draw the grade.
 */
export function ProductActions({ platformSlug, contractAddress }: { platformSlug: string; contractAddress: string }) {
  const { connection } = useConnection()
  return (
    <>
      <WatchToggle scope={watchlistScope(connection.mode, connection.baseUrl)} target={{ kind: 'defi', platform: platformSlug, contract_address: contractAddress }} />
      <AddToPortfolio scope={portfolioScope(connection.mode, connection.baseUrl)} platform={platformSlug} contractAddress={contractAddress} />
      <ApiRequestButton request={defiQueries.detailRequest(platformSlug, contractAddress)} />
    </>
  )
}
