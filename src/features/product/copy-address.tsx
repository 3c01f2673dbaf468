import { useId, useState } from 'react'
import { CopyButton } from '../../components/copy-button'
import { shortenAddress } from '../../lib/format'

/** A contract address shortened, with the full value one click away and a copy button. */
export function CopyAddress({ address }: { address: string }) {
  const [expanded, setExpanded] = useState(false)
  const fullId = useId()
  const short = shortenAddress(address)
  const isShortened = short !== address

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
      {/* No clipboard: the full value is shown to select by hand. */}
      <CopyButton text={address} buttonClassName="small-button" failedMessage="Could not copy; select the address instead" onFailed={() => setExpanded(true)}>
        Copy <span className="visually-hidden">contract address</span>
      </CopyButton>
    </span>
  )
}
