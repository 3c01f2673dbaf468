import { http } from 'msw'
import { billingStatus, createKey, listKeys, revokeKey, updateKey } from '../logic/keys'
import { accountOperation } from '../logic/serve'
import { readJsonBody, respond } from './respond'

export function keyHandlers(base: string) {
  const keys = `${base}/public/billing/api-keys`
  return [
    http.get(keys, ({ request }) => respond(request, accountOperation(200, (db, caller) => listKeys(db, caller)))),
    http.post(keys, async ({ request }) => {
      const body = await readJsonBody(request)
      return respond(request, accountOperation(201, (db, caller, now) => createKey(db, caller, body, now)))
    }),
    http.patch<{ id: string }>(`${keys}/:id`, async ({ request, params }) => {
      const body = await readJsonBody(request)
      return respond(request, accountOperation(200, (db, caller) => updateKey(db, caller, params.id, body)))
    }),
    http.delete<{ id: string }>(`${keys}/:id`, ({ request, params }) =>
      respond(request, accountOperation(204, (db, caller, now) => revokeKey(db, caller, params.id, now))),
    ),
    http.get(`${base}/public/billing/status`, ({ request }) =>
      respond(request, accountOperation(200, (db, caller, now) => billingStatus(db, caller, now))),
    ),
  ]
}
