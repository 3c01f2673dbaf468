import { useEffect, useState } from 'react'

/** A hidden tab draws no frames: the callback then runs after this long at the latest. */
const LATEST_MS = 100

/**
 * Runs `callback` in a task after the browser has drawn the next frame, so
 * work that the frame need not wait for (a navigation and the render it
 * starts) is not part of the input's response. The frame callback alone would
 * run before that frame's paint; the timeout it posts runs after it.
 * Returns a function that cancels a callback that has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    callback()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, LATEST_MS)
  return () => {
    done = true
  }
}

/**
 * False until the browser has drawn the component's first render. A page whose
 * largest paint needs no data (a heading) starts its requests after that
 * paint, so the paint does not wait on a connection to the API.
 */
export function useDrawnOnce(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => afterNextPaint(() => setDrawn(true)), [])
  return drawn
}
