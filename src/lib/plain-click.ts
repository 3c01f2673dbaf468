import type { MouseEvent } from 'react'

/** A click a link may handle itself: the main button, no modifier (not a new tab or window, not a download). */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}
