import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import FlakyTestsReporter from '../../support/flaky-tests-reporter'

// Paths from the repository root (where vitest runs).
const script = resolve('.ci/failures.mjs')

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function files(contents: Record<string, unknown>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'ci-failures-'))
  folders.push(dir)
  return Object.fromEntries(
    Object.entries(contents).map(([name, value]) => {
      const path = join(dir, name)
      writeFileSync(path, JSON.stringify(value))
      return [name, path]
    }),
  )
}

const playwrightTest = (status: string, message: string) => ({
  status,
  projectName: 'demo',
  results: [{ status: 'failed', errors: [{ message }] }, ...(status === 'flaky' ? [{ status: 'passed', errors: [] }] : [])],
})

describe('.ci/failures.mjs', () => {
  it('names every failed test and, apart, every test that passed only on retry, from each runner', () => {
    const paths = files({
      'vitest.json': {
        testResults: [
          {
            name: '/repo/test/unit/a.test.ts',
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'a breaks', failureMessages: ['AssertionError: expected 1 to be 2\n  at …'] }],
          },
        ],
      },
      'vitest-flaky.json': {
        flaky: [{ file: 'test/components/b.test.tsx', name: 'b waits', error: 'Timed out' }],
        unhandled: [{ file: 'test/components/c.test.tsx', name: 'c renders', error: 'TypeError: x is undefined' }],
      },
      'e2e.json': {
        suites: [
          {
            title: 'portfolio.spec.ts',
            specs: [
              { title: 'on a phone', tests: [playwrightTest('flaky', 'overflow 41 px')] },
              { title: 'prints', tests: [playwrightTest('unexpected', 'five pages')] },
              { title: 'imports', tests: [{ status: 'expected', projectName: 'demo', results: [{ status: 'passed' }] }] },
            ],
          },
        ],
      },
      'engines.json': {
        results: [
          { engine: 'webkit', name: 'revoke a key', ok: true, flaky: true, error: 'no dialog' },
          { engine: 'firefox', name: 'print', ok: false, error: 'no pdf' },
          { engine: 'firefox', name: 'list', ok: true },
        ],
      },
    })
    const out = execFileSync(process.execPath, [script, paths['vitest.json']!, paths['vitest-flaky.json']!, paths['e2e.json']!, paths['engines.json']!], {
      encoding: 'utf8',
    })
    const [failedPart, retriedPart] = out.split('Passed only on retry:')
    expect(failedPart).toContain('Failed tests: 4')
    expect(failedPart).toContain('vitest unit/a.test.ts › a breaks: AssertionError: expected 1 to be 2')
    expect(failedPart).toContain('vitest unhandled error in test/components/c.test.tsx › c renders: TypeError: x is undefined')
    expect(failedPart).toContain('playwright [demo] portfolio.spec.ts › prints: five pages')
    expect(failedPart).toContain('engines firefox: print: no pdf')
    expect(retriedPart).toMatch(/^ 3\n/)
    expect(retriedPart).toContain('vitest test/components/b.test.tsx › b waits: Timed out')
    expect(retriedPart).toContain('playwright [demo] portfolio.spec.ts › on a phone: overflow 41 px')
    expect(retriedPart).toContain('engines webkit: revoke a key: no dialog')
    expect(out).not.toContain('imports')
  })

  it('says "none" for both lists when all passed at the first try', () => {
    const paths = files({ 'vitest.json': { testResults: [] }, 'vitest-flaky.json': { flaky: [], unhandled: [] } })
    const out = execFileSync(process.execPath, [script, paths['vitest.json']!, paths['vitest-flaky.json']!], { encoding: 'utf8' })
    expect(out).toBe('Failed tests: none\nPassed only on retry: none\n')
  })
})

describe('the vitest reporter behind it', () => {
  it('writes an unhandled error down with the test that was running when it was thrown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ci-reporter-'))
    folders.push(dir)
    const cwd = process.cwd()
    process.chdir(dir)
    try {
      const error = { name: 'TypeError', message: 'x is undefined', VITEST_TEST_NAME: 'c renders', VITEST_TEST_PATH: join(dir, 'test/c.test.tsx') }
      new FlakyTestsReporter().onTestRunEnd([], [error, { name: 'Error', message: 'late' }])
      const written = JSON.parse(readFileSync('test-results/vitest-flaky.json', 'utf8')) as unknown
      expect(written).toEqual({
        flaky: [],
        unhandled: [
          { file: 'test/c.test.tsx', name: 'c renders', error: 'TypeError: x is undefined' },
          { file: '(no file)', name: '(outside any test)', error: 'Error: late' },
        ],
      })
    } finally {
      process.chdir(cwd)
    }
  })
})
