import type { QueryClient } from '@tanstack/react-query'
import { defiQueries } from '../../api/queries/defi-queries'
import { toSlug } from '../../lib/slug'
import { gradeBand, type GradeBand } from '../../lib/grades'
import { entryFromProfile, sampleHistory, type HistoryEntry } from './portfolio-history'
import { positionId, type Position } from './portfolio-schema'
import { riskProfile } from './risk-profile'

/** [ours] A treasury's worth of amounts, largest first: round figures a person can check by eye. */
const SAMPLE_AMOUNTS = [4_200_000, 2_750_000, 1_800_000, 1_250_000, 960_000, 800_000, 640_000, 450_000, 320_000, 250_000, 150_000, 75_000]

/** [ours] How many of the twelve come from each band: mostly Qualified, as a treasury holds, with some of each worse band. */
const SAMPLE_QUOTAS: ReadonlyArray<[GradeBand, number]> = [
  ['qualified', 7],
  ['elevated', 3],
  ['high-risk', 1],
  ['default', 1],
]

/**
 * Demo only: twelve positions from a page of the demo's products (the
 * largest by TVL), mostly Qualified and some of each worse band, the larger
 * amounts on the better grades, so every part of the risk profile has
 * something to show, and twelve monthly sample entries of history. One list
 * request, priced like any other.
 */
export async function loadSamplePortfolio(queryClient: QueryClient, today: string): Promise<{ positions: Position[]; history: HistoryEntry[] }> {
  const page = await queryClient.fetchQuery(defiQueries.list({ sort: 'tvl', order: 'desc', limit: 50, offset: 0 }))
  const rest = [...page.items]
  const picked: typeof rest = []
  const take = (accept: (band: GradeBand) => boolean, count: number) => {
    for (let index = 0; index < rest.length && count > 0; ) {
      if (accept(gradeBand(rest[index]!.rating))) {
        picked.push(...rest.splice(index, 1))
        count -= 1
      } else index += 1
    }
  }
  for (const [band, count] of SAMPLE_QUOTAS) take((of) => of === band, count)
  // A band the page lacks leaves its places to the products left, whatever their band.
  take(() => true, SAMPLE_AMOUNTS.length - picked.length)
  const positions = picked.map((record, index) => ({
    platform: toSlug(record.provider_name),
    contract_address: record.contract_address,
    amount_usd: SAMPLE_AMOUNTS[index]!,
    name: record.name,
  }))
  // Twelve made-up months before today, walked back from today's profile of the sample (marked as sample data).
  const profile = riskProfile(
    picked.map((record, index) => ({
      id: positionId(positions[index]!),
      name: record.name,
      amountUsd: SAMPLE_AMOUNTS[index]!,
      grade: record.rating ?? null,
      platformKey: positions[index]!.platform,
      platformName: record.provider_name,
      chain: record.chain ?? null,
    })),
  )
  return { positions, history: sampleHistory(entryFromProfile(profile, positions.length, today)) }
}
