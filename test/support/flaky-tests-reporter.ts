import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Reporter, TestCase, TestModule } from 'vitest/node'

/** Where CI reads the tests that passed only when tried again, and the errors no test caught (.ci/failures.mjs prints them). */
const OUTPUT = 'test-results/vitest-flaky.json'

type SerializedError = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1][number]

/** Vitest tags an error thrown outside any assertion with the test (and file) running when it was thrown. */
type TaggedError = SerializedError & { VITEST_TEST_NAME?: unknown; VITEST_TEST_PATH?: unknown }

/**
 * CI tries a failed test once more (`retry` in vitest.config.ts), as it does the
 * browser tests. A test that passes on its second try still counts as passed,
 * but is written down here with its first error, so the log names it and a
 * flaky test is seen rather than hidden. An unhandled error fails the run
 * without failing a test: it is written down too, with the test that was
 * running when it was thrown, so it is not a failure without a name.
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

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const unhandled = unhandledErrors.map((error: TaggedError) => ({
      file: typeof error.VITEST_TEST_PATH === 'string' ? relative(process.cwd(), error.VITEST_TEST_PATH) : '(no file)',
      name: typeof error.VITEST_TEST_NAME === 'string' ? error.VITEST_TEST_NAME : '(outside any test)',
      error: `${error.name ?? 'Error'}: ${error.message ?? ''}`,
    }))
    mkdirSync(dirname(OUTPUT), { recursive: true })
    writeFileSync(OUTPUT, `${JSON.stringify({ flaky: this.flaky, unhandled }, null, 2)}\n`)
  }
}
