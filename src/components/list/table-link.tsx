import { createContext, useCallback, useContext, useLayoutEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { isPlainLeftClick } from '../../lib/plain-click'

type Navigate = (to: string) => void

const TableNavigateContext = createContext<Navigate | null>(null)

/**
 * Gives the TableLinks below it one navigate function that never changes.
 * React Router's <Link> reads the current location, so every link in every
 * row re-rendered on each URL change (a sort, a filter, a page), inside the
 * synchronous update of the click: at 4× CPU slowdown that was the largest
 * part of the interaction. DataTable renders this around its rows.
 */
export function TableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useLayoutEffect(() => {
    latest.current = navigate
  }, [navigate])
  const stable = useCallback<Navigate>((to) => void latest.current(to), [])
  return <TableNavigateContext.Provider value={stable}>{children}</TableNavigateContext.Provider>
}

/**
 * A link in a table cell to an app path (from lib/paths.ts): a plain <a>
 * that navigates in the app on a plain left click and leaves every other
 * click (new tab, new window) to the browser, like <Link>, without
 * re-rendering when the URL changes. Outside a TableNavigateProvider it is a <Link>.
 */
export function TableLink({
  to,
  onClick,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>) {
  const navigate = useContext(TableNavigateContext)
  if (!navigate) {
    return (
      <Link to={to} onClick={onClick} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  )
}
