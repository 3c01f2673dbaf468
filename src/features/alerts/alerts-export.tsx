import type { ListPage } from '../../api/client'
import { alertExportSource } from '../../api/export/export-sources'
import type { AlertListParams } from '../../api/params/alert-params'
import { ALERTS_STALE_MS } from '../../api/queries/stale-times'
import type { Alert } from '../../api/schemas/alerts'
import { ExportAllButton } from '../../components/export/export-all-button'
import { ALERT_CSV_COLUMNS } from './alert-columns'

/** "Export all" of the alerts view: every column of "Export CSV", `defi-alerts-YYYY-MM-DD`. */
export function AlertsExportAllButton({ params, page }: { params: AlertListParams; page: ListPage<Alert> | undefined }) {
  return (
    <ExportAllButton
      fileBase="defi-alerts"
      columns={ALERT_CSV_COLUMNS}
      source={alertExportSource(params)}
      page={page}
      staleMs={ALERTS_STALE_MS}
    />
  )
}
