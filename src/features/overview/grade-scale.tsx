import { GradeBadge } from '../../components/grade-badge'
import { BAND_LABELS, BAND_MEANINGS, RATED_BANDS, gradeBand } from '../../lib/grades'
import { GRADE_SCALE } from '../../lib/grades'

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
        {RATED_BANDS.map((band) => (
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
