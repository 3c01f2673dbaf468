import { useParams } from 'react-router-dom'
import { DefiRatingsView } from '../../features/defi/defi-ratings-view'

/** `/defi/:providerSlug`: one platform's products. A new platform is a new view (fresh selection and state). */
export function Component() {
  const { providerSlug = '' } = useParams()
  return (
    <div className="defi-page">
      <DefiRatingsView key={providerSlug} platformSlug={providerSlug} />
    </div>
  )
}
