import './charts.css'

/**
 * Up to four series, told apart by colour AND by fill pattern, so neither
 * colour-blind readers nor greyscale prints lose the distinction. Colours are
 * theme variables (light and dark values live in the stylesheets).
 */
export const CHART_SERIES = [
  { color: 'var(--chart-1)', pattern: 'solid', patternLabel: 'solid' },
  { color: 'var(--chart-2)', pattern: 'stripes', patternLabel: 'striped' },
  { color: 'var(--chart-3)', pattern: 'dots', patternLabel: 'dotted' },
  { color: 'var(--chart-4)', pattern: 'crosshatch', patternLabel: 'cross-hatched' },
] as const

export type SeriesIndex = 0 | 1 | 2 | 3

function patternId(prefix: string, index: number): string {
  return `${prefix}-series-${index}`
}

/** The `fill` of series `index` in a chart whose patterns were defined with `prefix`. */
export function seriesFill(prefix: string, index: SeriesIndex): string {
  const series = CHART_SERIES[index]
  return series.pattern === 'solid' ? series.color : `url(#${patternId(prefix, index)})`
}

/**
 * SVG pattern definitions for the series. Render once inside each chart's
 * SVG (or any SVG on the page), with a prefix unique to that chart.
 */
export function ChartPatternDefs({ prefix, count = CHART_SERIES.length }: { prefix: string; count?: number }) {
  return (
    <defs>
      {CHART_SERIES.slice(0, count).map((series, index) => {
        if (series.pattern === 'solid') return null
        const id = patternId(prefix, index)
        return (
          <pattern key={id} id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={series.color} />
            {series.pattern === 'stripes' && <rect width="2" height="6" className="chart-pattern-ink" />}
            {series.pattern === 'dots' && <circle cx="3" cy="3" r="1.2" className="chart-pattern-ink" />}
            {series.pattern === 'crosshatch' && (
              <>
                <rect width="1.5" height="6" className="chart-pattern-ink" />
                <rect width="6" height="1.5" className="chart-pattern-ink" />
              </>
            )}
          </pattern>
        )
      })}
    </defs>
  )
}

/** A legend in HTML (readable, zoomable, translatable) with swatches drawn from the chart's own patterns. */
export function ChartLegend({ prefix, labels }: { prefix: string; labels: readonly string[] }) {
  return (
    <ul className="chart-legend">
      {labels.map((label, index) => {
        const seriesIndex = Math.min(index, CHART_SERIES.length - 1) as SeriesIndex
        return (
          <li key={index}>
            <svg className="chart-swatch" width="16" height="16" aria-hidden="true" focusable="false">
              {index === 0 && <ChartPatternDefs prefix={`${prefix}-legend`} />}
              <rect
                width="16"
                height="16"
                rx="2"
                fill={seriesFill(`${prefix}-legend`, seriesIndex)}
                className="chart-swatch-rect"
              />
            </svg>
            {label}
            <span className="chart-legend-pattern"> ({CHART_SERIES[seriesIndex].patternLabel})</span>
          </li>
        )
      })}
    </ul>
  )
}

/** A per-chart prefix for pattern ids that is safe inside `url(#…)`. */
export function chartIdPrefix(reactId: string): string {
  return `chart${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`
}
