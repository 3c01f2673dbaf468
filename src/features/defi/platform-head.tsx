import { Link } from 'react-router-dom'
import { SkeletonBar } from '../../components/skeleton-bar'
import { DEFI_PATH } from '../../lib/paths'

/** The platform page's head: the platform's name as its heading, a placeholder until the ratings have named it. */
export function PlatformHead({ name }: { name: string | null }) {
  return (
    <div className="defi-page-head">
      <p className="defi-breadcrumb">
        <Link to={DEFI_PATH}>DeFi ratings</Link> <span aria-hidden="true">›</span> Platform
      </p>
      <h1>
        {name ?? (
          <>
            <SkeletonBar wide />
            <span className="visually-hidden">Loading the platform's name</span>
          </>
        )}
      </h1>
      <p className="page-intro">Risk ratings of this platform's products, AAA (best) to D (default).</p>
    </div>
  )
}
