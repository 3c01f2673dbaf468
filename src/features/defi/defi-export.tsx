import type { ListPage } from '../../api/client'
import { defiExportSource } from '../../api/export/export-sources'
import type { DefiListParams } from '../../api/params/defi-params'
import { RATINGS_STALE_MS } from '../../api/queries/stale-times'
import type { DefiRating } from '../../api/schemas/defi'
import { ExportAllButton } from '../../components/export/export-all-button'
import { DEFI_CSV_COLUMNS } from './defi-csv'

/** "Export all" of a DeFi view: every column of "Export CSV", `defi-ratings[-<platform>]-YYYY-MM-DD`. */
export function DefiExportAllButton({
  params,
  platformSlug,
  page,
}: {
  params: DefiListParams
  platformSlug?: string | undefined
  page: ListPage<DefiRating> | undefined
}) {
  return (
    <ExportAllButton
      fileBase={platformSlug ? `defi-ratings-${platformSlug}` : 'defi-ratings'}
      columns={DEFI_CSV_COLUMNS}
      source={defiExportSource(params, platformSlug)}
      page={page}
      staleMs={RATINGS_STALE_MS}
    />
  )
}
