/**
 * ColumnChooser and useColumnVisibility: show or hide optional columns,
 * remembered on this device per table id (src/lib/storage.ts, never throws).
 *
 * `useColumnVisibility('defi', { version: false })` returns the visibility map
 * for <DataTable columnVisibility> and a setter; <ColumnChooser> is a
 * disclosure button ("Columns") over a group of labelled checkboxes. Columns
 * that must stay (the one naming the row) are simply not listed.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { readStoredJson, writeStoredJson } from '../../lib/storage'
import './column-chooser.css'

export type ColumnVisibility = Record<string, boolean>

function parseVisibility(value: unknown): ColumnVisibility | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const out: ColumnVisibility = {}
  for (const [key, flag] of Object.entries(value)) {
    if (typeof flag === 'boolean') out[key] = flag
  }
  return out
}

const storageKey = (tableId: string) => `columns:${tableId}`

/**
 * Column id → visible; the person's stored choices win over `defaults`. Only
 * choices are stored (a column shown or hidden against its default), so
 * defaults may follow the view: a column a filter acts on shows unless the
 * person hid it.
 */
export function useColumnVisibility(tableId: string, defaults: ColumnVisibility = {}) {
  const [choices, setChoices] = useState<ColumnVisibility>(() => readStoredJson('local', storageKey(tableId), parseVisibility) ?? {})
  const visibility = useMemo(() => ({ ...defaults, ...choices }), [defaults, choices])
  const setVisibility = useCallback(
    (next: ColumnVisibility) => {
      const changed = Object.fromEntries(Object.entries(next).filter(([id, shown]) => (visibility[id] ?? true) !== shown))
      const stored = { ...choices, ...changed }
      setChoices(stored)
      writeStoredJson('local', storageKey(tableId), stored)
    },
    [tableId, choices, visibility],
  )
  return [visibility, setVisibility] as const
}

export interface ChoosableColumn {
  id: string
  label: string
}

export function ColumnChooser({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly ChoosableColumn[]
  visibility: ColumnVisibility
  onChange: (next: ColumnVisibility) => void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const hiddenCount = columns.filter((column) => visibility[column.id] === false).length

  // Close on a click outside or Escape, as people expect of a popover.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div className="column-chooser">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Columns{hiddenCount > 0 ? ` (${hiddenCount} hidden)` : ''}
      </button>
      <div ref={panelRef} id={panelId} className="column-chooser-panel" hidden={!open}>
        <fieldset>
          <legend>Show columns</legend>
          {columns.map((column) => (
            <label key={column.id} className="choice">
              <input
                type="checkbox"
                checked={visibility[column.id] !== false}
                onChange={(event) => onChange({ ...visibility, [column.id]: event.target.checked })}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
