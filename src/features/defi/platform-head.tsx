import { Link } from 'react-router-dom'
import { PLATFORM_HEAD } from '../../components/page-heads'
import { SkeletonBar } from '../../components/skeleton-bar'
import { DEFI_PATH } from '../../lib/paths'

/**
 * The platform page's head: the platform's name as its heading, a placeholder
 * until the ratings have named it. The rest is fixed text, which the build
 * also draws in the page's HTML file (app/shell/prerendered-pages.ts) and the
 * app's first render keeps (app/shell/pending-page.tsx): keep them alike.
 */
export function PlatformHead({ name }: { name: string | null }) {
  return (
    <div className={`${PLATFORM_HEAD.className}-head`}>
      <p className="defi-breadcrumb">
        <Link to={DEFI_PATH}>{PLATFORM_HEAD.breadcrumb}</Link> <span aria-hidden="true">›</span> Platform
      </p>
      <h1>
        {name ?? (
          <>
            <SkeletonBar wide />
            <span className="visually-hidden">{PLATFORM_HEAD.pendingName}</span>
          </>
        )}
      </h1>
      <p className="page-intro">{PLATFORM_HEAD.intro}</p>
    </div>
  )
}
