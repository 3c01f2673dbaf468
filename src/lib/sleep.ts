/**
 * Waits `ms`, or until `signal` aborts, whichever comes first; the caller
 * says what an abort means. A timer, not `AbortSignal.timeout`: tests that
 * run the clock themselves (fake timers) drive a timer, not that signal.
 */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done)
  })
}
