import { Link } from 'react-router-dom'
import type { DefiRating } from '../../api/schemas/defi'
import { DEFI_PILLARS, PILLAR_LABELS, pillarAverageScore, pillarGrade } from '../../lib/defi-pillars'
import { GradeBadge } from '../../components/grade-badge'
import { formatDecimal } from '../../lib/format'
import { platformPath, productPath } from '../../lib/paths'

/** Grades and pillar scores, one row per product: the chart's numbers as a table. */
export function CompareTable({ products, labels }: { products: DefiRating[]; labels: string[] }) {
  return (
    <div className="compare-table-wrap">
      <table className="compare-table">
        <caption>Grades and average pillar scores</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Platform</th>
            <th scope="col">Rating</th>
            <th scope="col">Potential rating</th>
            {DEFI_PILLARS.map((pillar) => (
              <th scope="col" key={pillar}>
                {PILLAR_LABELS[pillar]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product, index) => (
            <tr key={`${product.provider_name}:${product.contract_address}`}>
              <th scope="row">
                <Link to={productPath(product.provider_name, product.contract_address)}>{labels[index] ?? product.name}</Link>
              </th>
              <td>
                <Link to={platformPath(product.provider_name)}>{product.provider_name}</Link>
              </td>
              <td>
                <GradeBadge grade={product.rating} />
              </td>
              <td>
                <GradeBadge grade={product.potential_rating} />
              </td>
              {DEFI_PILLARS.map((pillar) => (
                <td key={pillar} className="compare-pillar-cell">
                  <span className="compare-pillar-grade">{pillarGrade(product.rating_data, pillar) ?? '–'}</span>{' '}
                  <span className="compare-pillar-score">
                    <span className="visually-hidden">average score </span>
                    {formatDecimal(pillarAverageScore(product.rating_data, pillar))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
