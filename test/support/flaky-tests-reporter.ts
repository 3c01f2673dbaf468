import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'

/** Where CI reads the tests that passed only when tried again (.ci/failures.mjs prints them). */
const OUTPUT = 'test-results/vitest-flaky.json'

/**
 * CI tries a failed test once more (`retry` in vitest.config.ts), as it does the
 * browser tests. A test that passes on its second try still counts as passed,
 * but is written down here with its first error, so the log names it and a
 * flaky test is seen rather than hidden.
 */
export default class FlakyTestsReporter implements Reporter {
  private readonly flaky: Array<{ file: string; name: string; error: string }> = []

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return
    this.flaky.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName,
      error: testCase.result().errors?.[0]?.message ?? '',
    })
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(OUTPUT), { recursive: true })
    writeFileSync(OUTPUT, `${JSON.stringify({ flaky: this.flaky }, null, 2)}\n`)
  }
}
