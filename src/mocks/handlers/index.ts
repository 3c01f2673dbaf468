import { http } from 'msw'
import { DEMO_API_BASE_URL } from '../../api/config'
import { alertHandlers } from './alerts'
import { defiHandlers } from './defi'
import { infraHandlers } from './infra'
import { keyHandlers } from './keys'
import { unknownEndpoint } from './respond'

/**
 * All handlers for one base URL. MSW answers with the first matching handler,
 * so the fixed paths under /ratings/defi (alerts, chains) precede the
 * `:provider_slug` route, and the catch-all 404 comes last.
 */
export function createHandlers(baseUrl: string = DEMO_API_BASE_URL) {
  const base = baseUrl.replace(/\/+$/, '')
  return [
    ...alertHandlers(base),
    ...defiHandlers(base),
    ...infraHandlers(base),
    ...keyHandlers(base),
    http.all(`${base}/*`, ({ request }) => unknownEndpoint(request)),
  ]
}

export const handlers = createHandlers()
