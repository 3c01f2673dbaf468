import type { ReactNode } from 'react'
import { ColumnChooser, type ChoosableColumn, type ColumnVisibility } from './column-chooser'
import { CopyLinkButton } from './copy-link-button'

/** The actions every list page offers beside its table, in one order: columns, copy link, CSV of the rows on screen. */
export function ListActions({
  columns,
  visibility,
  onVisibilityChange,
  onExportCsv,
  canExport,
  exportAll,
}: {
  columns: readonly ChoosableColumn[]
  visibility: ColumnVisibility
  onVisibilityChange: (next: ColumnVisibility) => void
  onExportCsv: () => void
  canExport: boolean
  /** "Export all" of the view (every page), beside "Export CSV". */
  exportAll?: ReactNode
}) {
  return (
    <>
      <ColumnChooser columns={columns} visibility={visibility} onChange={onVisibilityChange} />
      <CopyLinkButton />
      <button type="button" onClick={onExportCsv} disabled={!canExport}>
        Export CSV
      </button>
      {exportAll}
    </>
  )
}
