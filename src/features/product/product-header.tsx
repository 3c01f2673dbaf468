import { Link } from 'react-router-dom'
import type { DefiRating } from '../../api/schemas/defi'
import { GradeBadge } from '../../components/grade-badge'
import { GradeMeaning } from '../../components/grade-meaning'
import { formatDate } from '../../lib/format'
import { notchesBetter } from '../../lib/grades'
import { platformPath } from '../../lib/paths'
import { defiTypeLabel } from '../../lib/defi-types'
import { CopyAddress } from './copy-address'

const DASH = '–'

function notchText(notches: number): string {
  return `${notches} ${notches === 1 ? 'notch' : 'notches'} better`
}

export function ProductHeader({ product }: { product: DefiRating }) {
  const notches = notchesBetter(product.rating, product.potential_rating)
  const hasPotential = Boolean(product.potential_rating)
  return (
    <header className="product-header">
      <p className="product-kicker">
        <Link to={platformPath(product.provider_name)}>{product.provider_name}</Link>
      </p>
      <h1>{product.name}</h1>

      <div className="product-grades">
        <div className="product-grade">
          <span className="product-grade-label" id="product-rating-label">
            Rating
          </span>
          <span aria-labelledby="product-rating-label" role="group">
            <GradeBadge grade={product.rating} size="large" showBand />
          </span>
        </div>
        {hasPotential && (
          <div className="product-grade">
            <span className="product-grade-label" id="product-potential-label">
              Potential rating
            </span>
            <span aria-labelledby="product-potential-label" role="group">
              <GradeBadge grade={product.potential_rating} size="large" showBand />
            </span>
            {notches !== null && notches > 0 && <span className="product-notches">{notchText(notches)}</span>}
          </div>
        )}
      </div>
      <GradeMeaning grade={product.rating} version={product.version} potentialGrade={product.potential_rating} />

      <dl className="product-facts">
        <div>
          <dt>Platform</dt>
          <dd>
            <Link to={platformPath(product.provider_name)}>{product.provider_name}</Link>
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{defiTypeLabel(product.type)}</dd>
        </div>
        <div>
          <dt>Chain</dt>
          <dd>{product.chain ?? DASH}</dd>
        </div>
        <div className="product-fact-wide">
          <dt>Contract address</dt>
          <dd>
            <CopyAddress address={product.contract_address} />
          </dd>
        </div>
        <div>
          <dt>Methodology version</dt>
          <dd>{product.version ?? DASH}</dd>
        </div>
        <div>
          <dt>Rated at</dt>
          <dd>{formatDate(product.rated_at)}</dd>
        </div>
        <div>
          <dt>Rated since</dt>
          <dd>{formatDate(product.rated_since)}</dd>
        </div>
      </dl>
    </header>
  )
}
