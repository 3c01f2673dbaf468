import { Navigate, useParams } from 'react-router-dom'
import { ProviderPage } from '../../features/infra/provider-page'
import { providerPath } from '../../lib/paths'
import { toSlug } from '../../lib/slug'

export function Component() {
  const { slug = '' } = useParams()
  // A hand-typed name ("/infra/Foo Bar") goes to the slug the contract derives from it.
  const canonical = toSlug(slug)
  if (canonical && canonical !== slug) return <Navigate to={providerPath(canonical)} replace />
  return <ProviderPage key={slug} slug={slug} />
}
