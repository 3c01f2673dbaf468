import { useId, useState, type ReactNode } from 'react'
import './charts.css'

/**
 * A chart with its title, legend and an accessible table of the same
 * numbers one click away ("Show as table"), unless the page shows one. The chart itself supplies its
 * SVG text alternative (role="img" with title and description).
 */
export function ChartFigure({
  title,
  headingLevel = 3,
  legend,
  table,
  children,
  className,
}: {
  title: string
  headingLevel?: 2 | 3 | 4
  legend?: ReactNode
  /** The same numbers as a table; leave out when the page shows that table anyway. */
  table?: ReactNode
  children: ReactNode
  className?: string
}) {
  const [showTable, setShowTable] = useState(false)
  const headingId = useId()
  const tableId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <figure className={`chart-figure${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <figcaption>
        <Heading id={headingId} className="chart-title">
          {title}
        </Heading>
      </figcaption>
      {legend}
      <div className="chart-frame">{children}</div>
      {table !== undefined && (
        <>
          <button
            type="button"
            className="chart-table-toggle"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            // One name in every browser (hidden spans get a space in some, not in others); it starts with the visible text.
            aria-label={`${showTable ? 'Hide table' : 'Show as table'}: ${title}`}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </button>
          <div id={tableId} className="chart-table-wrap" hidden={!showTable}>
            {table}
          </div>
        </>
      )}
    </figure>
  )
}
