import { describe, expect, it } from 'vitest'
import {
  BASE_GRADES,
  BAND_MEANINGS,
  GRADE_SCALE,
  RATED_BANDS,
  bandReading,
  baseGrade,
  compareGrades,
  gradeBand,
  gradeInBaseRange,
  isPreviewRating,
  notchesBetter,
} from '../../../src/lib/grades'

describe('compareGrades', () => {
  it('orders the whole scale best first, never alphabetically', () => {
    const shuffled = ['B', 'AAA', 'CCC-', 'A+', 'BBB-', 'D', 'AA', 'BB+']
    expect(shuffled.toSorted(compareGrades)).toEqual(['AAA', 'AA', 'A+', 'BBB-', 'BB+', 'B', 'CCC-', 'D'])
  })

  it('puts unknown grades after every known grade', () => {
    expect(['ZZ', 'D', 'AAA'].toSorted(compareGrades)).toEqual(['AAA', 'D', 'ZZ'])
    expect(compareGrades(null, 'D')).toBeGreaterThan(0)
  })

  it('ignores case and surrounding space', () => {
    expect(compareGrades(' bbb+ ', 'BBB+')).toBe(0)
  })
})

describe('baseGrade', () => {
  it.each([
    ['BBB+', 'BBB'],
    ['BBB-', 'BBB'],
    ['AAA', 'AAA'],
    ['CC', 'CC'],
    ['D', 'D'],
    ['ZZ', null],
    [null, null],
  ])('%s → %s', (grade, base) => {
    expect(baseGrade(grade)).toBe(base)
  })
})

describe('gradeBand', () => {
  it.each([
    ['AAA', 'qualified'],
    ['BBB-', 'qualified'],
    ['BB+', 'elevated'],
    ['B-', 'elevated'],
    ['CCC+', 'high-risk'],
    ['C', 'high-risk'],
    ['D', 'default'],
    ['X', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (grade, band) => {
    expect(gradeBand(grade)).toBe(band)
  })

  it('covers every grade of the scale', () => {
    expect(GRADE_SCALE.every((grade) => gradeBand(grade) !== 'unknown')).toBe(true)
  })
})

describe('gradeInBaseRange', () => {
  it('matches notched grades by their base grade, inclusive at both ends', () => {
    expect(gradeInBaseRange('BBB+', 'AA', 'BBB')).toBe(true)
    expect(gradeInBaseRange('AA-', 'AA', 'BBB')).toBe(true)
    expect(gradeInBaseRange('AAA', 'AA', 'BBB')).toBe(false)
    expect(gradeInBaseRange('BB+', 'AA', 'BBB')).toBe(false)
  })

  it('treats a missing end as open', () => {
    expect(gradeInBaseRange('D', undefined, undefined)).toBe(true)
    expect(gradeInBaseRange('AAA', undefined, 'A')).toBe(true)
    expect(gradeInBaseRange('unknown', undefined, undefined)).toBe(false)
  })

  it('knows ten base grades', () => {
    expect(BASE_GRADES).toHaveLength(10)
  })
})

describe('notchesBetter', () => {
  it('counts notches on the full scale', () => {
    expect(notchesBetter('BBB', 'A-')).toBe(2)
    expect(notchesBetter('A', 'A')).toBe(0)
    expect(notchesBetter('A', 'BBB')).toBe(-3)
    expect(notchesBetter('A', null)).toBeNull()
  })
})

describe('bandReading', () => {
  it.each([
    { grade: 'AA-', label: 'Qualified' },
    { grade: 'bbb-', label: 'Qualified' },
    { grade: 'B-', label: 'Elevated' },
    { grade: 'CCC+', label: 'High risk' },
    { grade: 'D', label: 'Default' },
  ])('$grade is $label, with the meaning the overview shows', ({ grade, label }) => {
    const reading = bandReading(grade)
    expect(reading?.label).toBe(label)
    expect(reading?.meaning).toBe(BAND_MEANINGS[reading!.band])
  })

  it.each([null, undefined, '', 'A++', 'Z'])('has no band for %o', (grade) => {
    expect(bandReading(grade)).toBeNull()
  })

  it('gives every known band a one-line meaning, best first', () => {
    expect(RATED_BANDS).toEqual(['qualified', 'elevated', 'high-risk', 'default'])
    for (const band of RATED_BANDS) expect(BAND_MEANINGS[band]).toMatch(/^[A-Z].+\.$/)
  })
})

describe('isPreviewRating', () => {
  it.each([
    { version: 'v0.1-alpha-preview', potential: null, preview: true },
    { version: ' V2.0-PREVIEW ', potential: null, preview: true },
    { version: 'v2.1', potential: 'A+', preview: true },
    { version: null, potential: 'A+', preview: true },
    { version: 'v2.1', potential: null, preview: false },
    { version: 'preview-v2', potential: '  ', preview: false },
    { version: undefined, potential: undefined, preview: false },
  ])('$version with potential $potential → $preview', ({ version, potential, preview }) => {
    expect(isPreviewRating(version, potential)).toBe(preview)
  })
})
