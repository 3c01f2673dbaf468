// What the side-by-side measurements (bench-ui.mjs, bench-first-visit.mjs, lighthouse.mjs --base) share: another
// commit checked out beside this one (servers.mjs builds and serves it with that commit's own vite), the
// stored connection a live build starts with, and a quiet machine before each run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FAKE_LIVE_API_KEY } from '../fake-live-api.mjs'
import { ROOT, buildBundle } from './servers.mjs'

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

/** Folders of node_modules that belong to one checkout's runs (build caches, bundles under test), not to its packages. */
const OWN_CACHES = new Set(['.cache', '.vite', '.vite-temp', '.tmp'])

/**
 * The base CI checked out and built once for the whole run (`node test/e2e/build-base.mjs <ref> <folder>`, whose
 * folder .ci/run passes in E2E_BASE): `{ ref, commit, root, live, demo }`, or null when none was built or it is of
 * another commit than `commit`.
 */
export function builtBase(commit) {
  const folder = process.env.E2E_BASE
  if (!folder) return null
  const file = join(resolve(ROOT, folder), 'base.json')
  if (!existsSync(file)) return null
  const base = JSON.parse(readFileSync(file, 'utf8'))
  return base.commit === commit ? base : null
}

/**
 * `ref` checked out in a git worktree at `root`, with this checkout's node_modules hard-linked into it when the
 * lock file is the same (a copy where hard links cannot be made), else its own `npm ci`. The caller removes it
 * (`removeCheckout`).
 */
export function addCheckout(ref, root) {
  const started = Date.now()
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
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

export function removeCheckout(root) {
  spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' })
  rmSync(root, { recursive: true, force: true })
  spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' })
}

/**
 * `ref` checked out beside this one: the base CI built once when it is that commit (its bundles then come from
 * there too, see baseBundle), else a temporary worktree of its own, removed when the script ends.
 */
export function checkoutCommit(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const built = builtBase(commit)
  if (built) {
    console.log(`using the base built once for this run: ${ref} (${commit.slice(0, 10)}) in ${built.root}`)
    return { ref, commit, root: built.root }
  }
  const root = mkdtempSync(join(tmpdir(), 'bench-base-'))
  process.once('exit', () => removeCheckout(root))
  // Interrupted, the script still ends through 'exit', so the worktree goes with it.
  process.once('SIGINT', () => process.exit(130))
  process.once('SIGTERM', () => process.exit(143))
  return addCheckout(ref, root)
}

/** The base's `kind` bundle: the one built once for this run when there is one, else built now into `outDir`. */
export function baseBundle(base, kind, outDir) {
  const built = builtBase(base.commit)
  if (built && resolve(built.root) === resolve(base.root)) {
    console.log(`using the base's ${kind} bundle built once for this run → ${built[kind]}`)
    return built[kind]
  }
  return buildBundle(kind, outDir, {}, base.root)
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
