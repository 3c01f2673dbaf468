/*
 * The rules on a portfolio's name (UI contract): required, at most 60
 * characters, unique among this connection's portfolios regardless of case.
 * Each broken rule has its own message; a name that breaks one changes nothing.
 */

export const PORTFOLIO_NAME_MAX = 60
/** What a portfolio stored before there could be several is called. */
export const FIRST_PORTFOLIO_NAME = 'My portfolio'

/** The name as kept: trimmed, inner runs of spaces made one. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

export function sameName(a: string, b: string): boolean {
  return tidyName(a).toLocaleLowerCase('en') === tidyName(b).toLocaleLowerCase('en')
}

/**
 * Why `name` cannot be used, or null when it can. `existing` are the names in
 * use; `renaming` is the portfolio's own name when it is being renamed (it
 * may keep its name or change its case).
 */
export function nameProblem(name: string, existing: readonly string[], renaming: string | null = null): string | null {
  const tidy = tidyName(name)
  if (tidy === '') return 'Enter a name for the portfolio.'
  if (tidy.length > PORTFOLIO_NAME_MAX) return `The name is ${tidy.length} characters long; a portfolio's name has at most ${PORTFOLIO_NAME_MAX}.`
  const taken = existing.find((other) => sameName(other, tidy) && !(renaming !== null && sameName(other, renaming)))
  if (taken !== undefined) return `A portfolio named “${taken}” already exists. Choose another name (names ignore upper and lower case).`
  return null
}

/** A free name for a new portfolio: "Portfolio 2", "Portfolio 3", … */
export function suggestedName(existing: readonly string[]): string {
  for (let number = existing.length + 1; ; number += 1) {
    const name = `Portfolio ${number}`
    if (!existing.some((other) => sameName(other, name))) return name
  }
}
