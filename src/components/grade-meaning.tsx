import { bandReading, isPreviewRating } from '../lib/grades'
import './grade-meaning.css'

/**
 * What a grade means, under the grade on a detail page: its band's one-line
 * meaning (the same words as the overview's scale) and, for a preview
 * rating, what the potential grade is.
 */
export function GradeMeaning({
  grade,
  version,
  potentialGrade = null,
}: {
  grade: string | null | undefined
  version: string | null | undefined
  potentialGrade?: string | null
}) {
  const reading = bandReading(grade)
  const preview = isPreviewRating(version, potentialGrade)
  if (!reading && !preview) return null
  return (
    <div className="grade-meaning">
      {reading && (
        <p>
          <strong>{reading.label}</strong> — {reading.meaning}
        </p>
      )}
      {preview && (
        <p className="grade-meaning-preview">
          {potentialGrade
            ? `Preview rating: the potential rating, ${potentialGrade}, is what the raters think is reachable. It is not a grade held today.`
            : `Preview rating: methodology ${version ?? ''} is a preview, so this grade may still change.`}
        </p>
      )}
    </div>
  )
}
