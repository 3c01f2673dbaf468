import { Link } from 'react-router-dom'
import { PageTitle } from '../../components/page-title'
import { OVERVIEW_PATH } from '../../lib/paths'

export function Component() {
  return (
    <section className="page-message">
      <PageTitle title="Page not found" />
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={OVERVIEW_PATH}>Go to the overview</Link>
      </p>
    </section>
  )
}
