import { useLayoutEffect, useMemo } from 'react'
import { GradeBadge } from '../../components/grade-badge'
import { formatInteger } from '../../lib/format'
import { platformPath, productPath, providerPath } from '../../lib/paths'
import { OPTIONS_PER_GROUP } from './match-names'
import type { SearchOptionLink } from './search-options'
import { recordsNote, useSearchRecords } from './use-search-records'

interface OptionView extends SearchOptionLink {
  name: string
  grade: string | null | undefined
  /** A product's platform, a platform's product count. */
  detail: string | null
}

interface GroupView {
  key: string
  label: string
  options: OptionView[]
}

export interface SearchListboxProps {
  id: string
  /** The typed text, or empty below two characters. */
  text: string
  /** Closed (Escape, focus elsewhere): the options are kept for the arrow keys, not shown. */
  hidden: boolean
  demo: boolean
  scope: string
  activeId: string | undefined
  onOptions: (options: readonly SearchOptionLink[]) => void
  onPick: (href: string) => void
}

/** The header's listbox: at most five matches a group, best first, each with its grade (and a product's platform). */
export function SearchListbox({ id, text, hidden, demo, scope, activeId, onOptions, onPick }: SearchListboxProps) {
  const records = useSearchRecords({ demo, scope })
  const { match, source } = records

  const groups = useMemo<GroupView[]>(() => {
    if (!text) return []
    const found = match(text, OPTIONS_PER_GROUP)
    return [
      {
        key: 'p',
        label: 'DeFi products',
        options: found.products.map((item, n) => ({
          id: `${id}-p${n}`,
          href: productPath(item.provider_name, item.contract_address),
          name: item.name,
          grade: item.rating,
          detail: `on ${item.provider_name}`,
        })),
      },
      {
        key: 'f',
        label: 'Platforms',
        options: found.platforms.map((item, n) => ({
          id: `${id}-f${n}`,
          href: platformPath(item.slug),
          name: item.name,
          grade: null,
          // Counted only over the whole index: the device may hold a few of a platform's products.
          detail: source === 'index' ? `${formatInteger(item.products)} ${item.products === 1 ? 'product' : 'products'}` : null,
        })),
      },
      {
        key: 'i',
        label: 'Infrastructure providers',
        options: found.providers.map((item, n) => ({ id: `${id}-i${n}`, href: providerPath(item.name), name: item.name, grade: item.rating, detail: null })),
      },
    ].filter((group) => group.options.length > 0)
  }, [id, match, source, text])

  const flat = useMemo(() => groups.flatMap((group) => group.options), [groups])
  // The combobox moves through these with the arrow keys; before paint, so the first arrow finds them.
  useLayoutEffect(() => onOptions(flat), [flat, onOptions])

  if (hidden || !text) return null
  const note = recordsNote(records)
  return (
    <div className="search-popup">
      {note && <p className="search-note">{note}</p>}
      {groups.length === 0 ? (
        <p className="search-note">{`No product, platform or provider matches "${text.trim()}".`}</p>
      ) : (
        <div role="listbox" id={id} aria-label="Search results" className="search-listbox">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-group">
              <div role="presentation" id={`${id}-${group.key}`} className="search-group-label">
                {group.label}
              </div>
              {group.options.map((option) => (
                // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's field takes the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === activeId}
                  // Spelled out: the name, a product's platform, the grade (its cells' text would run together).
                  aria-label={[option.name, option.detail, option.grade && `rated ${option.grade}`].filter(Boolean).join(', ')}
                  className="search-option"
                  // The field keeps focus (and its list) while an option is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option.href)}
                >
                  <span className="search-option-name">{option.name}</span>
                  {option.detail && <span className="search-option-detail">{option.detail}</span>}
                  {option.grade && (
                    <span className="search-option-grade">
                      <GradeBadge grade={option.grade} />
                    </span>
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
