import type { CsvColumn } from '../../lib/export/export-csv'
import type { DefiRating } from '../../api/schemas/defi'

/** CSV columns by table column id: raw values (numbers unformatted, dates as YYYY-MM-DD) for spreadsheets. */
export const DEFI_CSV_COLUMNS: ReadonlyArray<CsvColumn<DefiRating>> = [
  { id: 'name', label: 'Product', value: (row) => row.name },
  { id: 'platform', label: 'Platform', value: (row) => row.provider_name },
  { id: 'type', label: 'Type', value: (row) => row.type },
  { id: 'chain', label: 'Chain', value: (row) => row.chain },
  { id: 'contract_address', label: 'Contract address', value: (row) => row.contract_address },
  { id: 'rating', label: 'Rating', value: (row) => row.rating },
  { id: 'potential_rating', label: 'Potential rating', value: (row) => row.potential_rating },
  { id: 'tvl', label: 'TVL (USD)', value: (row) => row.risk_metrics?.tvl },
  { id: 'apy', label: 'APY (%)', value: (row) => row.risk_metrics?.apy },
  { id: 'users', label: 'Users', value: (row) => row.risk_metrics?.users },
  { id: 'rated_at', label: 'Rated', value: (row) => row.rated_at },
  { id: 'rated_since', label: 'Rated since', value: (row) => row.rated_since },
  { id: 'version', label: 'Version', value: (row) => row.version },
]
