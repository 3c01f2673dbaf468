import { useId, useMemo, useState } from 'react'
import { formatDecimal } from '../../lib/format'
import { allGroupIds, flattenInfraTree, type InfraTopGroupNode } from './infra-tree'
import { formatCriterionPercent } from './score-format'
import { ScrollRegion } from './scroll-region'

/**
 * The whole score tree as one table: top group → sub-group → criterion. Group
 * rows open and close with a disclosure button (Tab + Enter/Space), and two
 * buttons open or close every group at once. Which groups are open is view
 * state of this page only, so it lives here rather than in the URL.
 */
export function ScoreTreeTable({ tree, caption }: { tree: readonly InfraTopGroupNode[]; caption: string }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(tree.map((top) => top.id)))
  const captionId = useId()
  const rows = useMemo(() => flattenInfraTree(tree, expanded), [tree, expanded])
  const everyId = useMemo(() => allGroupIds(tree), [tree])
  const allOpen = everyId.every((id) => expanded.has(id))
  const allClosed = everyId.every((id) => !expanded.has(id))

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <div className="score-tree">
      <div className="button-row">
        <button type="button" onClick={() => setExpanded(new Set(everyId))} disabled={allOpen}>
          Expand all
        </button>
        <button type="button" onClick={() => setExpanded(new Set())} disabled={allClosed}>
          Collapse all
        </button>
      </div>
      <ScrollRegion className="table-scroll" labelledBy={captionId}>
        <table className="score-tree-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Group or criterion</th>
              <th scope="col">Minimum</th>
              <th scope="col">Maximum</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={`tree-level-${row.level}`}>
                <th scope="row">
                  {row.expandable ? (
                    <button
                      type="button"
                      className="tree-toggle"
                      aria-expanded={row.expanded}
                      onClick={() => toggle(row.id)}
                    >
                      <span className="tree-chevron" aria-hidden="true">
                        {row.expanded ? '▾' : '▸'}
                      </span>
                      {row.label}
                    </button>
                  ) : (
                    <span className="tree-leaf">{row.label}</span>
                  )}
                </th>
                <td>{formatDecimal(row.min)}</td>
                <td>{formatDecimal(row.max)}</td>
                <td>{formatDecimal(row.score)}</td>
                <td>{formatCriterionPercent(row.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="field-hint">Percent: where the score lies between the minimum (0%) and the maximum (100%).</p>
    </div>
  )
}
