import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../../../src/hooks/after-next-paint'

/**
 * Stubs requestAnimationFrame and cancelAnimationFrame (this file runs in Node, which has neither); the returned
 * function runs the frame callback it was given, as the browser would draw the frame.
 */
function holdFrame(): () => void {
  let frame: FrameRequestCallback | undefined
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frame = callback
    return 1
  })
  vi.stubGlobal('cancelAnimationFrame', () => {
    frame = undefined
  })
  return () => frame?.(0)
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the callback once, in a task after the next frame', () => {
    vi.useFakeTimers()
    const drawFrame = holdFrame()
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(50)
    expect(callback).not.toHaveBeenCalled()

    drawFrame()
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)

    // The fallback timeout does not run it a second time.
    vi.advanceTimersByTime(200)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs it anyway when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(99)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does not run a callback cancelled before the frame', () => {
    vi.useFakeTimers()
    const drawFrame = holdFrame()
    const callback = vi.fn()
    const cancel = afterNextPaint(callback)
    cancel()
    drawFrame()
    vi.advanceTimersByTime(200)
    expect(callback).not.toHaveBeenCalled()
  })
})
