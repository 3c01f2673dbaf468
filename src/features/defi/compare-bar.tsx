import { Link } from 'react-router-dom'
import type { DefiRating } from '../../api/schemas/defi'
import { COMPARE_MAX_ITEMS, COMPARE_MIN_ITEMS } from '../../lib/compare-items'
import { compareProductsPath } from '../../lib/paths'

/** The products picked for comparison and the way to compare them (2 to 4). */
export function CompareBar({
  products,
  onClear,
  limitHintId,
}: {
  products: readonly DefiRating[]
  onClear: () => void
  limitHintId: string
}) {
  const count = products.length
  const ready = count >= COMPARE_MIN_ITEMS && count <= COMPARE_MAX_ITEMS
  return (
    <div className="compare-bar">
      <p className="compare-bar-status" aria-live="polite">
        {count === 0
          ? `Select ${COMPARE_MIN_ITEMS} to ${COMPARE_MAX_ITEMS} products to compare them.`
          : `${count} of ${COMPARE_MAX_ITEMS} selected for comparison: ${products.map((product) => product.name).join(', ')}.`}
      </p>
      <p id={limitHintId} className="visually-hidden">
        At most {COMPARE_MAX_ITEMS} products can be compared; clear one to pick another.
      </p>
      {ready ? (
        <Link className="button primary" to={compareProductsPath(products)}>
          Compare selected
        </Link>
      ) : (
        <button type="button" disabled>
          Compare selected
        </button>
      )}
      {count > 0 && (
        <button type="button" onClick={onClear}>
          Clear selection
        </button>
      )}
    </div>
  )
}
