import { useId, useState } from 'react'
import type { Alert } from '../../api/schemas/alerts'

/** The title is a disclosure button; the description opens beneath it, in the same cell. */
export function AlertTitleCell({ alert }: { alert: Alert }) {
  const [open, setOpen] = useState(false)
  const descriptionId = useId()
  if (!alert.description)
    return (
      <span className="alert-title" title={alert.title}>
        {alert.title}
      </span>
    )
  return (
    <div className="alert-title-cell">
      <button
        type="button"
        className="alert-title-toggle"
        aria-expanded={open}
        aria-controls={descriptionId}
        title={alert.title}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="alert-title-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="alert-title-text">{alert.title}</span>
      </button>
      <p id={descriptionId} className="alert-description" hidden={!open}>
        {alert.description}
      </p>
    </div>
  )
}
