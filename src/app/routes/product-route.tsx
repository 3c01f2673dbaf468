import { defiQueries } from '../../api/queries/defi-queries'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { useParams } from 'react-router-dom'
import { LatestAlerts } from '../../features/alerts/latest-alerts'
import { useConnection } from '../../features/connection/connection-context'
import { AddToPortfolio } from '../../features/portfolio/add-to-portfolio'
import { portfolioScope } from '../../features/portfolio/portfolio-storage'
import { ProductPage } from '../../features/product/product-page'
import { WatchToggle } from '../../features/watchlist/watch-toggle'
import { watchlistScope } from '../../features/watchlist/watchlist-storage'

export function Component() {
  const { platformSlug = '', contractAddress = '' } = useParams()
  const { connection } = useConnection()
  // A new product is a new page: no state (expanded tables, copy status) carries over.
  return (
    <ProductPage
      key={`${platformSlug}/${contractAddress}`}
      platformSlug={platformSlug}
      contractAddress={contractAddress}
      productAlerts={(product) => (
        <LatestAlerts filter={{ contract_address: product.contract_address }} title="Latest alerts for this product" />
      )}
      actions={
        <>
          <WatchToggle
            scope={watchlistScope(connection.mode, connection.baseUrl)}
            target={{ kind: 'defi', platform: platformSlug, contract_address: contractAddress }}
          />
          <AddToPortfolio scope={portfolioScope(connection.mode, connection.baseUrl)} platform={platformSlug} contractAddress={contractAddress} />
          <ApiRequestButton request={defiQueries.detailRequest(platformSlug, contractAddress)} />
        </>
      }
    />
  )
}
