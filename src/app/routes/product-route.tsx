import { useParams } from 'react-router-dom'
import { useConnection } from '../../features/connection/connection-context'
import { ProductPage } from '../../features/product/product-page'
import { WatchToggle } from '../../features/watchlist/watch-toggle'
import { watchlistScope } from '../../features/watchlist/watchlist-storage'

export function Component() {
  const { providerSlug = '', contractAddress = '' } = useParams()
  const { connection } = useConnection()
  // A new product is a new page: no state (expanded tables, copy status) carries over.
  return (
    <ProductPage
      key={`${providerSlug}/${contractAddress}`}
      providerSlug={providerSlug}
      contractAddress={contractAddress}
      actions={
        <WatchToggle
          scope={watchlistScope(connection.mode, connection.baseUrl)}
          target={{ kind: 'defi', platform: providerSlug, contract_address: contractAddress }}
        />
      }
    />
  )
}
