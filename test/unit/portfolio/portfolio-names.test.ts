import { describe, expect, it } from 'vitest'
import { nameProblem, suggestedName, tidyName } from '../../../src/features/portfolio/portfolio-names'

const existing = ['My portfolio', 'Fund B']

describe('portfolio names', () => {
  it.each([
    ['a new name', 'Treasury', null, null],
    ['60 characters', 'x'.repeat(60), null, null],
    ['empty', '', null, 'Enter a name for the portfolio.'],
    ['spaces only', '   ', null, 'Enter a name for the portfolio.'],
    ['61 characters', 'x'.repeat(61), null, "The name is 61 characters long; a portfolio's name has at most 60."],
    ['taken, in another case', 'fund b', null, 'A portfolio named “Fund B” already exists. Choose another name (names ignore upper and lower case).'],
    ['taken, with other spaces', ' My   portfolio ', null, 'A portfolio named “My portfolio” already exists. Choose another name (names ignore upper and lower case).'],
    ['its own name in a rename', 'FUND B', 'Fund B', null],
    ["another's name in a rename", 'my portfolio', 'Fund B', 'A portfolio named “My portfolio” already exists. Choose another name (names ignore upper and lower case).'],
  ])('%s', (_case, name, renaming, problem) => {
    expect(nameProblem(name, existing, renaming)).toBe(problem)
  })

  it('keeps a name trimmed, inner spaces made one', () => {
    expect(tidyName('  Fund \t  B ')).toBe('Fund B')
  })

  it('suggests a free name for a new portfolio', () => {
    expect(suggestedName(['My portfolio'])).toBe('Portfolio 2')
    expect(suggestedName(['My portfolio', 'portfolio 2'])).toBe('Portfolio 3')
  })
})
