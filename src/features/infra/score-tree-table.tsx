import { useId, useMemo, useState } from 'react'
import { formatDecimal } from '../../lib/format'
import { allGroupIds, flattenInfraTree, type InfraTopGroupNode } from './infra-tree'
import { formatCriterionPercent } from './score-format'
import { ScrollRegion } from '../../components/scroll-region'

/**
 * The whole score tree as one table: top group → sub-group → criterion. Group
 * rows open and close with a disclosure button (Tab + Enter/Space), and two
 * buttons open or close every group at once. Which groups are open is view
 * state of this page only, so it lives here rather than in the URL.
 *
 * Every row is in the table, the closed groups' rows `hidden`, and a group's
 * name is text beside its button, which it names: paper (print.css) shows
 * every row and no button, the tree fully open as plain rows.
 */
export function ScoreTreeTable({ tree, caption }: { tree: readonly InfraTopGroupNode[]; caption: string }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(tree.map((top) => top.id)))
  const captionId = useId()
  const labelIdPrefix = `${useId()}-`
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
              <tr key={row.id} className={`tree-level-${row.level}`} hidden={!row.shown}>
                <th scope="row">
                  {row.expandable ? (
                    <>
                      <button
                        type="button"
                        className="tree-toggle"
                        aria-expanded={row.expanded}
                        aria-labelledby={`${labelIdPrefix}${row.id}`}
                        onClick={() => toggle(row.id)}
                      >
                        {row.expanded ? '▾' : '▸'}
                      </button>
                      {/* Read once, as the button's name; on paper the text without the button. */}
                      <span id={`${labelIdPrefix}${row.id}`} className="tree-group-name" aria-hidden="true">
                        {row.label}
                      </span>
                    </>
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
