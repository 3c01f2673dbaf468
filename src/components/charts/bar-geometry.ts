/**
 * Where the bars of the plain SVG charts go (the product page's scores, the
 * portfolio's bands). Horizontal positions are percentages of the chart's own
 * width, so they fit any screen with no measuring script; vertical positions
 * are pixels.
 */

/** Five gridlines from 0 to the axis maximum (quarters). */
export function scoreTicks(axisMax: number): number[] {
  return [0, 1, 2, 3, 4].map((step) => (axisMax * step) / 4)
}

/** A score as a share of the axis, in percent (0–100); null for no score. */
export function scorePercent(score: number | null, axisMax: number): number | null {
  if (score === null || !Number.isFinite(score) || axisMax <= 0) return null
  return Math.min(100, Math.max(0, (score / axisMax) * 100))
}

/** An SVG length in percent of the chart's width. */
export function percent(value: number): string {
  return `${Number(value.toFixed(3))}%`
}

export interface BarSlot {
  /** Left edge, percent of the chart's width. */
  x: number
  /** Width, percent of the chart's width. */
  width: number
}

/**
 * Side-by-side bars of `groups` columns with `series` bars each, in the band
 * from `start` to 100 percent: each column's bars are centred in it, with a
 * small gap between the bars of one column.
 */
export function groupedBarSlots(groups: number, series: number, start: number): BarSlot[][] {
  const column = (100 - start) / groups
  const bar = column * (series === 1 ? 0.4 : 0.3)
  const gap = column * 0.04
  const total = series * bar + (series - 1) * gap
  return Array.from({ length: groups }, (_, group) => {
    const left = start + column * group + (column - total) / 2
    return Array.from({ length: series }, (_, index) => ({ x: left + index * (bar + gap), width: bar }))
  })
}

/** The centre of column `group` of `groups` in the band from `start` to 100 percent. */
export function columnCentre(group: number, groups: number, start: number): number {
  const column = (100 - start) / groups
  return start + column * (group + 0.5)
}
