import type { DefiRating } from '../../api/schemas/defi'
import { DEFI_PILLARS, hasCategoryData, PILLAR_LABELS } from '../../lib/defi-pillars'
import { hasPotentialData, pillarChartRows, productScoreAxisMax, subCategoryChartRows } from './chart-data'
import { PillarChart } from './pillar-chart'
import { SubCategoryChart } from './sub-category-chart'

/** The category-score charts; nothing when the record has no category data. */
export function CategoryScores({ product }: { product: DefiRating }) {
  if (!hasCategoryData(product.rating_data)) {
    return (
      <section aria-labelledby="category-scores-heading" className="product-section">
        <h2 id="category-scores-heading">Category scores</h2>
        <p>No category scores were published for this product.</p>
      </section>
    )
  }
  const withPotential = hasPotentialData(product)
  const axisMax = productScoreAxisMax(product)
  return (
    <section aria-labelledby="category-scores-heading" className="product-section">
      <h2 id="category-scores-heading">Category scores</h2>
      <PillarChart rows={pillarChartRows(product)} withPotential={withPotential} axisMax={axisMax} />
      <div className="sub-category-grid">
        {DEFI_PILLARS.map((pillar) => (
          <SubCategoryChart
            key={pillar}
            pillarLabel={PILLAR_LABELS[pillar]}
            rows={subCategoryChartRows(product, pillar)}
            withPotential={withPotential}
            axisMax={axisMax}
          />
        ))}
      </div>
    </section>
  )
}
