import type { DefiRating } from '../../api/schemas/defi'
import { PILLAR_LABELS, PILLAR_WEIGHTS } from '../../lib/defi-pillars'
import { gapText, readProduct, scoreText } from './rating-reading'

const WEIGHTS_TEXT = (Object.keys(PILLAR_WEIGHTS) as Array<keyof typeof PILLAR_WEIGHTS>)
  .map((pillar) => `${PILLAR_LABELS[pillar]} ${Math.round(PILLAR_WEIGHTS[pillar] * 100)}%`)
  .join(', ')

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']

/**
 * The grade read for the person: what keeps it below the potential grade, or
 * without a better potential, the weakest areas. Plain text from the record
 * already on screen, so it costs no request and no chart.
 */
export function RatingReadingSection({ product }: { product: DefiRating }) {
  const reading = readProduct(product)
  if (reading.kind === 'holds-back') {
    return (
      <section aria-labelledby="rating-reading-heading" className="product-section rating-reading">
        <h2 id="rating-reading-heading">What holds this rating back</h2>
        {reading.gaps.length > 0 ? (
          <>
            <p className="rating-reading-hint">
              Sub-categories that score higher in the potential rating, current → potential. Largest gain first, weighed
              by its pillar ({WEIGHTS_TEXT}).
            </p>
            <ol className="rating-reading-list">
              {reading.gaps.map((gap) => (
                <li key={`${gap.pillar}/${gap.key}`}>
                  {gapText(gap)} <span className="rating-reading-pillar">{gap.pillarLabel}</span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p>No published sub-category score is higher in the potential rating, so the scores do not show where the gain would come from.</p>
        )}
      </section>
    )
  }
  return (
    <section aria-labelledby="rating-reading-heading" className="product-section rating-reading">
      <h2 id="rating-reading-heading">Weakest areas</h2>
      {reading.areas.length > 0 ? (
        <>
          <p className="rating-reading-hint">
            {reading.areas.length === 1
              ? 'The only published sub-category score.'
              : `The ${COUNT_WORDS[reading.areas.length] ?? reading.areas.length} lowest sub-category scores, lowest first.`}
          </p>
          <ol className="rating-reading-list">
            {reading.areas.map((area) => (
              <li key={`${area.pillar}/${area.key}`}>
                {scoreText(area)} <span className="rating-reading-pillar">{area.pillarLabel}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>No sub-category scores were published for this product.</p>
      )}
    </section>
  )
}
