import { defiListParams, type DefiListParams } from '../params/defi-params'
import { chainsQuery, defiDetailQuery, defiListQuery } from './start-up-queries'
import { defiKeys } from './resource-keys'

const { all, lists, platformLists, details } = defiKeys

/** The query options of the DeFi resources, under the key hierarchy of `defiKeys`. */
export const defiQueries = {
  all,
  lists,
  platformLists,
  /** All products, or one platform's when `platformSlug` is given. */
  list: (params: DefiListParams, platformSlug?: string) => defiListQuery(defiListParams.toApiParams(params), platformSlug),
  details,
  detail: defiDetailQuery,
  chains: chainsQuery,
}
