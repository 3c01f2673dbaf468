import { http } from 'msw'
import { getDefiProduct, listChains, listDefi } from '../logic/defi'
import { noteServedDetail, rerateOnItsOwn } from '../logic/rerate'
import { dataOperation, listOperation, singleOperation } from '../logic/serve'
import { respond } from './respond'

/**
 * DeFi ratings. Order matters: `/ratings/defi/chains` comes before the
 * `:provider_slug` route, and the alerts handlers (alerts.ts) are registered
 * before these in index.ts, so neither word is taken for a platform slug.
 */
export function defiHandlers(base: string) {
  return [
    http.get(`${base}/ratings/defi/chains`, ({ request }) =>
      respond(request, dataOperation('chain', listChains, (body) => body.chains.length)),
    ),
    http.get(`${base}/ratings/defi`, ({ request }) =>
      respond(
        request,
        listOperation('defi', (db) => {
          const search = new URL(request.url).searchParams
          rerateOnItsOwn(db, search, Date.now())
          return listDefi(db, search)
        }),
      ),
    ),
    http.get<{ provider_slug: string }>(`${base}/ratings/defi/:provider_slug`, ({ request, params }) =>
      respond(request, listOperation('defi', (db) => listDefi(db, new URL(request.url).searchParams, params.provider_slug))),
    ),
    http.get<{ provider_slug: string; contract_address: string }>(
      `${base}/ratings/defi/:provider_slug/:contract_address`,
      ({ request, params }) =>
        respond(
          request,
          singleOperation('defi', (db) => {
            const result = getDefiProduct(db, params.provider_slug, params.contract_address)
            if (result.ok) noteServedDetail(db, { kind: 'defi', platformSlug: params.provider_slug, contractAddress: params.contract_address })
            return result
          }),
        ),
    ),
  ]
}
