/**
 * Platform and provider slug as the contract derives it: lower case, every run
 * of characters other than a-z0-9 becomes one `-`, trimmed of `-`.
 */
export function toSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
