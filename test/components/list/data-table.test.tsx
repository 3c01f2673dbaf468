import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createListColumnHelper, DataTable } from '../../../src/components/list/data-table'
import type { TableSort } from '../../../src/hooks/use-list-params'

interface Product {
  id: string
  name: string
  tvl: number
}

/** How often each product's TVL cell rendered, by product id. */
const renders = new Map<string, number>()

function TvlCell({ row }: { row: Product }) {
  renders.set(row.id, (renders.get(row.id) ?? 0) + 1)
  return <>{row.tvl}</>
}

const column = createListColumnHelper<Product>()
const COLUMNS = column.columns([
  column.accessor((row) => row.name, { id: 'name', header: 'Product', meta: { rowHeader: true } }),
  column.accessor((row) => row.tvl, {
    id: 'tvl',
    header: 'TVL',
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ row }) => <TvlCell row={row.original} />,
  }),
])

const ROWS: readonly Product[] = [
  { id: 'a', name: 'Alpha', tvl: 10 },
  { id: 'b', name: 'Beta', tvl: 20 },
  { id: 'c', name: 'Gamma', tvl: 30 },
]
const rowId = (row: Product) => row.id

function Table(props: { rows?: readonly Product[]; stale?: boolean; visibility?: Record<string, boolean>; sort?: TableSort | null; onSortChange?: (sort: TableSort) => void }) {
  return (
    <MemoryRouter>
      <DataTable
        caption="Products"
        columns={COLUMNS}
        rows={props.rows ?? ROWS}
        getRowId={rowId}
        sort={props.sort ?? null}
        onSortChange={props.onSortChange ?? (() => undefined)}
        stale={props.stale}
        columnVisibility={props.visibility}
      />
    </MemoryRouter>
  )
}

describe('DataTable rows', () => {
  it('renders a row again only when its record or the columns shown change', () => {
    renders.clear()
    const view = render(<Table />)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 })

    // The previous page dims while the next loads: the body renders, the rows do not.
    view.rerender(<Table stale />)
    expect(screen.getByRole('table', { name: 'Products' })).toHaveAttribute('aria-busy', 'true')
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 })

    // One record changed (a new object): only its row renders, with the new value.
    const changed = [ROWS[0]!, { ...ROWS[1]!, tvl: 25 }, ROWS[2]!]
    view.rerender(<Table rows={changed} />)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 2, c: 1 })
    expect(screen.getByRole('row', { name: /Beta/ })).toHaveTextContent('25')

    // Hiding a column renders every row without its cells; showing it again brings them back.
    view.rerender(<Table rows={changed} visibility={{ tvl: false }} />)
    expect(screen.queryByRole('columnheader', { name: /TVL/ })).not.toBeInTheDocument()
    expect(within(screen.getByRole('row', { name: /Alpha/ })).queryAllByRole('cell')).toHaveLength(0)
    view.rerender(<Table rows={changed} visibility={{}} />)
    expect(within(screen.getByRole('row', { name: /Alpha/ })).getByRole('cell')).toHaveTextContent('10')
    expect(Object.fromEntries(renders)).toEqual({ a: 2, b: 3, c: 2 })
  })

  it('a new order moves the rows it holds again, and an equal record from another answer does not render again', () => {
    renders.clear()
    const view = render(<Table />)
    const beta = screen.getByRole('row', { name: /Beta/ })
    // The same records reversed, as another query's answer would bring them: new objects, equal values.
    view.rerender(<Table rows={ROWS.toReversed().map((row) => ({ ...row }))} />)
    const names = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('rowheader').map((cell) => cell.textContent)
    expect(names).toEqual(['Gamma', 'Beta', 'Alpha'])
    expect(screen.getByRole('row', { name: /Beta/ })).toBe(beta)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 })
  })

  it('a record the page holds twice gets a row each', () => {
    render(<Table rows={[ROWS[0]!, ROWS[1]!, { ...ROWS[0]! }]} />)
    expect(within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Alpha', 'Beta', 'Alpha'])
  })

  it('every row stays a row with its row header and cells, reachable by role', () => {
    render(<Table />)
    const table = screen.getByRole('table', { name: 'Products' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['10', '20', '30'])
  })
})

describe('DataTable sort header', () => {
  it('asks for the clicked sort at once and shows the sort it is given', () => {
    const onSortChange = vi.fn()
    const view = render(<Table onSortChange={onSortChange} />)
    const tvl = screen.getByRole('columnheader', { name: /TVL/ })
    expect(tvl).toHaveAttribute('aria-sort', 'none')

    fireEvent.click(within(tvl).getByRole('button', { name: 'TVL' }))
    expect(onSortChange).toHaveBeenCalledTimes(1)
    expect(onSortChange).toHaveBeenCalledWith({ id: 'tvl', desc: true })

    view.rerender(<Table onSortChange={onSortChange} sort={{ id: 'tvl', desc: true }} />)
    expect(screen.getByRole('columnheader', { name: /TVL/ })).toHaveAttribute('aria-sort', 'descending')
  })
})

describe('DataTable long pages', () => {
  const many = (count: number, prefix: string): Product[] =>
    Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, name: `${prefix} product ${index}`, tvl: index }))
  const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row')

  it('draws a page of 100 rows at once, and a new page in its place', () => {
    const view = render(<Table rows={many(100, 'first')} />)
    expect(bodyRows()).toHaveLength(100)
    expect(bodyRows()[99]).toHaveTextContent('first product 99')
    view.rerender(<Table rows={many(100, 'second')} />)
    expect(bodyRows()).toHaveLength(100)
    expect(bodyRows()[0]).toHaveTextContent('second product 0')
  })
})
