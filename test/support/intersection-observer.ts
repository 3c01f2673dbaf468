import { vi } from 'vitest'

type Entry = { isIntersecting: boolean; boundingClientRect: { width: number } }
type Callback = (entries: Array<{ isIntersecting: boolean; boundingClientRect?: { width: number } }>) => void

export interface FakeObserverRecord {
  callback: Callback
  disconnected: boolean
}

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives:
 * call `observers[i].callback([{ isIntersecting: true }])` to bring the
 * observed element near the viewport. An entry without a size gets a width of 0, as a real entry of an
 * element not laid out would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): FakeObserverRecord[] {
  const observers: FakeObserverRecord[] = []
  class FakeObserver {
    private readonly record: FakeObserverRecord
    constructor(callback: (entries: Entry[]) => void) {
      const withSizes: Callback = (entries) => callback(entries.map((entry) => ({ boundingClientRect: { width: 0 }, ...entry })))
      this.record = { callback: withSizes, disconnected: false }
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
