import { PlatformAlerts, platformAlertsQuery } from '../../components/platform-alerts'
import type { Position } from './portfolio-schema'

/** The held platforms, once each, in the portfolio's order. */
export function heldPlatforms(positions: readonly Pick<Position, 'platform'>[]): string[] {
  return [...new Set(positions.map((position) => position.platform))]
}

/** The query of "Alerts on holdings": one request for every held platform. */
export function holdingsAlertsQuery(positions: readonly Pick<Position, 'platform'>[]) {
  return platformAlertsQuery(heldPlatforms(positions))
}

/** "Alerts on holdings": the newest alerts of the held products' platforms, in one request. */
export function HoldingsAlerts({ positions }: { positions: readonly Position[] }) {
  return (
    <PlatformAlerts
      platforms={heldPlatforms(positions)}
      className="portfolio-alerts"
      heading="Alerts on holdings"
      noPlatforms={null}
      noAlerts="No alerts for the platforms you hold."
      allAlerts="All alerts for the platforms you hold"
    />
  )
}
