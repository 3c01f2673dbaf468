import { useEffect, useId, useState } from 'react'
import { shortenAddress } from '../../lib/format'

type CopyState = 'idle' | 'copied' | 'failed'

/** A contract address shortened, with the full value one click away and a copy button. */
export function CopyAddress({ address }: { address: string }) {
  const [expanded, setExpanded] = useState(false)
  const [state, setState] = useState<CopyState>('idle')
  const fullId = useId()
  const short = shortenAddress(address)
  const isShortened = short !== address

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 3000)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setState('copied')
    } catch {
      // No clipboard (insecure context, denied permission): show the full value to select by hand.
      setExpanded(true)
      setState('failed')
    }
  }

  return (
    <span className="copy-address">
      <code id={fullId} title={address} className={expanded ? 'is-full' : undefined}>
        {expanded || !isShortened ? address : short}
      </code>
      {isShortened && (
        <button type="button" className="small-button" aria-expanded={expanded} aria-controls={fullId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Shorten' : 'Show full'} <span className="visually-hidden">contract address</span>
        </button>
      )}
      <button type="button" className="small-button" onClick={() => void copy()}>
        Copy <span className="visually-hidden">contract address</span>
      </button>
      <span role="status" className="copy-status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy; select the address instead' : ''}
      </span>
    </span>
  )
}
