import { alertListParams, type AlertListParams } from '../params/alert-params'
import { alertListQuery } from './start-up-queries'
import { alertKeys } from './resource-keys'

/** Keys form a hierarchy (all → lists → list), so any level can be matched or invalidated at once. */
export const alertQueries = {
  all: alertKeys.all,
  lists: alertKeys.lists,
  list: (params: AlertListParams) => alertListQuery(alertListParams.toApiParams(params)),
}
