import type { QueryClient } from '@tanstack/react-query'
import { defiQueries } from '../../api/queries/defi-queries'
import { toSlug } from '../../lib/slug'
import { gradeBand, type GradeBand } from '../../lib/grades'
import type { Position } from './portfolio-schema'

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
 * something to show. One list request, priced like any other.
 */
export async function loadSamplePositions(queryClient: QueryClient): Promise<Position[]> {
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
  return picked.map((record, index) => ({
    platform: toSlug(record.provider_name),
    contract_address: record.contract_address,
    amount_usd: SAMPLE_AMOUNTS[index]!,
    name: record.name,
  }))
}
