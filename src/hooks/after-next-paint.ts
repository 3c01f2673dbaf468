/** A hidden tab draws no frames: the callback then runs after this long at the latest. */
const LATEST_MS = 100

/**
 * Runs `callback` in a task after the browser has drawn the next frame: the
 * frame callback runs before that frame's paint, the task it posts after it.
 * Returns a function that cancels a callback that has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    callback()
  }
  const frame = requestAnimationFrame(() => setTimeout(run, 0))
  const latest = setTimeout(run, LATEST_MS)
  return () => {
    done = true
    cancelAnimationFrame(frame)
    clearTimeout(latest)
  }
}
