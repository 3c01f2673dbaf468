import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { PAGE_SIZES } from '../../api/params/fields'

/** [ours] Fifty holdings a page: a portfolio of 500 draws in a tenth of the time, and 20 positions fit on one. */
export const HOLDINGS_PAGE_SIZE = 50

export interface HoldingsPaging {
  limit: number
  offset: number
}

/**
 * The page of holdings in the URL (`limit`, `offset`, as on the list pages,
 * defaults left out). A value the page cannot use is read as the default; an
 * offset past the end shows the last page.
 */
export function readHoldingsPaging(search: URLSearchParams, total: number): HoldingsPaging {
  const asked = Number(search.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : HOLDINGS_PAGE_SIZE
  const offsetText = search.get('offset') ?? ''
  const wanted = /^\d+$/.test(offsetText) ? Number(offsetText) : 0
  const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0
  return { limit, offset: Math.min(wanted - (wanted % limit), last) }
}

export function holdingsPagingSearch(search: URLSearchParams, paging: HoldingsPaging): URLSearchParams {
  const next = new URLSearchParams(search)
  if (paging.limit === HOLDINGS_PAGE_SIZE) next.delete('limit')
  else next.set('limit', String(paging.limit))
  if (paging.offset === 0) next.delete('offset')
  else next.set('offset', String(paging.offset))
  return next
}

/**
 * True while the page is printed (the browser's print, "Print report", or a
 * PDF of print media): the report holds every holding, not the page on screen.
 * The change is drawn before the print is laid out.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const media = window.matchMedia?.('print')
    const start = () => flushSync(() => setPrinting(true))
    const stop = () => setPrinting(false)
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? start() : stop())
    window.addEventListener('beforeprint', start)
    window.addEventListener('afterprint', stop)
    media?.addEventListener?.('change', onMedia)
    return () => {
      window.removeEventListener('beforeprint', start)
      window.removeEventListener('afterprint', stop)
      media?.removeEventListener?.('change', onMedia)
    }
  }, [])
  return printing
}
