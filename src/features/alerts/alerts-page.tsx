import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ListPage } from '../../api/client'
import { alertListParams, type AlertListParams } from '../../api/params/alert-params'
import { alertQueries } from '../../api/queries/alert-queries'
import { defiQueries } from '../../api/queries/defi-queries'
import type { Alert } from '../../api/schemas/alerts'
import type { DefiRating } from '../../api/schemas/defi'
import { FilterChips } from '../../components/filters/filter-chips'
import { FilterSidebar } from '../../components/filters/filter-sidebar'
import { InvalidParamsNotice } from '../../components/filters/invalid-params-notice'
import { useColumnVisibility } from '../../components/list/column-chooser'
import { AlertsExportAllButton } from './alerts-export'
import { ListActions } from '../../components/list/list-actions'
import { DataTable } from '../../components/list/data-table'
import { csvFromColumns, downloadCsv } from '../../components/list/export-csv'
import { ListQueryState } from '../../components/list/list-query-state'
import { Pagination } from '../../components/list/pagination'
import { useListParams } from '../../components/list/use-list-params'
import { toSlug } from '../../lib/slug'
import { ALERT_CSV_COLUMNS, CHOOSABLE_ALERT_COLUMNS, alertColumns } from './alert-columns'
import { describeAlertFilters } from './alert-filters'
import { AlertsFilterPanel, type KnownPlatform } from './alerts-filter-panel'
import './alerts.css'

/** The API serves alerts newest first and cannot sort otherwise; the table says so. */
const NEWEST_FIRST = { id: 'detected_at', desc: true }
const KEEP_ON_RESET = ['limit'] as const

/**
 * Suggestions for the protocol field from what is already on hand (this
 * page's alerts, DeFi lists in the cache): no request just for suggestions.
 */
function useKnownPlatforms(alerts: readonly Alert[] | undefined): KnownPlatform[] {
  const queryClient = useQueryClient()
  const cachedLists = queryClient.getQueriesData<ListPage<DefiRating>>({ queryKey: defiQueries.lists() })
  const bySlug = new Map<string, string>()
  for (const alert of alerts ?? []) {
    if (alert.protocol) bySlug.set(alert.protocol, alert.protocol_name ?? alert.protocol)
  }
  for (const [, page] of cachedLists) {
    for (const item of page?.items ?? []) bySlug.set(toSlug(item.provider_name), item.provider_name)
  }
  return [...bySlug].map(([slug, name]) => ({ slug, name })).toSorted((a, b) => a.name.localeCompare(b.name))
}

export function AlertsPage() {
  const { params, invalid, setParams, reset, paging } = useListParams(alertListParams)
  // One "now" per visit, so presets and their recognition agree while the page is open.
  const [now] = useState(() => new Date())
  const query = useQuery({ ...alertQueries.list(params), placeholderData: keepPreviousData })
  const chains = useQuery(defiQueries.chains())
  const [visibility, setVisibility] = useColumnVisibility('alerts')
  const platforms = useKnownPlatforms(query.data?.items)

  const filters = useMemo(() => describeAlertFilters(params, chains.data, now), [params, chains.data, now])
  const { offset, limit } = paging
  const rows = query.data?.items ?? []
  const update = (patch: Partial<AlertListParams>) => setParams(patch)

  return (
    <div className="list-layout">
        <FilterSidebar activeCount={filters.length} onReset={() => reset([...KEEP_ON_RESET])}>
          <AlertsFilterPanel params={params} onChange={update} platforms={platforms} now={now} />
        </FilterSidebar>
        <div className="list-main">
          <InvalidParamsNotice issues={invalid} />
          <FilterChips chips={filters.map((filter) => ({ id: filter.id, label: filter.label, onRemove: () => update(filter.clear) }))} />
          <div className="list-toolbar">
            <ListActions
              columns={CHOOSABLE_ALERT_COLUMNS}
              visibility={visibility}
              onVisibilityChange={setVisibility}
              onExportCsv={() => downloadCsv(`alerts-${now.toISOString().slice(0, 10)}.csv`, csvFromColumns(rows, ALERT_CSV_COLUMNS, visibility))}
              canExport={rows.length > 0}
              exportAll={<AlertsExportAllButton params={params} page={query.data} />}
            />
          </div>
          <ListQueryState
            query={{ error: query.error, isError: query.isError, itemCount: query.data?.items.length, refetch: query.refetch }}
            activeFilters={filters.map((filter) => filter.label)}
            onResetFilters={() => reset([...KEEP_ON_RESET])}
            offset={offset}
            onFirstPage={() => paging.onOffsetChange(0)}
            noun="alerts"
          >
            <DataTable
              caption="DeFi alerts, newest first"
              columns={alertColumns}
              rows={rows}
              getRowId={(alert) => alert.id}
              sort={NEWEST_FIRST}
              onSortChange={() => undefined}
              columnVisibility={visibility}
              loading={query.isPending}
              skeletonRows={limit}
              stale={query.isPlaceholderData}
            />
            <Pagination page={query.data} busy={query.isPlaceholderData} {...paging} />
          </ListQueryState>
        </div>
    </div>
  )
}
