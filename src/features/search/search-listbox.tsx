import { memo, useLayoutEffect, useMemo, useRef } from 'react'
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

const sameOptions = (a: readonly SearchOptionLink[], b: readonly SearchOptionLink[]) =>
  a.length === b.length && a.every((option, n) => option.id === b[n]!.id && option.href === b[n]!.href)

interface SearchOptionProps extends OptionView {
  selected: boolean
  onPick: (href: string) => void
}

/** One option; a memo, so a letter that leaves it as it was does not draw it again. */
const SearchOption = memo(function SearchOption({ id, href, name, detail, grade, selected, onPick }: SearchOptionProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's field takes the keys (aria-activedescendant)
    <div
      id={id}
      role="option"
      aria-selected={selected}
      // Spelled out: the name, a product's platform, the grade (its cells' text would run together).
      aria-label={[name, detail, grade && `rated ${grade}`].filter(Boolean).join(', ')}
      className="search-option"
      // The field keeps focus (and its list) while an option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(href)}
    >
      <span className="search-option-name">{name}</span>
      {detail && <span className="search-option-detail">{detail}</span>}
      {grade && (
        <span className="search-option-grade">
          <GradeBadge grade={grade} />
        </span>
      )}
    </div>
  )
})

/**
 * The header's listbox: at most five matches a group, best first, each with its grade (and a product's platform).
 * A memo: the options it hands up (`onOptions`) render the combobox again, and that render changes nothing here.
 */
export const SearchListbox = memo(function SearchListbox({ id, text, hidden, demo, scope, activeId, onOptions, onPick }: SearchListboxProps) {
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
  // The combobox moves through these with the arrow keys; before paint, so the first arrow finds them. Handed up
  // only when they changed: a further letter often leaves the same matches, and the combobox need not render again.
  const handedUp = useRef<readonly SearchOptionLink[]>([])
  useLayoutEffect(() => {
    if (sameOptions(handedUp.current, flat)) return
    handedUp.current = flat
    onOptions(flat)
  }, [flat, onOptions])

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
                <SearchOption key={option.id} {...option} selected={option.id === activeId} onPick={onPick} />
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  )
})
