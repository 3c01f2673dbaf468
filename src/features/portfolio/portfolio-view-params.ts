import { defineListParams } from '../../api/params/define-list-params'
import { limitParam, offsetParam, textParam } from '../../api/params/fields'

/** [ours] Fifty holdings a page: a portfolio of 500 draws in a tenth of the time, and 20 positions fit on one. */
export const HOLDINGS_PAGE_SIZE = 50

/**
 * /portfolio's URL, written and read as the list pages' are (useListParams): the chosen portfolio
 * (`portfolio=<name>`) and the page of its holdings (`limit`, `offset`), defaults left out, an invalid value
 * dropped and named. Choosing another portfolio starts its holdings at the first page.
 */
export const portfolioViewParams = defineListParams(
  { portfolio: textParam, limit: limitParam, offset: offsetParam },
  { limit: HOLDINGS_PAGE_SIZE, offset: 0 },
)
