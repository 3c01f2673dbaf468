import type { DefiRating } from '../../api/schemas/defi'
import { SafeExternalLink } from '../../components/safe-external-link'

/** Profile and report links; hidden when the record has neither. */
export function ProductLinks({ product }: { product: Pick<DefiRating, 'profile_url' | 'report_url'> }) {
  if (!product.profile_url && !product.report_url) return null
  return (
    <section aria-labelledby="product-links-heading" className="product-section">
      <h2 id="product-links-heading">Links</h2>
      <ul className="product-links">
        {product.profile_url && (
          <li>
            <SafeExternalLink href={product.profile_url}>Rating profile</SafeExternalLink>
          </li>
        )}
        {product.report_url && (
          <li>
            <SafeExternalLink href={product.report_url}>Rating report</SafeExternalLink>
          </li>
        )}
      </ul>
    </section>
  )
}
