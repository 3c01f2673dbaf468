import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PillarChartRow, SubCategoryChartRow } from '../../../src/features/product/chart-data'
import { PillarBars } from '../../../src/features/product/pillar-bars'
import { SubCategoryBars } from '../../../src/features/product/sub-category-bars'

const pillars: PillarChartRow[] = [
  { pillar: 'operations', label: 'Operations', ratingGrade: 'BBB', ratingScore: 61, potentialGrade: 'A', potentialScore: 69 },
  { pillar: 'security', label: 'Security', ratingGrade: 'A-', ratingScore: 72, potentialGrade: 'AA-', potentialScore: 82 },
  { pillar: 'strategy', label: 'Strategy', ratingGrade: null, ratingScore: null, potentialGrade: 'BBB', potentialScore: 60 },
]

const subCategories: SubCategoryChartRow[] = [
  { key: 'collateral', label: 'Collateral', rating: 50, potential: 60 },
  { key: 'liquidity', label: 'Liquidity', rating: 54, potential: null },
]

function barsOf(svg: HTMLElement): SVGRectElement[] {
  return [...svg.querySelectorAll<SVGRectElement>('rect.score-bar')]
}

describe('PillarBars (plain SVG)', () => {
  it('is one SVG image named by its title, described by every number, with a bar per graded pillar and series', () => {
    render(<PillarBars rows={pillars} withPotential axisMax={100} prefix="chart-p" summary="Security: rating A-, average score 72" />)
    const svg = screen.getByRole('img', { name: 'Pillar grades and scores' })
    expect(svg.querySelector('desc')).toHaveTextContent('Security: rating A-, average score 72')
    // Strategy has no rating score: five bars, not six, and no bar of zero height standing in for it.
    const bars = barsOf(svg)
    expect(bars).toHaveLength(5)
    for (const bar of bars) expect(Number(bar.getAttribute('height'))).toBeGreaterThan(0)
  })

  it('writes each grade as text above its bar, and the pillar names under the axis', () => {
    render(<PillarBars rows={pillars} withPotential axisMax={100} prefix="chart-p" summary="…" />)
    const svg = screen.getByRole('img', { name: 'Pillar grades and scores' })
    const texts = [...svg.querySelectorAll('text.score-bars-label')].map((text) => text.textContent)
    expect(texts).toEqual(['BBB', 'A', 'Operations', 'A-', 'AA-', 'Security', '–', 'BBB', 'Strategy'])
  })

  it('draws bar heights in proportion to the scores, on the shared axis', () => {
    render(<PillarBars rows={pillars} withPotential={false} axisMax={100} prefix="chart-p" summary="…" />)
    const [operations, security] = barsOf(screen.getByRole('img', { name: 'Pillar grades and scores' }))
    const ratio = Number(security!.getAttribute('height')) / Number(operations!.getAttribute('height'))
    expect(ratio).toBeCloseTo(72 / 61)
  })

  it('tells the series apart by pattern, not only colour: the potential bars use the striped fill', () => {
    render(<PillarBars rows={pillars} withPotential axisMax={100} prefix="chart-p" summary="…" />)
    const svg = screen.getByRole('img', { name: 'Pillar grades and scores' })
    const [rating, potential] = barsOf(svg)
    expect(rating).toHaveAttribute('fill', 'var(--chart-1)')
    expect(potential).toHaveAttribute('fill', 'url(#chart-p-series-1)')
    expect(svg.querySelector('pattern#chart-p-series-1')).not.toBeNull()
  })
})

describe('SubCategoryBars (plain SVG)', () => {
  it('is one SVG image with the chart’s title, a row name and its numbers per sub-category, bar widths as shares of the axis', () => {
    render(
      <SubCategoryBars rows={subCategories} withPotential axisMax={100} prefix="chart-s" title="Strategy sub-category scores" summary="Strategy sub-category scores on a scale of 0 to 100" />,
    )
    const svg = screen.getByRole('img', { name: 'Strategy sub-category scores' })
    expect(svg.querySelector('desc')).toHaveTextContent('on a scale of 0 to 100')
    expect(within(svg).getByText('Collateral')).toBeInTheDocument()
    expect(within(svg).getByText('50 → 60')).toBeInTheDocument()
    expect(within(svg).getByText('54 → –')).toBeInTheDocument()
    expect(barsOf(svg).map((bar) => bar.getAttribute('width'))).toEqual(['50%', '60%', '54%'])
  })

  it('grows with its rows and prints the scale', () => {
    const { rerender } = render(
      <SubCategoryBars rows={subCategories} withPotential={false} axisMax={120} prefix="chart-s" title="Strategy sub-category scores" summary="…" />,
    )
    const svg = screen.getByRole('img', { name: 'Strategy sub-category scores' })
    const oneSeries = Number(svg.getAttribute('height'))
    expect([...svg.querySelectorAll('text.score-bars-tick')].map((text) => text.textContent)).toEqual(['0', '30', '60', '90', '120'])
    rerender(<SubCategoryBars rows={subCategories} withPotential axisMax={120} prefix="chart-s" title="Strategy sub-category scores" summary="…" />)
    expect(Number(screen.getByRole('img', { name: 'Strategy sub-category scores' }).getAttribute('height'))).toBeGreaterThan(oneSeries)
  })
})
