/**
 * CopyButton: the one copy-to-clipboard control. A click writes `text` to
 * the clipboard and says `copiedMessage` in a polite live region for a few
 * seconds; when the clipboard refuses (insecure context, denied permission)
 * it says `failedMessage` and keeps it, shows `failedContent` (a field to copy
 * from by hand) and calls `onFailed`. A message belongs to the text it was
 * given for: once `text` changes (another view's link) none is shown.
 */
import { useEffect, useState, type ReactNode } from 'react'
import './copy-button.css'

export interface CopyButtonProps {
  /** The button's content, which names it ("Copy link", "Copy <hidden>contract address</hidden>"). */
  children: ReactNode
  /** What a click copies. */
  text: string
  copiedMessage?: string
  failedMessage?: string
  /** Shown while copying has failed, e.g. a read-only field holding `text`. */
  failedContent?: ReactNode
  onFailed?: () => void
  /** Class of the button itself (`primary`, `small-button`). */
  buttonClassName?: string
}

/** How long "Copied" stays: long enough to read, short enough not to describe an older click. */
const COPIED_MESSAGE_MS = 3000

export function CopyButton({
  children,
  text,
  copiedMessage = 'Copied',
  failedMessage = 'Could not copy',
  failedContent,
  onFailed,
  buttonClassName,
}: CopyButtonProps) {
  const [result, setResult] = useState<{ text: string; status: 'copied' | 'failed' } | null>(null)
  const status = result?.text === text ? result.status : 'idle'

  useEffect(() => {
    if (status !== 'copied') return
    const timer = setTimeout(() => setResult(null), COPIED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [status, result])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setResult({ text, status: 'copied' })
    } catch {
      setResult({ text, status: 'failed' })
      onFailed?.()
    }
  }

  return (
    <span className="copy-button">
      <button type="button" className={buttonClassName} onClick={() => void copy()}>
        {children}
      </button>
      <span role="status" className={`copy-button-status is-${status}`}>
        {status === 'copied' ? copiedMessage : status === 'failed' ? failedMessage : ''}
      </span>
      {status === 'failed' && failedContent}
    </span>
  )
}
