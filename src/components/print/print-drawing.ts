import { useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether parts drawn lazily (charts that wait until they near the viewport)
 * must be drawn now, because the page is about to be printed. A printed page
 * has no viewport to scroll towards: a chart still waiting would print as an
 * empty box. Once asked for, it stays so (the charts stay drawn, as they do
 * after scrolling).
 */
let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function requestPrintDrawing(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

export function usePrintDrawing(): boolean {
  return useSyncExternalStore(subscribe, () => requested, () => false)
}

/** Matches a lazily drawn part not drawn yet (`<span data-print-pending="" />`); `drawAllForPrint` waits until none is left. */
export const PENDING_SELECTOR = '[data-print-pending]'

const WAIT_LIMIT_MS = 5000

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

/**
 * Asks every lazily drawn part to draw and resolves once none is pending (their
 * code may still have to arrive), plus a frame for charts that size themselves
 * from their box. Gives up after a few seconds: a print with a missing chart
 * beats a button that does nothing.
 */
export async function drawAllForPrint(): Promise<void> {
  requestPrintDrawing()
  const started = performance.now()
  while (document.querySelector(PENDING_SELECTOR) && performance.now() - started < WAIT_LIMIT_MS) {
    await nextFrame()
  }
  await nextFrame()
  await nextFrame()
}

// The browser's own Print (Ctrl+P, the menu) gives no time to wait: the parts whose code
// has arrived are drawn synchronously before the print is laid out.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => flushSync(requestPrintDrawing))
}
