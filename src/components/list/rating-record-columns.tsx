import type { ColumnHelper } from '@tanstack/react-table'
import type { ListTableFeatures } from './data-table'
import { DateCell } from './date-cell'

/** The fields every rating record has (DeFi products and infrastructure providers alike). */
interface RatingRecordFields {
  rated_at?: string | null
  rated_since?: string | null
  version?: string | null
}

/** Rated, Rated since and Version: the same three columns on every ratings table, sorted by the API's field names. */
export function ratingRecordColumns<TData extends RatingRecordFields>(column: ColumnHelper<ListTableFeatures, TData>) {
  return [
    column.accessor((row) => row.rated_at ?? null, {
      id: 'rated_at',
      header: 'Rated',
      sortDescFirst: true,
      cell: ({ getValue }) => <DateCell value={getValue()} />,
    }),
    column.accessor((row) => row.rated_since ?? null, {
      id: 'rated_since',
      header: 'Rated since',
      sortDescFirst: true,
      cell: ({ getValue }) => <DateCell value={getValue()} />,
    }),
    column.accessor((row) => row.version ?? null, {
      id: 'version',
      header: 'Version',
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? '–',
    }),
  ] as const
}
