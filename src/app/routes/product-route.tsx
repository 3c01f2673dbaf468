import { useParams } from 'react-router-dom'
import { LatestAlerts } from '../../features/alerts/latest-alerts'
import { ProductPage } from '../../features/product/product-page'

export function Component() {
  const { platformSlug = '', contractAddress = '' } = useParams()
  // A new product is a new page: no state (expanded tables, copy status) carries over.
  return (
    <ProductPage
      key={`${platformSlug}/${contractAddress}`}
      platformSlug={platformSlug}
      contractAddress={contractAddress}
      productAlerts={(product) => (
        <LatestAlerts filter={{ contract_address: product.contract_address }} title="Latest alerts for this product" />
      )}
    />
  )
}
