import { useParams } from 'react-router-dom'
import { ProductPage } from '../../features/product/product-page'

export function Component() {
  const { providerSlug = '', contractAddress = '' } = useParams()
  // A new product is a new page: no state (expanded tables, copy status) carries over.
  return <ProductPage key={`${providerSlug}/${contractAddress}`} providerSlug={providerSlug} contractAddress={contractAddress} />
}
