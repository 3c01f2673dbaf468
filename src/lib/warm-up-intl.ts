import { warmUpFormatters } from './format'

/** A worker that has not answered by then is not waited for. */
const WORKER_WAIT_MS = 3000

/**
 * The first Intl formatter of a page loads the locale data: one main-thread
 * task of 60-110 ms at 4× CPU slowdown (more on a slow phone) that cannot be
 * split. The browser keeps that data per process, for all of its threads, so
 * a worker loads it instead (intl-warm-up-worker.ts), beside start-up, and the
 * page's own formatters then cost well under a millisecond. They are built
 * once the worker has answered (warmUpFormatters), or at once where there are
 * no workers; a formatter needed earlier is still built on first use.
 */
export function warmUpIntl(
  startWorker: () => Worker = () => new Worker(new URL('./intl-warm-up-worker.ts', import.meta.url), { name: 'intl-warm-up' }),
  buildFormatters: () => void = warmUpFormatters,
): void {
  if (typeof Worker !== 'function') {
    buildFormatters()
    return
  }
  let worker: Worker
  try {
    worker = startWorker()
  } catch {
    buildFormatters()
    return
  }
  let settled = false
  const settle = () => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    buildFormatters()
    worker.terminate()
  }
  const timer = setTimeout(settle, WORKER_WAIT_MS)
  worker.addEventListener('message', settle)
  worker.addEventListener('error', settle)
}
