import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeferredChart } from '../../../src/components/charts/deferred-chart'
import { stubIntersectionObserver } from '../../support/intersection-observer'

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

  it('hands a chart drawn by a function the width its box had when it came near, or null when unknown', () => {
    const observers = stubIntersectionObserver()
    const drawn: Array<number | null> = []
    const chart = (width: number | null) => {
      drawn.push(width)
      return <svg role="img" aria-label={`Chart ${width ?? 'unsized'}`} />
    }
    render(
      <>
        <DeferredChart height={300}>{chart}</DeferredChart>
        <DeferredChart height={300}>{chart}</DeferredChart>
      </>,
    )
    expect(drawn).toEqual([])
    act(() => observers[0]!.callback([{ isIntersecting: true, boundingClientRect: { width: 358.4 } }]))
    act(() => observers[1]!.callback([{ isIntersecting: true }]))
    expect(screen.getByRole('img', { name: 'Chart 358.4' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Chart unsized' })).toBeInTheDocument()
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
