// Names every failed test, with the first line of its error, from the runners' result files.
// CI prints it just before the totals, so the end of a log says which tests failed and why.
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

const MAX_ERROR = 300
const firstLine = (text) => (stripVTControlCharacters(String(text ?? '')).split('\n').find((line) => line.trim()) ?? '').trim().slice(0, MAX_ERROR)
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const failures = []

const [vitestFile, vitestFlakyFile, ...rest] = process.argv.slice(2)
const vitest = read(vitestFile)
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failures.push(`vitest ${file.name.split('/test/').pop()} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  }
  if (file.status === 'failed' && !(file.assertionResults ?? []).length) failures.push(`vitest ${file.name}: ${firstLine(file.message)}`)
}

for (const test of read(vitestFlakyFile)?.flaky ?? []) failures.push(`vitest (flaky) ${test.file} › ${test.name}: ${firstLine(test.error)}`)

/** Playwright's JSON report: suites nest; a test failed when its outcome is "unexpected". */
function playwrightFailures(label, suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue
      const error = test.results?.findLast((result) => result.status !== 'passed')?.errors?.[0]?.message
      failures.push(`${label} ${test.status === 'flaky' ? '(flaky) ' : ''}[${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(label, child, path)
}

for (const file of rest) {
  const report = read(file)
  if (!report) continue
  if (Array.isArray(report.results)) {
    for (const result of report.results) {
      if (!result.ok || result.flaky) failures.push(`engines ${result.flaky ? '(flaky) ' : ''}${result.engine}: ${result.name}: ${firstLine(result.error)}`)
    }
  } else {
    for (const suite of report.suites ?? []) playwrightFailures('playwright', suite)
  }
}

if (failures.length) {
  console.log('Failed or flaky tests:')
  for (const failure of failures) console.log(`  ${failure}`)
}
