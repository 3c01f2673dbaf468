import type { CheckTarget, ReadTargets } from '../features/notifications/check-targets'
import { getPortfolios } from '../features/portfolio/portfolio-store'
import { portfolioScope } from '../features/portfolio/portfolio-storage'
import { positionId } from '../features/portfolio/portfolio-schema'
import { getWatchlist } from '../features/watchlist/watchlist-store'
import { watchlistScope } from '../features/watchlist/watchlist-storage'

/**
 * What a background check reads: the watched items, then every portfolio's
 * positions, of one connection. Composed here, at the app's level, because a
 * feature never reads another's storage: the watchlist and the portfolio
 * keep their items, the notifications get this function.
 */
export function checkTargetsOf(mode: 'demo' | 'live', baseUrl: string): ReadTargets {
  return () => {
    const watched: CheckTarget[] = getWatchlist(watchlistScope(mode, baseUrl)).items.map((item) =>
      item.kind === 'defi'
        ? { kind: 'defi', platform: item.platform, contract_address: item.contract_address, name: item.name, reference: item.seen }
        : { kind: 'infra', slug: item.slug, name: item.name, reference: item.seen },
    )
    const held: CheckTarget[] = getPortfolios(portfolioScope(mode, baseUrl)).portfolios.flatMap((portfolio) =>
      portfolio.positions.map((position) => ({
        kind: 'defi' as const,
        platform: position.platform,
        contract_address: position.contract_address,
        name: position.name ?? position.contract_address,
        reference: portfolio.seen?.references[positionId(position)] ?? null,
      })),
    )
    return [...watched, ...held]
  }
}
