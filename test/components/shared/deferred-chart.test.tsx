import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeferredChart } from '../../../src/components/charts/deferred-chart'

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void

function stubIntersectionObserver() {
  const observers: Array<{ callback: Callback; disconnected: boolean }> = []
  class FakeObserver {
    private readonly record: { callback: Callback; disconnected: boolean }
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

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('DeferredChart', () => {
  it('reserves the height and draws the chart only once its box nears the viewport', () => {
    const observers = stubIntersectionObserver()
    const { container } = render(
      <DeferredChart height={300}>
        <svg role="img" aria-label="Pillar chart" />
      </DeferredChart>,
    )
    expect(screen.queryByRole('img', { name: 'Pillar chart' })).not.toBeInTheDocument()
    expect(container.firstElementChild).toHaveStyle({ minHeight: '300px' })

    act(() => observers[0]!.callback([{ isIntersecting: false }]))
    expect(screen.queryByRole('img', { name: 'Pillar chart' })).not.toBeInTheDocument()

    act(() => observers[0]!.callback([{ isIntersecting: true }]))
    expect(screen.getByRole('img', { name: 'Pillar chart' })).toBeInTheDocument()
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('draws at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <DeferredChart height={120}>
        <svg role="img" aria-label="Compare chart" />
      </DeferredChart>,
    )
    expect(screen.getByRole('img', { name: 'Compare chart' })).toBeInTheDocument()
  })
})
