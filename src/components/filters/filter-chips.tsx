/**
 * FilterChips: one removable chip per active filter, above the table.
 * Removing a chip moves focus to the neighbouring chip so keyboard users keep
 * their place.
 */
import { useRef } from 'react'
import './filters.css'

export interface FilterChip {
  /** Stable id, usually the URL parameter name. */
  id: string
  /** What the chip says, e.g. "Type: lending" or "TVL ≥ $1.50M". */
  label: string
  onRemove: () => void
}

export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  const listRef = useRef<HTMLUListElement>(null)
  if (!chips.length) return null

  const remove = (index: number) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
    const neighbour = buttons[index + 1] ?? buttons[index - 1]
    chips[index]!.onRemove()
    neighbour?.focus()
  }

  return (
    <ul ref={listRef} className="filter-chips" aria-label="Active filters">
      {chips.map((chip, index) => (
        <li key={chip.id}>
          <button type="button" className="filter-chip" aria-label={`Remove filter ${chip.label}`} onClick={() => remove(index)}>
            {chip.label}
            <span aria-hidden="true" className="filter-chip-x">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
