import { DEMO_API_BASE_URL, DEMO_BACKEND_HEADER } from '../../api/config'
import { ApiError } from '../../api/errors'
import type { Middleware } from '../../api/transport'

/*
 * Demo requests, as the transport sees them: a middleware around each send that
 * waits for the in-browser backend to start, and brings it back when a
 * request did not reach it. Live requests pass straight through.
 */

/**
 * The longest a demo request waits for the backend to start or come back:
 * well over a cold start on a slow phone (MSW's chunks, the worker's
 * registration, the seed). A start that never settles then ends in the
 * view's error, with its way to try again, instead of a page busy for good.
 */
export const DEMO_BACKEND_WAIT_LIMIT_MS = 20_000

/** `promise`, or a rejection once the wait limit has passed. */
function withinWaitLimit(promise: Promise<unknown>, what: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${DEMO_BACKEND_WAIT_LIMIT_MS / 1000} s.`)), DEMO_BACKEND_WAIT_LIMIT_MS)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

let startBackend: (() => Promise<unknown>) | null = null
let pendingBackend: Promise<unknown> | null = null

/**
 * Demo requests wait for a backend that `start` brings up, started by the
 * first request that needs it: in demo mode the page paints before the mock
 * backend is even loaded, and no request escapes to the network meanwhile.
 */
export function holdRequestsUntil(start: () => Promise<unknown>): void {
  startBackend = start
  pendingBackend = null
}

/**
 * Starts the held backend now, if it has not started yet, rather than with
 * the first request: the page starts it beside its first render, so the
 * worker registers while the shell paints. Requests still wait for this one start.
 */
export function startHeldBackend(): void {
  if (!startBackend) return
  const start = startBackend
  startBackend = null
  const held: Promise<unknown> = start().finally(() => {
    if (pendingBackend === held) pendingBackend = null
  })
  // The failure is reported by the requests that waited; nothing else should see it unhandled.
  held.catch(() => undefined)
  pendingBackend = held
}

/** Starts the held backend if needed; resolves once it is ready, rejects if it failed to start. */
async function backendReady(): Promise<void> {
  startHeldBackend()
  if (pendingBackend) await withinWaitLimit(pendingBackend, "The demo backend's start")
}

/** How to check on, and bring back, the demo backend of a browser. */
export interface DemoBackendWatch {
  /** False when requests from this page would not reach the mock backend now. */
  inCharge: () => boolean
  /** Brings it back; resolves when requests reach it again. */
  recover: () => Promise<unknown>
}

let watch: DemoBackendWatch | null = null
let recovering: Promise<unknown> | null = null

/**
 * Set by whoever starts the demo backend in a browser. Only then are demo
 * answers checked (tests that answer demo requests themselves set none).
 */
export function watchDemoBackend(next: DemoBackendWatch | null): void {
  watch = next
}

/**
 * Brings the demo backend back; several requests that noticed at once share
 * one recovery. Rejects when there is no way to recover, it failed, or it
 * took longer than the wait limit.
 */
async function recoverLostDemoBackend(): Promise<void> {
  const current = watch
  if (!current) throw new Error('The demo backend cannot be restarted.')
  if (!recovering) {
    const started: Promise<unknown> = current.recover().finally(() => {
      if (recovering === started) recovering = null
    })
    // Reported by the requests that wait; one that settles after they gave up must not be reported as unhandled.
    started.catch(() => undefined)
    recovering = started
  }
  const attempt = recovering
  try {
    await withinWaitLimit(attempt, "The demo backend's restart")
  } catch (error) {
    // A restart that never settles is not waited for again: the next request that notices tries anew.
    if (recovering === attempt) recovering = null
    throw error
  }
}

function lost(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', message: 'The demo backend stopped answering in this browser. Reload the page to start it again.', cause })
}

/** Installed by the app around every request; live requests pass straight through. */
export const demoBackendMiddleware: Middleware = async (send, { config }) => {
  if (config.baseUrl !== DEMO_API_BASE_URL) return send()
  try {
    await backendReady()
  } catch (cause) {
    throw new ApiError({ kind: 'network', message: 'The demo backend could not start in this browser.', cause })
  }
  if (!watch) return send()
  try {
    if (!watch.inCharge()) await recoverLostDemoBackend()
  } catch (cause) {
    throw lost(cause)
  }
  const first = await send()
  // Every answer of the mock backend carries the marker; one without it came from the web server.
  if (first.headers.has(DEMO_BACKEND_HEADER)) return first
  console.warn('A demo request did not reach the mock backend; restarting it and sending the request again.')
  // Read to the end, so the unused answer finishes instead of being cut off when it is dropped.
  await first.text().catch(() => '')
  // It never reached the mock backend, so nothing was charged or changed: safe to send again once the backend is back.
  try {
    await recoverLostDemoBackend()
  } catch (cause) {
    throw lost(cause)
  }
  const second = await send()
  if (!second.headers.has(DEMO_BACKEND_HEADER)) throw lost()
  return second
}
