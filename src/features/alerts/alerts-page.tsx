import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ListPage } from '../../api/client'
import { alertListParams, type AlertListParams } from '../../api/params/alert-params'
import { alertQueries } from '../../api/queries/alert-queries'
import { defiQueries } from '../../api/queries/defi-queries'
import type { Alert } from '../../api/schemas/alerts'
import type { DefiRating } from '../../api/schemas/defi'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { ListView } from '../../components/list/list-view'
import { useListParams } from '../../hooks/use-list-params'
import { toSlug } from '../../lib/slug'
import { ALERT_CSV_COLUMNS, ALERT_DEFAULT_VISIBILITY, CHOOSABLE_ALERT_COLUMNS, alertColumns } from './alert-columns'
import { describeAlertFilters } from './alert-filters'
import { AlertsFilterPanel, type KnownPlatform } from './alerts-filter-panel'
import './alerts.css'
import { AlertsExportAllButton } from './alerts-export'

/** The API serves alerts newest first and cannot sort otherwise; the table says so. */
const NEWEST_FIRST = { id: 'detected_at', desc: true }
const KEEP_ON_RESET = ['limit'] as const
const alertId = (alert: Alert) => alert.id

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
  const list = useListParams(alertListParams)
  const { params, setParams, reset } = list
  // One "now" per visit, so presets and their recognition agree while the page is open.
  const [now] = useState(() => new Date())
  const query = useQuery({ ...alertQueries.list(params), placeholderData: keepPreviousData })
  const chains = useQuery(defiQueries.chains())
  const platforms = useKnownPlatforms(query.data?.items)

  const filters = useMemo(() => describeAlertFilters(params, chains.data, now), [params, chains.data, now])
  const update = (patch: Partial<AlertListParams>) => setParams(patch)
  const csv = useMemo(() => ({ fileName: `alerts-${now.toISOString().slice(0, 10)}.csv`, columns: ALERT_CSV_COLUMNS }), [now])

  return (
    <ListView
      query={query}
      list={list}
      sort={NEWEST_FIRST}
      filters={<AlertsFilterPanel onChange={update} platforms={platforms} now={now} params={list.params} />}
      activeFilters={filters.map((filter) => ({ id: filter.id, label: filter.label, onRemove: () => update(filter.clear) }))}
      onResetFilters={() => reset([...KEEP_ON_RESET])}
      caption="DeFi alerts, newest first"
      columns={alertColumns}
      getRowId={alertId}
      tableId="alerts"
      choosableColumns={CHOOSABLE_ALERT_COLUMNS}
      defaultVisibility={ALERT_DEFAULT_VISIBILITY}
      csv={csv}
      exportAll={
        <>
          <AlertsExportAllButton params={params} page={query.data} />
          <ApiRequestButton request={alertQueries.listRequest(params)} />
        </>
      }
      noun="alerts"
      costKeys={[alertQueries.list(params).queryKey]}
    />
  )
}
