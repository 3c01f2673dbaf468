import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate } from 'react-router-dom'
import { useStore } from '../../hooks/use-store'
import { SEARCH_PATH, searchPath } from '../../lib/paths'
import { consentFor, indexConsent } from './index-consent'
import type { SearchOptionLink } from './search-options'
import './search.css'

/*
 * The header's search: a combobox on the WAI-ARIA pattern (list
 * autocomplete, no automatic selection). What start-up carries is the field
 * and its keys; the listbox, the matching library and the index come as one
 * chunk on the first focus, and the live build's question as another.
 */
const loadListbox = () => import('./search-listbox')
const SearchListbox = lazy(() => loadListbox().then((module) => ({ default: module.SearchListbox })))
const IndexBuildDialog = lazy(() => import('./index-build-dialog').then((module) => ({ default: module.IndexBuildDialog })))

/** Where a typed `/` is text, not the shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type)
}

export interface SearchBoxProps {
  /** The demo builds its index without asking. */
  demo: boolean
  /** The connection: a live one's answer to "Build the search index" is its own. */
  scope: string
}

export function SearchBox({ demo, scope }: SearchBoxProps) {
  const navigate = useNavigate()
  const fieldId = useId()
  const listboxId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const revealRef = useRef<HTMLButtonElement>(null)
  const [text, setText] = useState('')
  // On /search the field holds the page's query, to refine it there; it follows the address (a link, Back)
  // and leaves what the person types alone until the address changes again.
  const { pathname, search } = useLocation()
  const pageQuery = pathname === SEARCH_PATH ? (new URLSearchParams(search).get('q') ?? '').trim() : ''
  const [shownQuery, setShownQuery] = useState('')
  if (pageQuery !== shownQuery) {
    setShownQuery(pageQuery)
    setText(pageQuery)
  }
  const [open, setOpen] = useState(false)
  // Phones: the field is behind the "Search" button until it is pressed (or `/` is).
  const [revealed, setRevealed] = useState(false)
  // The listbox's code: asked for on the first focus, so typing never waits for it.
  const [wanted, setWanted] = useState(false)
  const [options, setOptions] = useState<readonly SearchOptionLink[]>([])
  const [active, setActive] = useState(-1)
  const consent = consentFor(useStore(indexConsent), scope)
  const asking = consent === 'asking' || consent === 'building'

  const searching = text.trim().length >= 2
  const expanded = open && searching && options.length > 0
  const activeOption = expanded && active >= 0 ? options[active] : undefined

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')
      if (!shortcut || isTextEntry(event.target) || event.defaultPrevented || document.querySelector('dialog[open]')) return
      event.preventDefault()
      // The field must be shown before it can take focus (phones).
      flushSync(() => setRevealed(true))
      inputRef.current?.focus()
      inputRef.current?.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  // Stable, so the listbox (a memo) is not drawn again when only the field's state changes.
  const go = useCallback(
    (href: string) => {
      setOpen(false)
      setActive(-1)
      // Bound for /search, the field keeps the query (the page's own, once it has arrived); a record's page clears it.
      if (new URL(href, location.origin).pathname !== SEARCH_PATH) setText('')
      setRevealed(false)
      inputRef.current?.blur()
      void navigate(href)
    },
    [navigate],
  )

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value)
    setOpen(true)
    setActive(-1)
    setWanted(true)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!searching || count === 0) return
        setOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        // From the field, Down goes to the first option and Up to the last; past an end, back to the field.
        setActive((current) => {
          if (!expanded) return step === 1 ? 0 : count - 1
          const next = current + step
          return next < -1 ? count - 1 : next >= count ? -1 : next
        })
        return
      }
      case 'Enter': {
        event.preventDefault()
        if (activeOption) go(activeOption.href)
        else if (text.trim()) go(searchPath(text.trim()))
        return
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault()
          close()
        } else if (text) {
          event.preventDefault()
          setText('')
        } else if (revealed) {
          event.preventDefault()
          setRevealed(false)
          // Phones: the field hides again, and focus goes back to the button that showed it.
          revealRef.current?.focus()
        }
        return
      }
      default:
        return
    }
  }

  return (
    <div role="search" className={revealed ? 'search-box is-revealed' : 'search-box'}>
      <button
        ref={revealRef}
        type="button"
        className="search-reveal"
        aria-expanded={revealed}
        aria-controls={fieldId}
        onClick={() => {
          flushSync(() => setRevealed((value) => !value))
          if (!revealed) inputRef.current?.focus()
        }}
      >
        <svg aria-hidden="true" className="search-reveal-icon" viewBox="0 0 20 20" width="20" height="20" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12.7 12.7 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The first row has room for an icon beside Menu; its name stays "Search". */}
        <span className="visually-hidden">Search</span>
      </button>
      <div id={fieldId} className="search-field">
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search ratings"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search  ( / )"
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setWanted(true)
            if (searching) setOpen(true)
          }}
          onBlur={close}
        />
        {wanted && (
          <Suspense fallback={null}>
            <SearchListbox
              id={listboxId}
              text={searching ? text : ''}
              hidden={!open}
              demo={demo}
              scope={scope}
              activeId={activeOption?.id}
              onOptions={setOptions}
              onPick={go}
            />
          </Suspense>
        )}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <IndexBuildDialog scope={scope} />
        </Suspense>
      )}
    </div>
  )
}
