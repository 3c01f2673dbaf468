import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

// Paths from the repository root (where vitest runs): jsdom gives import.meta.url no file scheme.
const script = resolve('test/e2e/check-budgets.mjs')

/** Text that gzip cannot shrink: `kb` kilobytes of it weigh about as much compressed. */
const incompressible = (kb: number) => `export const blob = "${randomBytes(kb * 1000).toString('base64')}"\n`

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A fake live build: index.html loading `index-a.js`, and the given files under assets/, each of 1 KiB or more
 * with its Brotli and gzip copies, as the build writes them.
 */
function fakeBuild(assets: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-budgets-'))
  folders.push(dir)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" crossorigin src="/assets/index-a.js"></script><div id="root"></div>')
  for (const [name, code] of Object.entries(assets)) {
    const file = join(dir, 'assets', name)
    writeFileSync(file, code)
    if (statSync(file).size < 1024) continue
    writeFileSync(`${file}.br`, brotliCompressSync(code))
    writeFileSync(`${file}.gz`, gzipSync(code))
  }
  return dir
}

function runCheck(dir: string): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, [script, '--dist', dir], { encoding: 'utf8', stdio: 'pipe' }) }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { code: failed.status, output: failed.stdout + failed.stderr }
  }
}

/** The verdict line (`ok` or `FAIL`) of one check. */
const line = (output: string, check: string) => output.split('\n').find((text) => /^(ok|FAIL) /.test(text) && text.includes(check)) ?? ''

// A small app: the entry lazily imports three routes; the product route shares a chunk with the
// entry's code and lazily loads a chart; the compare route has a chart of its own.
const app = {
  'index-a.js':
    '//# allFunctionsCalledOnLoad\nexport const start = 1\nconst routes = [() => import(`./product-route-p1.js`), () => import(`./compare-route-c1.js`), () => import(`./defi-route-d1.js`)]\n',
  'defi-route-d1.js': `import { shared } from "./shared-s.js"\nexport const Component = shared\n${incompressible(10)}`,
  'shared-s.js': 'import { start } from "./index-a.js"\nexport const shared = start\n',
  'product-route-p1.js': 'import { shared } from "./shared-s.js"\nexport const Component = () => import(`./pillar-bars-b.js`)\n',
  'pillar-bars-b.js': 'import { chart } from "./BarChart-r.js"\nexport const bars = chart\n',
  'BarChart-r.js': '//# allFunctionsCalledOnLoad\nexport const chart = "recharts-surface"\n',
  'compare-route-c1.js': 'import { shared } from "./shared-s.js"\nexport const Component = () => import(`./compare-bars-q.js`)\n',
  'compare-bars-q.js': `//# allFunctionsCalledOnLoad\nexport const other = "recharts-wrapper"\n${incompressible(10)}`,
}

describe('check-budgets (run by the browser-test runner)', () => {
  it('adds up what a product page loads: the start-up JS, its route with what it imports, the chart it loads lazily', () => {
    const { code, output } = runCheck(fakeBuild(app))
    expect(code).toBe(0)
    const product = line(output, 'product page JS')
    expect(product).toMatch(/^ok {4}product page JS [\d.]+ kB gzip ≤ 220 kB/)
    for (const name of ['index-a.js', 'product-route-p1.js', 'shared-s.js', 'pillar-bars-b.js', 'BarChart-r.js']) expect(product).toContain(name)
    // Another route's chart is not the product page's.
    expect(product).not.toContain('compare')
    expect(line(output, 'start-up JS ')).toMatch(/^ok {4}start-up JS [\d.]+ kB gzip ≤ \d+ kB$/)
  })

  it('weighs what a product page needs before its grade: start-up and the route with its static imports, not its lazy chart', () => {
    const { code, output } = runCheck(fakeBuild(app))
    expect(code).toBe(0)
    const beforeGrade = line(output, 'product page JS before its grade')
    expect(beforeGrade).toMatch(/^ok {4}product page JS before its grade [\d.]+ kB gzip ≤ \d+ kB \(3 files; aim 160 kB\)$/)
    const heavy = runCheck(fakeBuild({ ...app, 'shared-s.js': app['shared-s.js'] + incompressible(200) }))
    expect(heavy.code).toBe(1)
    expect(line(heavy.output, 'product page JS before its grade')).toMatch(/^FAIL /)
  })

  it('fails when the start-up JS is over its budget', () => {
    const budget = Number(/ ≤ (\d+) kB$/.exec(line(runCheck(fakeBuild(app)).output, 'start-up JS '))?.[1])
    expect(budget).toBeGreaterThan(0)
    const { code, output } = runCheck(fakeBuild({ ...app, 'index-a.js': app['index-a.js'] + incompressible(budget + 5) }))
    expect(code).toBe(1)
    expect(line(output, 'start-up JS ')).toMatch(new RegExp(`^FAIL {2}start-up JS [\\d.]+ kB gzip ≤ ${budget} kB$`))
  })

  it('fails when the product page, its chart included, is over 220 kB gzip while start-up is within budget', () => {
    const { code, output } = runCheck(fakeBuild({ ...app, 'BarChart-r.js': app['BarChart-r.js'] + incompressible(230) }))
    expect(code).toBe(1)
    expect(line(output, 'start-up JS ')).toMatch(/^ok /)
    expect(line(output, 'product page JS')).toMatch(/^FAIL {2}product page JS 2\d\d\.\d kB gzip ≤ 220 kB/)
  })

  it("fails when the entry script lost V8's compile hint from its first line", () => {
    expect(line(runCheck(fakeBuild(app)).output, 'compile hint')).toMatch(/^ok /)
    const { code, output } = runCheck(fakeBuild({ ...app, 'index-a.js': app['index-a.js'].replace('//# allFunctionsCalledOnLoad\n', 'const first = 0\n//# allFunctionsCalledOnLoad\n') }))
    expect(code).toBe(1)
    expect(line(output, 'compile hint')).toMatch(/^FAIL {2}the entry script opens with V8's compile hint/)
  })

  it("fails when a chart chunk does not open with V8's compile hint", () => {
    expect(line(runCheck(fakeBuild(app)).output, 'chart chunk opens')).toMatch(/^ok {4}every chart chunk opens with V8's compile hint$/)
    const { code, output } = runCheck(fakeBuild({ ...app, 'compare-bars-q.js': app['compare-bars-q.js'].replace('//# allFunctionsCalledOnLoad\n', '') }))
    expect(code).toBe(1)
    expect(line(output, 'chart chunk opens')).toMatch(/^FAIL {2}every chart chunk opens with V8's compile hint: not assets\/compare-bars-q\.js$/)
  })

  it('fails when a script has no compressed copy, or a copy of an older content', () => {
    expect(line(runCheck(fakeBuild(app)).output, 'Brotli and gzip copies')).toMatch(/^ok {4}every script and stylesheet has Brotli and gzip copies of itself$/)
    const missing = fakeBuild(app)
    rmSync(join(missing, 'assets', 'defi-route-d1.js.br'))
    const { code, output } = runCheck(missing)
    expect(code).toBe(1)
    expect(line(output, 'Brotli and gzip copies')).toMatch(/^FAIL {2}every script and stylesheet has Brotli and gzip copies of itself: missing or stale \S+\/assets\/defi-route-d1\.js\.br$/)
    const stale = fakeBuild(app)
    writeFileSync(join(stale, 'assets', 'compare-bars-q.js.gz'), gzipSync(`${app['compare-bars-q.js']}// an older build\n`))
    expect(line(runCheck(stale).output, 'Brotli and gzip copies')).toMatch(/^FAIL .*: missing or stale \S+\/assets\/compare-bars-q\.js\.gz$/)
  })

  it('fails when the build has no product route chunk to measure', () => {
    const { 'product-route-p1.js': _omitted, ...withoutProduct } = app
    const { code, output } = runCheck(fakeBuild(withoutProduct))
    expect(code).toBe(1)
    expect(output).toContain('FAIL  product page JS: the build has no product-route chunk')
  })
})
