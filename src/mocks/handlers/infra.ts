import { http } from 'msw'
import { getInfraProvider, listInfra } from '../logic/infra'
import { noteServedDetail, rerateOnItsOwn } from '../logic/rerate'
import { listOperation, singleOperation } from '../logic/serve'
import { respond } from './respond'

export function infraHandlers(base: string) {
  return [
    http.get(`${base}/ratings/infra`, ({ request }) =>
      respond(
        request,
        listOperation('infra', (db) => {
          const search = new URL(request.url).searchParams
          rerateOnItsOwn(db, search, Date.now())
          return listInfra(db, search)
        }),
      ),
    ),
    http.get<{ slug: string }>(`${base}/ratings/infra/:slug`, ({ request, params }) =>
      respond(
        request,
        singleOperation('infra', (db) => {
          const result = getInfraProvider(db, params.slug)
          if (result.ok) noteServedDetail(db, { kind: 'infra', slug: params.slug })
          return result
        }),
      ),
    ),
  ]
}
