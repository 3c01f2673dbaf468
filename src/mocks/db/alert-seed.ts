import type { Alert, AlertSeverity } from '../../api/schemas/alerts'
import type { DefiRating } from '../../api/schemas/defi'
import type { Rng } from '../random'
import { transactionHash, type SeedChain } from './chains'
import { DAY_MS, isoTimestamp } from './dates'
import type { SeedPlatform } from './defi-seed'

const HOUR_MS = 3_600_000

const SEVERITY_WEIGHTS: ReadonlyArray<readonly [AlertSeverity, number]> = [
  ['info', 30],
  ['low', 25],
  ['medium', 22],
  ['high', 15],
  ['critical', 8],
]

/** `{subject}` is the product name, or the platform name for protocol-wide alerts. */
const TITLES: Record<AlertSeverity, readonly string[]> = {
  critical: ['Exploit drained funds from {subject}', 'Oracle manipulation detected on {subject}', 'Admin key compromise suspected at {subject}'],
  high: ['Large unexpected withdrawal from {subject}', 'Collateral factors changed on {subject}', 'Collateral asset depegged in {subject}', 'Bridge delay over 6 hours affects {subject}'],
  medium: ['Contract upgrade executed on {subject}', 'TVL of {subject} fell more than 20 % in 24 h', 'Pause guardian activated on {subject}'],
  low: ['Interest rate model changed on {subject}', 'New market listed on {subject}', 'Timelock queue updated for {subject}'],
  info: ['Audit report published for {subject}', 'Rating methodology note for {subject}', 'Oracle heartbeat restored on {subject}'],
}

const DESCRIPTIONS: Record<AlertSeverity, string> = {
  critical: 'Funds are at immediate risk. Monitoring flagged transactions that move assets outside the expected paths; withdrawals may be paused.',
  high: 'A material change to the risk profile was observed on-chain. Review exposure and the protocol announcements.',
  medium: 'A notable change was observed on-chain. No loss of funds is known.',
  low: 'A routine parameter or listing change was observed on-chain.',
  info: 'For information: no action is expected.',
}

/**
 * Time before `now` of each alert. Dates are relative to the moment the seed
 * is built (so "last 24 hours" and "last 7 days" always show results in the
 * demo) while content and order depend only on the seed number: a handful in
 * the last day, more in the last week, the rest over the year, denser recently.
 */
function alertOffsets(rng: Rng, count: number): number[] {
  const fixed = [0.4, 3.2, 9, 20.5].map((hours) => hours * HOUR_MS)
  const week = Array.from({ length: 12 }, () => rng.float(1, 7) * DAY_MS)
  const year = Array.from({ length: Math.max(0, count - fixed.length - week.length) }, () => (7 + 357 * rng.next() ** 1.3) * DAY_MS)
  return [...fixed, ...week, ...year].slice(0, count).toSorted((a, b) => a - b)
}

export function createAlerts(
  rng: Rng,
  platforms: readonly SeedPlatform[],
  products: readonly DefiRating[],
  chainsByName: ReadonlyMap<string, SeedChain>,
  count: number,
  nowMs: number,
): Alert[] {
  const productsByPlatform = new Map<string, DefiRating[]>()
  for (const product of products) {
    const list = productsByPlatform.get(product.provider_name) ?? []
    list.push(product)
    productsByPlatform.set(product.provider_name, list)
  }
  const weighted = platforms.map((platform) => [platform, platform.weight] as const)
  const offsets = alertOffsets(rng, count)

  // Newest first, as the endpoint serves them; ids count up with time, so the newest has the highest number.
  return offsets.map((offset, i) => {
    const platform = rng.weighted(weighted)
    const candidates = productsByPlatform.get(platform.name) ?? []
    const product = candidates.length && rng.chance(0.85) ? rng.pick(candidates) : null
    const chain = (product?.chain ? chainsByName.get(product.chain) : undefined) ?? (platform.chains[0] as SeedChain)
    const severity = rng.weighted(SEVERITY_WEIGHTS)
    const subject = product?.name ?? platform.name
    const txHash = rng.chance(0.8) ? transactionHash(rng, chain) : null
    const sourceUrl = rng.chance(0.12)
      ? null
      : txHash
        ? `${chain.explorer}/tx/${txHash}`
        : `https://status.${platform.slug}.example/incidents/${count - i}`
    const alert: Alert = {
      id: `alert-${String(count - i).padStart(5, '0')}`,
      protocol: platform.slug,
      protocol_name: platform.name,
      product: product?.name ?? null,
      contract_address: product?.contract_address ?? null,
      chain: chain.name,
      severity,
      title: rng.pick(TITLES[severity]).replace('{subject}', subject),
      description: `${DESCRIPTIONS[severity]} (${platform.name}${product ? `, ${product.name}` : ''}, ${chain.name}.)`,
      detected_at: isoTimestamp(nowMs - Math.round(offset)),
      tx_hash: txHash,
      source_url: sourceUrl,
    }
    return alert
  })
}
