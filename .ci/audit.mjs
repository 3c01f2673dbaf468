// `npm audit --omit=dev`: fails on any high or critical finding. When the
// registry does not offer the audit endpoint (some mirrors answer 405), there
// is no result to judge: that is printed plainly instead of passing silently.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: false })
let report
try {
  report = JSON.parse(run.stdout || '{}')
} catch {
  console.error('npm audit printed no JSON:', run.stderr.slice(0, 500))
  process.exit(1)
}

const counts = report.metadata?.vulnerabilities
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0)
  console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`)
  process.exit(serious > 0 ? 1 : 0)
}

if (report.statusCode && report.statusCode >= 400) {
  console.log(`npm audit: NOT RUN, the registry's audit endpoint answered ${report.statusCode} (${report.method ?? ''}); no result to judge`)
  process.exit(0)
}

console.error('npm audit: unexpected answer', JSON.stringify(report).slice(0, 500))
process.exit(1)
