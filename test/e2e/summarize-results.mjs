// Prints the e2e totals from Playwright's JSON report as one plain line,
// "e2e: N passed, N failed, N skipped", for CI logs. Flaky tests (passed on
// retry) count as passed and are named on a line of their own.
//   node test/e2e/summarize-results.mjs [test-results/e2e-results.json]
import { existsSync, readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'test-results/e2e-results.json'
if (!existsSync(file)) {
  console.log('e2e: 0 passed, 1 failed (no Playwright report was written)')
  process.exit(1)
}
const { stats } = JSON.parse(readFileSync(file, 'utf8'))
const passed = stats.expected + stats.flaky
if (stats.flaky) console.log(`e2e: ${stats.flaky} flaky (passed on retry)`)
console.log(`e2e: ${passed} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`)
process.exit(stats.unexpected > 0 ? 1 : 0)
