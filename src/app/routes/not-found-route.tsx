import { Link } from 'react-router-dom'
import { PageTitle } from '../../components/page-title'

export function Component() {
  return (
    <section className="page-message">
      <PageTitle title="Page not found" />
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the overview</Link>
      </p>
    </section>
  )
}
