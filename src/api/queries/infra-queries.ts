import { infraListParams, type InfraListParams } from '../params/infra-params'
import { infraDetailQuery, infraListQuery } from './start-up-queries'
import { infraKeys } from './resource-keys'

const { all, lists, details } = infraKeys

/** The query options of the infrastructure resources, under the key hierarchy of `infraKeys`. */
export const infraQueries = {
  all,
  lists,
  list: (params: InfraListParams) => infraListQuery(infraListParams.toApiParams(params)),
  details,
  detail: infraDetailQuery,
}
