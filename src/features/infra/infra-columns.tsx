import { Link } from 'react-router-dom'
import { infraQueries } from '../../api/queries/infra-queries'
import { INFRA_TREE, type InfraRating } from '../../api/schemas/infra'
import { GradeBadge } from '../../components/grade-badge'
import type { CsvColumn } from '../../lib/export/export-csv'
import { createListColumnHelper } from '../../components/list/data-table'
import { usePrefetchOnIntent } from '../../credits/use-prefetch-on-intent'
import { providerPath } from '../../lib/paths'
import { toSlug } from '../../lib/slug'
import { infraLabel } from './infra-labels'
import { groupPercent } from './infra-tree'
import { ratingRecordColumns } from '../../components/list/rating-record-columns'

const column = createListColumnHelper<InfraRating>()

const TOP_GROUPS = Object.keys(INFRA_TREE)
const shareColumnId = (group: string) => `share_${group}`

/** Columns people may show or hide; the group-share columns start hidden (see INFRA_DEFAULT_VISIBILITY). */
export const INFRA_OPTIONAL_COLUMNS = [
  { id: 'rating', label: 'Rating' },
  { id: 'rated_at', label: 'Rated' },
  { id: 'rated_since', label: 'Rated since' },
  { id: 'version', label: 'Version' },
  ...TOP_GROUPS.map((group) => ({ id: shareColumnId(group), label: `${infraLabel(group)} (%)` })),
]

export const INFRA_DEFAULT_VISIBILITY: Record<string, boolean> = Object.fromEntries(
  TOP_GROUPS.map((group) => [shareColumnId(group), false]),
)

function formatShare(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)}%`
}

function ProviderLink({ name }: { name: string }) {
  const intent = usePrefetchOnIntent()
  return (
    <Link to={providerPath(name)} title={name} {...intent(() => infraQueries.detail(toSlug(name)))}>
      {name}
    </Link>
  )
}

/**
 * Columns of the infrastructure table, constant (see DataTable). Sortable
 * column ids are the API's sort fields. The group shares come from each
 * record's own rating_data, so they cost no extra request (and are not
 * sortable: the API cannot sort by them).
 */
export const INFRA_COLUMNS = column.columns([
  column.accessor((row) => row.name, {
    id: 'name',
    header: 'Provider',
    sortDescFirst: false,
    meta: { rowHeader: true, truncate: true },
    cell: ({ row }) => <ProviderLink name={row.original.name} />,
  }),
  column.accessor((row) => row.rating, {
    id: 'rating',
    header: 'Rating',
    sortDescFirst: true,
    cell: ({ getValue }) => <GradeBadge grade={getValue()} />,
  }),
  ...ratingRecordColumns(column),
  ...TOP_GROUPS.map((group) =>
    column.accessor((row) => groupPercent(row.rating_data, group), {
      id: shareColumnId(group),
      header: `${infraLabel(group)} (%)`,
      enableSorting: false,
      meta: { numeric: true },
      cell: ({ getValue }) => formatShare(getValue()),
    }),
  ),
])

/** CSV columns by table column id: raw values for spreadsheets (shares rounded to 0.1). */
export const INFRA_CSV_COLUMNS: ReadonlyArray<CsvColumn<InfraRating>> = [
  { id: 'name', label: 'Provider', value: (row) => row.name },
  { id: 'rating', label: 'Rating', value: (row) => row.rating },
  { id: 'rated_at', label: 'Rated', value: (row) => row.rated_at },
  { id: 'rated_since', label: 'Rated since', value: (row) => row.rated_since },
  { id: 'version', label: 'Version', value: (row) => row.version },
  ...TOP_GROUPS.map((group) => ({
    id: shareColumnId(group),
    label: `${infraLabel(group)} (%)`,
    value: (row: InfraRating) => {
      const share = groupPercent(row.rating_data, group)
      return share === null ? null : Math.round(share * 10) / 10
    },
  })),
  { id: 'profile_url', label: 'Profile URL', value: (row) => row.profile_url },
  { id: 'report_url', label: 'Report URL', value: (row) => row.report_url },
]
