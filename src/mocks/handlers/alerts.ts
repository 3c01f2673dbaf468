import { http } from 'msw'
import { listAlerts } from '../logic/alerts'
import { listOperation } from '../logic/serve'
import { respond } from './respond'

/** Must be registered before the DeFi `:provider_slug` route (see index.ts). */
export function alertHandlers(base: string) {
  return [
    http.get(`${base}/ratings/defi/alerts`, ({ request }) =>
      respond(request, listOperation('alert', (db) => listAlerts(db, new URL(request.url).searchParams))),
    ),
  ]
}
