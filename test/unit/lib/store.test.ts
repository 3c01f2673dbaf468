import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../src/lib/store'

describe('createStore', () => {
  it('holds a value, replaces it by value or by function, and tells its listeners', () => {
    const store = createStore(1)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(2)
    store.set((previous) => previous + 3)
    expect(store.get()).toBe(5)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('tells no one when the value stays the same, nor a listener that has unsubscribed', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(store.get())
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
    store.set({ a: 2 })
    expect(listener).not.toHaveBeenCalled()
    expect(store.get()).toEqual({ a: 2 })
  })
})
