/** Grade scale, best first, with the + / - modifiers the real service uses. */
export const GRADE_SCALE = [
  'AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB', 'BB-',
  'B+', 'B', 'B-', 'CCC+', 'CCC', 'CCC-', 'CC', 'C', 'D',
] as const
export type Grade = (typeof GRADE_SCALE)[number]

/** The ten base grades that filters accept, best first. */
export const BASE_GRADES = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC', 'CC', 'C', 'D'] as const
export type BaseGrade = (typeof BASE_GRADES)[number]
