// Checks out one commit (the previous main) and builds its live and demo bundles once, for every side-by-side step
// of a CI run (bench-ui.mjs, bench-first-visit.mjs, lighthouse.mjs --base), which find it through E2E_BASE:
//   node test/e2e/build-base.mjs <git ref> <folder>        then E2E_BASE=<folder> for the benches
//   node test/e2e/build-base.mjs --remove <folder>          removes the worktree and the bundles
// <folder> gets checkout/ (a git worktree with this checkout's node_modules linked in), live/, demo/ and base.json.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { addCheckout, removeCheckout } from './support/bench-side-by-side.mjs'
import { buildBundle } from './support/servers.mjs'

const [first, second] = process.argv.slice(2)
if (!first || !second) {
  console.error('usage: build-base.mjs <git ref> <folder> | build-base.mjs --remove <folder>')
  process.exit(2)
}
const folder = resolve(second)
if (existsSync(join(folder, 'checkout'))) removeCheckout(join(folder, 'checkout'))
rmSync(folder, { recursive: true, force: true })
if (first !== '--remove') {
  mkdirSync(folder, { recursive: true })
  const base = addCheckout(first, join(folder, 'checkout'))
  const live = buildBundle('live', join(folder, 'live'), {}, base.root)
  const demo = buildBundle('demo', join(folder, 'demo'), {}, base.root)
  writeFileSync(join(folder, 'base.json'), JSON.stringify({ ...base, live, demo }, null, 2))
}
