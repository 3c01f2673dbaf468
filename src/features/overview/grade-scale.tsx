import { GradeBadge } from '../../components/grade-badge'
import { BAND_LABELS, gradeBand, type GradeBand } from '../../lib/grades'
import { GRADE_SCALE } from '../../domain/grades'

const BAND_MEANINGS: Record<Exclude<GradeBand, 'unknown'>, string> = {
  qualified: 'Meets the methodology’s bar: risks are identified and well managed.',
  elevated: 'Notable weaknesses: risks are higher than for qualified ratings.',
  'high-risk': 'Serious weaknesses: a loss of funds is a real possibility.',
  default: 'Has failed: funds were lost or obligations were not met.',
}

const BANDS = Object.keys(BAND_MEANINGS) as Array<Exclude<GradeBand, 'unknown'>>

/** The grade scale as a table, so the bands are read as text, not guessed from colour. */
export function GradeScale() {
  return (
    <table className="grade-scale">
      <caption>The grade scale, best to worst</caption>
      <thead>
        <tr>
          <th scope="col">Band</th>
          <th scope="col">Grades</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {BANDS.map((band) => (
          <tr key={band}>
            <th scope="row">{BAND_LABELS[band]}</th>
            <td>
              <span className="grade-scale-grades">
                {GRADE_SCALE.filter((grade) => gradeBand(grade) === band).map((grade) => (
                  <GradeBadge key={grade} grade={grade} />
                ))}
              </span>
            </td>
            <td>{BAND_MEANINGS[band]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
