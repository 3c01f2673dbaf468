import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CompareBars } from '../../../src/features/compare/compare-bars'
import { compareAxisMax, compareChartRows, compareChartSummary, toRechartsRows } from '../../../src/features/compare/compare-data'
import { getDemoDb } from '../../../src/mocks/db'

const products = getDemoDb().catalog.defi.records.slice(0, 2)
const rows = compareChartRows(products)
const labels = products.map((product) => product.name)
const axisMax = compareAxisMax(rows)

function bars(initialWidth: number | null) {
  return (
    <CompareBars
      data={toRechartsRows(rows)}
      labels={labels}
      axisMax={axisMax}
      prefix="test"
      summary={compareChartSummary(rows, labels, axisMax)}
      initialWidth={initialWidth}
    />
  )
}

describe('CompareBars', () => {
  // jsdom has no ResizeObserver and lays nothing out: the chart's size can come only from its first render.
  it('draws the chart in its first render at the width it is given, and waits for a measurement without one', () => {
    const { unmount } = render(bars(null))
    expect(screen.queryByRole('img', { name: 'Pillar scores side by side' })).not.toBeInTheDocument()
    unmount()
    render(bars(358.4))
    const chart = screen.getByRole('img', { name: 'Pillar scores side by side' })
    expect(chart).toHaveAttribute('width', '358')
  })
})
