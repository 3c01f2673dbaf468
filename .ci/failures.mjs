// Names every failed test, and every test that passed only when tried again, each with the first line of its
// error, from the runners' result files. CI prints it just before the totals, so the end of a log says which tests
// failed and why, and a new flake is seen the day it appears (a retried pass is listed even when all is green).
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

const MAX_ERROR = 300
const firstLine = (text) => (stripVTControlCharacters(String(text ?? '')).split('\n').find((line) => line.trim()) ?? '').trim().slice(0, MAX_ERROR)
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const failures = []
const retried = []

const [vitestFile, vitestFlakyFile, ...rest] = process.argv.slice(2)
const vitest = read(vitestFile)
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failures.push(`vitest ${file.name.split('/test/').pop()} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  }
  if (file.status === 'failed' && !(file.assertionResults ?? []).length) failures.push(`vitest ${file.name}: ${firstLine(file.message)}`)
}

const vitestExtra = read(vitestFlakyFile)
for (const test of vitestExtra?.flaky ?? []) retried.push(`vitest ${test.file} › ${test.name}: ${firstLine(test.error)}`)
// An error no test caught fails the run without failing a test: named by the test running when it was thrown.
for (const error of vitestExtra?.unhandled ?? []) failures.push(`vitest unhandled error in ${error.file} › ${error.name}: ${firstLine(error.error)}`)

/** Playwright's JSON report: suites nest; a test failed when its outcome is "unexpected". */
function playwrightFailures(label, suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue
      const error = test.results?.findLast((result) => result.status !== 'passed')?.errors?.[0]?.message
      ;(test.status === 'flaky' ? retried : failures).push(`${label} [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(label, child, path)
}

for (const file of rest) {
  const report = read(file)
  if (!report) continue
  if (Array.isArray(report.results)) {
    for (const result of report.results) {
      if (!result.ok) failures.push(`engines ${result.engine}: ${result.name}: ${firstLine(result.error)}`)
      else if (result.flaky) retried.push(`engines ${result.engine}: ${result.name}: ${firstLine(result.error)}`)
    }
  } else {
    for (const suite of report.suites ?? []) playwrightFailures('playwright', suite)
  }
}

function list(title, entries) {
  console.log(`${title}: ${entries.length === 0 ? 'none' : entries.length}`)
  for (const entry of entries) console.log(`  ${entry}`)
}
list('Failed tests', failures)
list('Passed only on retry', retried)
