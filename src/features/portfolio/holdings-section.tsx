import { useMemo, type ContextType, type Ref } from 'react'
import { DataTable } from '../../components/list/data-table'
import { Pagination } from '../../components/list/pagination'
import { formatInteger, formatUsdFull } from '../../lib/format'
import type { HoldingRow } from './holdings'
import { HoldingChanges, HoldingRowActions, holdingsColumns } from './holdings-columns'
import type { ListPaging } from '../../hooks/use-list-params'
import { holdingsPage } from './holdings-paging'
import { HOLDINGS_PAGE_SIZE } from './portfolio-view-params'

const rowId = (row: HoldingRow) => row.id
const noSortChange = () => undefined

interface HoldingsSectionProps {
  /** Largest amount first. */
  rows: HoldingRow[]
  totalUsd: number
  /** A printed report holds every row, not one page. */
  printing: boolean
  actions: ContextType<typeof HoldingRowActions>
  /** Each row's "since you looked" text. */
  changeTexts: ReadonlyMap<string, string>
  /** Where the focus goes when a removed row takes its button along. */
  headingRef: Ref<HTMLHeadingElement>
  /** The page window in the URL (portfolioViewParams). */
  paging: ListPaging
}

/** The Holdings table, a page of it at a time (the page in the URL). */
export function HoldingsSection({ rows, totalUsd, printing, actions, changeTexts, headingRef, paging: asked }: HoldingsSectionProps) {
  const paging = holdingsPage(asked, rows.length)
  const pageRows = useMemo(
    () => (printing ? rows : rows.slice(paging.offset, paging.offset + paging.limit)),
    [printing, rows, paging.offset, paging.limit],
  )
  return (
    <section className="portfolio-holdings" aria-labelledby="portfolio-holdings-heading">
      <h2 id="portfolio-holdings-heading" ref={headingRef} tabIndex={-1}>
        Holdings
      </h2>
      <HoldingRowActions value={actions}>
        <HoldingChanges value={changeTexts}>
          <DataTable
            caption={`Holdings: ${formatInteger(rows.length)} ${rows.length === 1 ? 'position' : 'positions'}, ${formatUsdFull(totalUsd)}`}
            captionHidden
            columns={holdingsColumns}
            rows={pageRows}
            getRowId={rowId}
            sort={null}
            onSortChange={noSortChange}
            sortMode="client"
          />
        </HoldingChanges>
      </HoldingRowActions>
      {(rows.length > paging.limit || paging.limit !== HOLDINGS_PAGE_SIZE) && (
        <Pagination
          page={{ items: pageRows, offset: paging.offset, limit: paging.limit, pagination: { total_count: rows.length, ...paging } }}
          offset={paging.offset}
          limit={paging.limit}
          onOffsetChange={asked.onOffsetChange}
          onLimitChange={asked.onLimitChange}
        />
      )}
    </section>
  )
}
