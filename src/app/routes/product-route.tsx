import { Suspense, lazy } from 'react'
import { useParams } from 'react-router-dom'
import { LatestAlerts } from '../../features/alerts/latest-alerts'
import { ProductPage } from '../../features/product/product-page'

// Asked for as soon as this route's module runs, beside the record's request, so it is usually in before the record.
const actionsModule = import('./product-actions')
// A failed load is shown by the boundary of the page that renders it; no one else should see it unhandled.
actionsModule.catch(() => undefined)
const ProductActions = lazy(() => actionsModule.then((module) => ({ default: module.ProductActions })))

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
      actions={
        <Suspense fallback={null}>
          <ProductActions platformSlug={platformSlug} contractAddress={contractAddress} />
        </Suspense>
      }
    />
  )
}
