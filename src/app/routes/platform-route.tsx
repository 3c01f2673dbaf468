import { useParams } from 'react-router-dom'
import { LatestAlerts } from '../../features/alerts/latest-alerts'
import { DefiRatingsView } from '../../features/defi/defi-ratings-view'

/** `/defi/:platformSlug`: one platform's products. A new platform is a new view (fresh selection and state). */
export function Component() {
  const { platformSlug = '' } = useParams()
  return (
    <div className="defi-page">
      <DefiRatingsView
        key={platformSlug}
        platformSlug={platformSlug}
        platformAlerts={(platformName) => (
          <LatestAlerts filter={{ protocol: platformSlug }} title={`Latest alerts for ${platformName}`} />
        )}
      />
    </div>
  )
}
