import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import { defiListParams, type DefiListParams } from '../../api/params/defi-params'
import { defiQueries } from '../../api/queries/defi-queries'
import { DEFI_SORT_FIELDS, type DefiSortField } from '../../api/schemas/defi'
import { FilterChips } from '../../components/filters/filter-chips'
import { FilterSidebar } from '../../components/filters/filter-sidebar'
import { InvalidParamsNotice } from '../../components/filters/invalid-params-notice'
import { useColumnVisibility } from '../../components/list/column-chooser'
import { ListActions } from '../../components/list/list-actions'
import { DataTable, type TableSort } from '../../components/list/data-table'
import { csvFromColumns, downloadCsv } from '../../components/list/export-csv'
import { ListQueryState } from '../../components/list/list-query-state'
import { Pagination } from '../../components/list/pagination'
import { LatestAlerts } from '../../components/latest-alerts'
import { useListParams } from '../../components/list/use-list-params'
import { NotFoundMessage } from '../../components/not-found-message'
import { PageTitle } from '../../components/page-title'
import { toSlug } from '../../lib/slug'
import { CompareBar } from './compare-bar'
import { CompareSelectionContext, DEFI_COLUMNS, DEFI_OPTIONAL_COLUMNS } from './defi-columns'
import { DEFI_CSV_COLUMNS } from './defi-csv'
import { DefiExportAllButton } from './defi-export'
import { describeDefiFilters } from './defi-filter-chips'
import { DefiFilters } from './defi-filters'
import { useCompareSelection } from './use-compare-selection'
import './defi.css'

function isSortField(id: string): id is DefiSortField {
  return (DEFI_SORT_FIELDS as readonly string[]).includes(id)
}

/**
 * The DeFi ratings browser: all products, or one platform's when
 * `providerSlug` is given. The URL holds every filter, the sort and the page;
 * the query cache holds the rows.
 *
 * A platform's heading names the platform, so this view renders it. The
 * heading of `/defi` is fixed text, which its route renders itself: it then
 * paints before this view's code (the table, filter and schema libraries) has
 * arrived.
 */
export function DefiRatingsView({ providerSlug }: { providerSlug?: string }) {
  const { params, invalid, setParams, reset, sort, paging } = useListParams(defiListParams)
  const chains = useQuery(defiQueries.chains())
  const query = useQuery({
    ...defiQueries.list(params, providerSlug),
    // Keep the previous rows on screen while the next view loads, but never
    // another platform's rows under this platform's heading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (providerSlug ?? null) ? keepPreviousData(previous) : undefined,
  })
  const selection = useCompareSelection()
  const [visibility, setVisibility] = useColumnVisibility('defi-ratings')

  const page = query.data
  const { offset, limit } = paging
  const filters = describeDefiFilters(params, chains.data)

  const platformName = providerSlug
    ? (page?.items.find((item) => toSlug(item.provider_name) === providerSlug)?.provider_name ?? providerSlug)
    : null
  const title = platformName ?? 'DeFi ratings'

  if (providerSlug && query.isError && isApiError(query.error) && query.error.kind === 'not_found') {
    return (
      <NotFoundMessage title="Platform not found">
        <p>No rated platform is called “{providerSlug}”. The link may be mistyped or the platform no longer rated.</p>
        <p>
          <Link to="/defi">Back to all DeFi ratings</Link>
        </p>
      </NotFoundMessage>
    )
  }

  const onSortChange = (next: TableSort) => {
    if (!isSortField(next.id)) return
    setParams({ sort: next.id, order: next.desc ? 'desc' : 'asc' })
  }

  const exportCsv = () => {
    if (!page) return
    const name = providerSlug ? `defi-ratings-${providerSlug}` : 'defi-ratings'
    downloadCsv(`${name}.csv`, csvFromColumns(page.items, DEFI_CSV_COLUMNS, visibility))
  }

  return (
    <>
      {providerSlug && (
        <>
          <PageTitle title={`${title} · DeFi ratings`} />
          <div className="defi-page-head">
            <p className="defi-breadcrumb">
              <Link to="/defi">DeFi ratings</Link> <span aria-hidden="true">›</span> Platform
            </p>
            <h1>{title}</h1>
            <p className="page-intro">{`Risk ratings of the products of ${title}, AAA (best) to D (default).`}</p>
          </div>
        </>
      )}
      <InvalidParamsNotice issues={invalid} />
      <div className="defi-layout">
        <FilterSidebar activeCount={filters.length} onReset={() => reset()}>
          <DefiFilters params={params} onChange={(patch) => setParams(patch)} chains={chains} />
        </FilterSidebar>
        <section className="defi-results" aria-label="Results">
          <FilterChips
            chips={filters.map((filter) => ({
              id: filter.key,
              label: filter.label,
              onRemove: () => setParams({ [filter.key]: undefined } as Partial<DefiListParams>),
            }))}
          />
          <div className="defi-toolbar">
            <CompareBar products={selection.products} onClear={selection.clear} limitHintId={selection.api.limitHintId} />
            <div className="defi-toolbar-actions">
              <ListActions
                columns={DEFI_OPTIONAL_COLUMNS}
                visibility={visibility}
                onVisibilityChange={setVisibility}
                onExportCsv={exportCsv}
                canExport={Boolean(page?.items.length)}
                exportAll={<DefiExportAllButton params={params} providerSlug={providerSlug} page={page} />}
              />
            </div>
          </div>
          <ListQueryState
            query={{ error: query.error, isError: query.isError, itemCount: page?.items.length, refetch: query.refetch }}
            activeFilters={filters.map((filter) => filter.label)}
            onResetFilters={() => reset()}
            offset={offset}
            onFirstPage={() => paging.onOffsetChange(0)}
            noun="products"
            errorTitle="The ratings could not be loaded"
          >
            <CompareSelectionContext value={selection.api}>
              <DataTable
                caption={providerSlug ? `Ratings of ${title} products` : 'DeFi product ratings'}
                captionHidden
                columns={DEFI_COLUMNS}
                rows={page?.items ?? []}
                getRowId={(row, index) => `${toSlug(row.provider_name)}:${row.contract_address}:${index}`}
                sort={sort}
                onSortChange={onSortChange}
                columnVisibility={visibility}
                loading={query.isPending}
                skeletonRows={limit}
                stale={query.isPlaceholderData}
              />
            </CompareSelectionContext>
            <Pagination page={page} busy={query.isPlaceholderData} {...paging} />
          </ListQueryState>
        </section>
      </div>
      {providerSlug && <LatestAlerts filter={{ protocol: providerSlug }} title={`Latest alerts for ${title}`} />}
    </>
  )
}
