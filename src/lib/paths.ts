import { toSlug } from './slug'

/** In-app links to detail pages (UI contract routes), built in one place. */
export function platformPath(platformSlugOrName: string): string {
  return `/defi/${encodeURIComponent(toSlug(platformSlugOrName))}`
}

/** Contract addresses are used as they come (case kept), encoded for the path. */
export function productPath(platformSlugOrName: string, contractAddress: string): string {
  return `${platformPath(platformSlugOrName)}/${encodeURIComponent(contractAddress)}`
}

export function providerPath(providerName: string): string {
  return `/infra/${encodeURIComponent(toSlug(providerName))}`
}

/** The id of Settings' "Session credit budget" field, the target of "Raise budget". */
export const SESSION_BUDGET_FIELD_ID = 'session-credit-budget'

export function sessionBudgetPath(): string {
  return `/settings#${SESSION_BUDGET_FIELD_ID}`
}
