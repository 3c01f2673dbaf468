import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { PageTitle } from '../../components/page-title'
import { OVERVIEW_PATH } from '../../lib/paths'

/** Catches the unexpected (a render error, a failed chunk load) so a page never goes blank. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.'
  return (
    <main id="main" className="page-message" tabIndex={-1}>
      <PageTitle title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        <Link to={OVERVIEW_PATH}>Go to the overview</Link>
      </p>
    </main>
  )
}
