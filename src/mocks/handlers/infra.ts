import { http } from 'msw'
import { getInfraProvider, listInfra } from '../logic/infra'
import { listOperation, singleOperation } from '../logic/serve'
import { respond } from './respond'

export function infraHandlers(base: string) {
  return [
    http.get(`${base}/ratings/infra`, ({ request }) =>
      respond(request, listOperation('infra', (db) => listInfra(db, new URL(request.url).searchParams))),
    ),
    http.get<{ slug: string }>(`${base}/ratings/infra/:slug`, ({ request, params }) =>
      respond(request, singleOperation('infra', (db) => getInfraProvider(db, params.slug))),
    ),
  ]
}
