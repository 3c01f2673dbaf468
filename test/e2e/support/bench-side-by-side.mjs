// What the side-by-side measurements (bench-first-visit.mjs, lighthouse.mjs --base) share: another
// commit checked out beside this one (servers.mjs builds and serves it with that commit's own vite), the
// stored connection a live build starts with, and a quiet machine before each run.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { FAKE_LIVE_API_KEY } from '../fake-live-api.mjs'
import { ROOT } from './servers.mjs'

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

/** Folders of node_modules that belong to one checkout's runs (build caches, bundles under test), not to its packages. */
const OWN_CACHES = new Set(['.cache', '.vite', '.vite-temp', '.tmp'])

/**
 * `ref` checked out in a temporary git worktree of its own, with this
 * checkout's node_modules hard-linked into it when the lock file is the same
 * (a copy where hard links cannot be made), else its own `npm ci`. The
 * worktree is removed when the script ends.
 */
export function checkoutCommit(ref) {
  const started = Date.now()
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const root = mkdtempSync(join(tmpdir(), 'bench-base-'))
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' })
    rmSync(root, { recursive: true, force: true })
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' })
  }
  process.once('exit', remove)
  // Interrupted, the script still ends through 'exit', so the worktree goes with it.
  process.once('SIGINT', () => process.exit(130))
  process.once('SIGTERM', () => process.exit(143))
  git('worktree', 'add', '--detach', '--quiet', root, commit)
  const sameLock = git('diff', '--name-only', commit, '--', 'package-lock.json') === ''
  if (sameLock) {
    const from = join(ROOT, 'node_modules')
    const entries = readdirSync(from).filter((name) => !OWN_CACHES.has(name))
    const to = join(root, 'node_modules')
    const copy = (flags) => {
      rmSync(to, { recursive: true, force: true })
      mkdirSync(to)
      return spawnSync('cp', [flags, ...entries.map((name) => join(from, name)), to], { stdio: 'ignore' }).status === 0
    }
    if (!copy('-al') && !copy('-a')) throw new Error(`could not copy node_modules for ${ref}`)
  } else {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' })
    if (install.status !== 0) throw new Error(`npm ci of ${ref} failed`)
  }
  console.log(`checked out ${ref} (${commit.slice(0, 10)}${sameLock ? '' : ', its own npm ci'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { ref, commit, root }
}

/** What the live build finds in storage when it starts: a remembered connection to the fake API. */
export const liveStorage = (apiUrl) => ({
  'ratings-dashboard:connection': JSON.stringify({ mode: 'live', baseUrl: apiUrl, remember: true }),
  'ratings-dashboard:api-key': FAKE_LIVE_API_KEY,
})

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const idleAndTotal = () =>
  cpus().reduce(([idle, total], cpu) => [idle + cpu.times.idle, total + Object.values(cpu.times).reduce((sum, value) => sum + value, 0)], [0, 0])

/**
 * Waits until the machine is quiet (at least 85 % idle over half a second, for at most `maxMs`). A browser just
 * started or closed keeps working for a second or two (its profile, GPU and network processes), and a run
 * started meanwhile shares the cores with it.
 */
export async function settle(maxMs = 8_000) {
  const deadline = Date.now() + maxMs
  while (Date.now() < deadline) {
    const [idle0, total0] = idleAndTotal()
    await sleep(500)
    const [idle1, total1] = idleAndTotal()
    if ((idle1 - idle0) / Math.max(1, total1 - total0) >= 0.85) return
  }
}
