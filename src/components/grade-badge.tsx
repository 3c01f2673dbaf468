import { BAND_LABELS, gradeBand } from '../lib/grades'

/**
 * A grade as text, tinted by its band. The band name is spelled out (visibly
 * or for screen readers), so colour never carries the meaning alone.
 */
export function GradeBadge({
  grade,
  size = 'normal',
  showBand = false,
}: {
  grade: string | null | undefined
  size?: 'normal' | 'large'
  showBand?: boolean
}) {
  if (!grade) return <span className="grade-missing">–</span>
  const band = gradeBand(grade)
  const bandLabel = BAND_LABELS[band]
  return (
    <span className={`grade-badge band-${band}${size === 'large' ? ' is-large' : ''}`} title={`${grade}: ${bandLabel}`}>
      <span className="grade-text">{grade}</span>
      {showBand ? <span className="grade-band">{bandLabel}</span> : <span className="visually-hidden">({bandLabel})</span>}
    </span>
  )
}
