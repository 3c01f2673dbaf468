import { HttpResponse, delay } from 'msw'
import { DEMO_BACKEND_HEADER } from '../../api/config'
import { getMockControls, mockRandom } from '../controls'
import { getDemoDb, saveDemoDb } from '../db/demo-db'
import { fail } from '../logic/errors'
import type { JsonBody } from '../logic/keys'
import { errorResponse, serve, type MockResponse, type Operation } from '../logic/serve'

export function toHttpResponse(response: MockResponse): Response {
  // The marker tells the client this answer came from the mock backend, not from a request that escaped it.
  const headers = { ...response.headers, [DEMO_BACKEND_HEADER]: '1' }
  if (response.body === null) return new HttpResponse(null, { status: response.status, headers })
  return HttpResponse.json(response.body, { status: response.status, headers })
}

/**
 * The whole of a handler's job: wait the configured latency, run the plain
 * pipeline against the demo db, store the key state, answer. Nothing here
 * reads or logs the key beyond passing the header on.
 */
export async function respond(request: Request, operation: Operation): Promise<Response> {
  const controls = getMockControls()
  if (controls.latencyMs > 0) await delay(controls.latencyMs)
  const response = serve(
    getDemoDb(),
    {
      apiKey: request.headers.get('x-api-key'),
      now: Date.now(),
      errorRate: controls.errorRate,
      rateLimitPerMinute: controls.rateLimitPerMinute,
      random: mockRandom,
    },
    operation,
  )
  saveDemoDb()
  return toHttpResponse(response)
}

/** An empty body reads as `{}`; anything that is not JSON becomes a 400 later, after the key is checked. */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const text = await request.text()
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

export function unknownEndpoint(request: Request): Response {
  const path = new URL(request.url).pathname
  return toHttpResponse(errorResponse(fail('not_found', `There is no endpoint ${request.method} ${path}.`).error))
}
