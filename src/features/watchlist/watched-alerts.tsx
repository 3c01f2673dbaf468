import { PlatformAlerts } from '../../components/platform-alerts'
import type { WatchedItem } from './watchlist-schema'

/** The watched DeFi platforms, once each, in watch order; alerts exist for DeFi platforms only. */
export function watchedPlatforms(items: readonly WatchedItem[]): string[] {
  return [...new Set(items.flatMap((item) => (item.kind === 'defi' ? [item.platform] : [])))]
}

/** "Alerts for watched items": the newest alerts of every watched platform, in one request. */
export function WatchedAlerts({ items }: { items: readonly WatchedItem[] }) {
  return (
    <PlatformAlerts
      platforms={watchedPlatforms(items)}
      className="watched-alerts"
      heading="Alerts for watched items"
      noPlatforms={<p>Alerts are published for DeFi platforms. Watch a DeFi product to see its platform's alerts here.</p>}
      noAlerts="No alerts for the watched platforms."
      allAlerts="All alerts for the watched platforms"
    />
  )
}
