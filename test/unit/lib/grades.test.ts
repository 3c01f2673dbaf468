import { describe, expect, it } from 'vitest'
import { baseGrade, compareGrades, gradeBand, gradeInBaseRange, notchesBetter } from '../../../src/lib/grades'
import { BASE_GRADES, GRADE_SCALE } from '../../../src/domain/grades'

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
