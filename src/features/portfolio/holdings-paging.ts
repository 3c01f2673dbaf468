import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

export interface HoldingsPaging {
  limit: number
  offset: number
}

/** The page of `total` holdings that the URL's window falls on: an offset between pages goes to its page, one past the end to the last. */
export function holdingsPage({ limit, offset }: HoldingsPaging, total: number): HoldingsPaging {
  const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0
  return { limit, offset: Math.min(offset - (offset % limit), last) }
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
