import { infraQueries } from '../../api/queries/infra-queries'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { Navigate, useParams } from 'react-router-dom'
import { useConnection } from '../../features/connection/connection-context'
import { ProviderPage } from '../../features/infra/provider-page'
import { WatchToggle } from '../../features/watchlist/watch-toggle'
import { watchlistScope } from '../../features/watchlist/watchlist-storage'
import { providerPath } from '../../lib/paths'
import { toSlug } from '../../lib/slug'

export function Component() {
  const { slug = '' } = useParams()
  const { connection } = useConnection()
  // A hand-typed name ("/infra/Foo Bar") goes to the slug the contract derives from it.
  const canonical = toSlug(slug)
  if (canonical && canonical !== slug) return <Navigate to={providerPath(canonical)} replace />
  return (
    <ProviderPage
      key={slug}
      slug={slug}
      actions={
        <>
          <WatchToggle scope={watchlistScope(connection.mode, connection.baseUrl)} target={{ kind: 'infra', slug }} />
          <ApiRequestButton request={infraQueries.detailRequest(slug)} />
        </>
      }
    />
  )
}
