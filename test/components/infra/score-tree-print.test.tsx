import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildInfraTree, flattenInfraTree, allGroupIds } from '../../../src/features/infra/infra-tree'
import { ScoreTreeTable } from '../../../src/features/infra/score-tree-table'
import { getDemoDb } from '../../../src/mocks/db'

const record = getDemoDb().catalog.infra.records.find((r) => r.rating_data)!
const tree = buildInfraTree(record.rating_data)
const everyLabel = flattenInfraTree(tree, new Set(allGroupIds(tree))).map((row) => row.label)

/**
 * The table as print.css lays it out for paper: every button hidden (`.app button`), every row of a closed
 * group shown (`.score-tree-table tr[hidden]`). jsdom applies no stylesheet, so the two rules are applied here.
 */
function onPaper(table: HTMLElement): HTMLElement {
  const paper = table.cloneNode(true) as HTMLElement
  for (const button of paper.querySelectorAll('button')) button.remove()
  for (const row of paper.querySelectorAll('tr[hidden]')) row.removeAttribute('hidden')
  return paper
}

describe('score tree on paper', () => {
  it('prints every group, sub-group and criterion as a plain row, with no control and no ▾ or ▸', () => {
    render(<ScoreTreeTable tree={tree} caption="Scores by group, sub-group and criterion" />)
    const table = screen.getByRole('table', { name: 'Scores by group, sub-group and criterion' })
    // On screen the sub-groups start closed: their criteria are not shown.
    expect(within(table).getAllByRole('row').length).toBeLessThan(1 + everyLabel.length)

    const paper = onPaper(table)
    const rows = within(paper).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader', { hidden: true }).textContent)).toEqual(everyLabel)
    expect(within(paper).queryAllByRole('button', { hidden: true })).toHaveLength(0)
    expect(paper.textContent).not.toMatch(/[▾▸]/)
    expect(rows.map((row) => row.className)).toEqual(
      flattenInfraTree(tree, new Set()).map((row) => `tree-level-${row.level}`),
    )
  })

  it('names each group once on screen: its button, labelled by the name beside it', () => {
    render(<ScoreTreeTable tree={tree} caption="Scores by group, sub-group and criterion" />)
    const table = screen.getByRole('table', { name: 'Scores by group, sub-group and criterion' })
    const top = tree[0]!
    expect(within(table).getByRole('button', { name: top.label })).toHaveAttribute('aria-expanded', 'true')
    expect(within(table).getByRole('rowheader', { name: top.label })).toBeInTheDocument()
  })
})
