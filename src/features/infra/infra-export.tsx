import type { ListPage } from '../../api/client'
import { infraExportSource } from '../../api/export/export-sources'
import type { InfraListParams } from '../../api/params/infra-params'
import { RATINGS_STALE_MS } from '../../api/queries/stale-times'
import type { InfraRating } from '../../api/schemas/infra'
import { ExportAllButton } from '../../components/export/export-all-button'
import { INFRA_CSV_COLUMNS } from './infra-columns'

/** "Export all" of the infrastructure view: every column of "Export CSV", `infra-ratings-YYYY-MM-DD`. */
export function InfraExportAllButton({ params, page }: { params: InfraListParams; page: ListPage<InfraRating> | undefined }) {
  return (
    <ExportAllButton
      fileBase="infra-ratings"
      columns={INFRA_CSV_COLUMNS}
      source={infraExportSource(params)}
      page={page}
      staleMs={RATINGS_STALE_MS}
    />
  )
}
