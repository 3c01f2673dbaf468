import { ColumnChooser, type ChoosableColumn, type ColumnVisibility } from './column-chooser'
import { CopyLinkButton } from './copy-link-button'

/** The actions every list page offers beside its table, in one order: columns, copy link, CSV of the rows on screen. */
export function ListActions({
  columns,
  visibility,
  onVisibilityChange,
  onExportCsv,
  canExport,
}: {
  columns: readonly ChoosableColumn[]
  visibility: ColumnVisibility
  onVisibilityChange: (next: ColumnVisibility) => void
  onExportCsv: () => void
  canExport: boolean
}) {
  return (
    <>
      <ColumnChooser columns={columns} visibility={visibility} onChange={onVisibilityChange} />
      <CopyLinkButton />
      <button type="button" onClick={onExportCsv} disabled={!canExport}>
        Export CSV
      </button>
    </>
  )
}
