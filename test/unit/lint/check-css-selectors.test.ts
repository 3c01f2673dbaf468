import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Paths from the repository root (where vitest runs): jsdom gives import.meta.url no file scheme.
const script = resolve('test/lint/check-css-selectors.mjs')
const fixture = (name: string) => resolve('test/unit/lint/fixtures', name)

/** Runs the check as `npm run lint` does; returns its exit code and what it printed. */
function runCheck(folder: string): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [script, folder], { encoding: 'utf8', stdio: 'pipe' })
    return { code: 0, output }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { code: failed.status, output: failed.stdout + failed.stderr }
  }
}

describe('check-css-selectors (run by npm run lint)', () => {
  it('fails and names each selector that two stylesheets define, with both places', () => {
    const { code, output } = runCheck(fixture('shared'))
    expect(code).toBe(1)
    expect(output).toMatch(/^\.skeleton-bar {2}is defined in 2 stylesheets: .*keys\.css:6, .*table\.css:2$/m)
    // Whitespace around combinators does not hide a shared selector.
    expect(output).toMatch(/^\.table-row > td {2}is defined in 2 stylesheets/m)
    expect(output).not.toMatch(/keys-row/)
    expect(output).toContain('2 selector(s) defined in more than one stylesheet')
  })

  it('passes stylesheets whose selectors are their own, even when one file repeats its own rule', () => {
    const { code, output } = runCheck(fixture('distinct'))
    expect(code).toBe(0)
    expect(output).toContain('2 stylesheets, no selector defined in two of them')
  })

  it('passes the app’s own stylesheets', () => {
    const { code, output } = runCheck(resolve('src'))
    expect(output).not.toContain('is defined in')
    expect(code).toBe(0)
  })
})
