import { vi } from 'vitest'

type Callback = (entries: Array<{ isIntersecting: boolean; boundingClientRect?: { width: number } }>) => void

export interface FakeObserverRecord {
  callback: Callback
  disconnected: boolean
}

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives:
 * call `observers[i].callback([{ isIntersecting: true }])` to bring the
 * observed element near the viewport. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): FakeObserverRecord[] {
  const observers: FakeObserverRecord[] = []
  class FakeObserver {
    private readonly record: FakeObserverRecord
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false }
      observers.push(this.record)
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return observers
}
