import { Link } from 'react-router-dom'
import type { Alert } from '../../api/schemas/alerts'
import { createListColumnHelper } from '../../components/list/data-table'
import type { CsvColumn } from '../../lib/export/export-csv'
import type { ChoosableColumn } from '../../components/list/column-chooser'
import { SafeExternalLink } from '../../components/safe-external-link'
import { SeverityBadge } from '../../components/severity-badge'
import { formatDateTime, formatRelative, shortenAddress } from '../../lib/format'
import { platformPath, productPath } from '../../lib/paths'
import { severityLabel } from '../../lib/severity'
import { AlertTitleCell } from './alert-title-cell'

const helper = createListColumnHelper<Alert>()

function DetectedCell({ value }: { value: string | null | undefined }) {
  if (!value) return <span>–</span>
  return (
    <span className="alert-detected" title={formatDateTime(value)}>
      <time dateTime={value}>{formatRelative(value)}</time>
      <span className="visually-hidden">, {formatDateTime(value)}</span>
    </span>
  )
}

function ProtocolCell({ alert }: { alert: Alert }) {
  const name = alert.protocol_name ?? alert.protocol
  if (!name) return <span>–</span>
  return alert.protocol ? (
    <Link className="alert-cell-name" to={platformPath(alert.protocol)} title={name}>
      {name}
    </Link>
  ) : (
    <span className="alert-cell-name">{name}</span>
  )
}

/** A product page exists only when the alert names a contract (and its platform). */
function ProductCell({ alert }: { alert: Alert }) {
  const label = alert.product ?? (alert.contract_address ? shortenAddress(alert.contract_address) : null)
  if (!label) return <span>–</span>
  if (alert.protocol && alert.contract_address) {
    return (
      <Link className="alert-cell-name" to={productPath(alert.protocol, alert.contract_address)} title={label}>
        {label}
      </Link>
    )
  }
  return <span className="alert-cell-name">{label}</span>
}

function sourceLabel(alert: Alert): string {
  return alert.tx_hash && alert.source_url?.includes(alert.tx_hash) ? 'Transaction' : 'Source'
}

function EvidenceCell({ alert }: { alert: Alert }) {
  if (alert.source_url) return <SafeExternalLink href={alert.source_url}>{sourceLabel(alert)}</SafeExternalLink>
  if (alert.tx_hash) {
    return (
      <span className="alert-tx" title={alert.tx_hash}>
        Tx {shortenAddress(alert.tx_hash)}
      </span>
    )
  }
  return <span>–</span>
}

/** No column sorts: the API serves alerts newest first and takes no sort parameter. */
export const alertColumns = helper.columns([
  helper.accessor('detected_at', {
    header: 'Detected',
    enableSorting: false,
    cell: (info) => <DetectedCell value={info.getValue()} />,
  }),
  helper.accessor('severity', {
    header: 'Severity',
    enableSorting: false,
    cell: (info) => <SeverityBadge severity={info.getValue()} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    enableSorting: false,
    meta: { rowHeader: true, truncate: true },
    cell: (info) => <AlertTitleCell alert={info.row.original} />,
  }),
  helper.accessor('protocol_name', {
    id: 'protocol',
    header: 'Protocol',
    enableSorting: false,
    meta: { truncate: true },
    cell: (info) => <ProtocolCell alert={info.row.original} />,
  }),
  helper.accessor('product', {
    header: 'Product',
    enableSorting: false,
    meta: { truncate: true },
    cell: (info) => <ProductCell alert={info.row.original} />,
  }),
  helper.accessor('chain', {
    header: 'Chain',
    enableSorting: false,
    cell: (info) => info.getValue() ?? '–',
  }),
  helper.display({
    id: 'evidence',
    header: 'Link',
    enableSorting: false,
    cell: (info) => <EvidenceCell alert={info.row.original} />,
  }),
])

/** Columns people may hide; Detected, Severity and Title always stay. */
export const CHOOSABLE_ALERT_COLUMNS: readonly ChoosableColumn[] = [
  { id: 'protocol', label: 'Protocol' },
  { id: 'product', label: 'Product' },
  { id: 'chain', label: 'Chain' },
  { id: 'evidence', label: 'Link' },
]

/** The contract's columns show; the evidence link is one click away in the chooser, so the row fits at 1280 px. */
export const ALERT_DEFAULT_VISIBILITY: Readonly<Record<string, boolean>> = { evidence: false }

/** Everything an alert carries, raw, for spreadsheets (the visible columns decide which groups go in). */
export const ALERT_CSV_COLUMNS: ReadonlyArray<CsvColumn<Alert>> = [
  { id: 'detected_at', label: 'Detected at (UTC)', value: (alert) => alert.detected_at },
  { id: 'severity', label: 'Severity', value: (alert) => severityLabel(alert.severity) },
  { id: 'title', label: 'Title', value: (alert) => alert.title },
  { id: 'description', label: 'Description', value: (alert) => alert.description },
  { id: 'protocol', label: 'Protocol', value: (alert) => alert.protocol_name ?? alert.protocol },
  { id: 'protocol_slug', label: 'Protocol slug', value: (alert) => alert.protocol },
  { id: 'product', label: 'Product', value: (alert) => alert.product },
  { id: 'contract_address', label: 'Contract address', value: (alert) => alert.contract_address },
  { id: 'chain', label: 'Chain', value: (alert) => alert.chain },
  { id: 'tx_hash', label: 'Transaction hash', value: (alert) => alert.tx_hash },
  { id: 'evidence', label: 'Source URL', value: (alert) => alert.source_url },
]
