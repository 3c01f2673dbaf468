import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { infraQueries } from '../../api/queries/infra-queries'
import { INFRA_SORT_FIELDS, type InfraSortField } from '../../api/schemas/infra'
import { FilterChips } from '../../components/filters/filter-chips'
import { FilterSidebar } from '../../components/filters/filter-sidebar'
import { InvalidParamsNotice } from '../../components/filters/invalid-params-notice'
import { useColumnVisibility } from '../../components/list/column-chooser'
import { InfraExportAllButton } from './infra-export'
import { ListActions } from '../../components/list/list-actions'
import { DataTable, type TableSort } from '../../components/list/data-table'
import { csvFromColumns, downloadCsv } from '../../components/list/export-csv'
import { ListQueryState } from '../../components/list/list-query-state'
import { Pagination } from '../../components/list/pagination'
import { useListParams } from '../../components/list/use-list-params'
import { usePrefetchOnIntent } from '../../components/use-prefetch-on-intent'
import { toSlug } from '../../lib/slug'
import {
  INFRA_CSV_COLUMNS,
  INFRA_DEFAULT_VISIBILITY,
  INFRA_OPTIONAL_COLUMNS,
  buildInfraColumns,
} from './infra-columns'
import { describeInfraFilters } from './infra-filter-chips'
import { InfraFilters } from './infra-filters'
import { infraViewParams } from './infra-view-params'
import './infra.css'

function isSortField(id: string): id is InfraSortField {
  return (INFRA_SORT_FIELDS as readonly string[]).includes(id)
}

/**
 * Infrastructure-provider ratings. The URL holds every filter, the sort and
 * the page; the query cache holds the rows; the shared list machinery
 * renders both. The heading is the route's (it paints before this code).
 */
export function InfraRatingsView() {
  const { params, invalid, setParams, reset, sort, paging } = useListParams(infraViewParams)
  const query = useQuery({ ...infraQueries.list(params), placeholderData: keepPreviousData })
  const intent = usePrefetchOnIntent()
  const [visibility, setVisibility] = useColumnVisibility('infra-ratings', INFRA_DEFAULT_VISIBILITY)
  const columns = useMemo(() => buildInfraColumns(intent), [intent])

  const page = query.data
  const { offset, limit } = paging
  const filters = describeInfraFilters(params)
  const knownVersions = useMemo(() => versionsOf(page?.items), [page?.items])

  const onSortChange = (next: TableSort) => {
    if (!isSortField(next.id)) return
    setParams({ sort: next.id, order: next.desc ? 'desc' : 'asc' })
  }

  const exportCsv = () => {
    if (page) downloadCsv('infrastructure-ratings.csv', csvFromColumns(page.items, INFRA_CSV_COLUMNS, visibility))
  }

  return (
    <>
      <InvalidParamsNotice issues={invalid} />
      <div className="infra-layout">
        <FilterSidebar activeCount={filters.length} onReset={() => reset()}>
          <InfraFilters params={params} onChange={(patch) => setParams(patch)} knownVersions={knownVersions} />
        </FilterSidebar>
        <section className="infra-results" aria-label="Results">
          <FilterChips
            chips={filters.map((filter) => ({ id: filter.id, label: filter.label, onRemove: () => setParams(filter.clear) }))}
          />
          <div className="infra-toolbar">
            <ListActions
              columns={INFRA_OPTIONAL_COLUMNS}
              visibility={visibility}
              onVisibilityChange={setVisibility}
              onExportCsv={exportCsv}
              canExport={Boolean(page?.items.length)}
              exportAll={<InfraExportAllButton params={params} page={page} />}
            />
          </div>
          <ListQueryState
            query={{ error: query.error, isError: query.isError, itemCount: page?.items.length, refetch: query.refetch }}
            activeFilters={filters.map((filter) => filter.label)}
            onResetFilters={() => reset()}
            offset={offset}
            onFirstPage={() => paging.onOffsetChange(0)}
            noun="providers"
            errorTitle="The ratings could not be loaded"
          >
            <DataTable
              caption="Infrastructure provider ratings"
              captionHidden
              columns={columns}
              rows={page?.items ?? []}
              getRowId={(row, index) => `${toSlug(row.name)}:${index}`}
              sort={sort}
              onSortChange={onSortChange}
              columnVisibility={visibility}
              loading={query.isPending}
              skeletonRows={limit}
              stale={query.isPlaceholderData}
            />
            <Pagination page={page} busy={query.isPlaceholderData} {...paging} />
          </ListQueryState>
        </section>
      </div>
    </>
  )
}

/** Versions on the page on screen, as suggestions for the version field (no request is spent on them). */
function versionsOf(items: ReadonlyArray<{ version?: string | null }> | undefined): string[] {
  return [...new Set((items ?? []).map((item) => item.version).filter((v): v is string => !!v))].toSorted()
}
