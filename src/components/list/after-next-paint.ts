/** A hidden tab draws no frames: the callback then runs after this long at the latest. */
const LATEST_MS = 100

/**
 * Runs `callback` in a task after the browser has drawn the next frame, so
 * work that the frame need not wait for (a navigation and the render it
 * starts) is not part of the input's response. The frame callback alone would
 * run before that frame's paint; the timeout it posts runs after it.
 */
export function afterNextPaint(callback: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    callback()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, LATEST_MS)
}
