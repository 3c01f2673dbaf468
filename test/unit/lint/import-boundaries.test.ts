import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * Runs oxlint with the project's own .oxlintrc.json over small files laid out
 * like src/ in a temporary folder, so the boundaries are checked by the rules
 * that `npm run lint` applies, and removing a rule fails this test.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const OXLINT = join(ROOT, 'node_modules', '.bin', 'oxlint')

const FIXTURES: Record<string, string> = {
  // A feature importing another feature, in each way a path can say it.
  'src/features/defi/sibling.ts': "import { LatestAlerts } from '../alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  'src/features/defi/via-features.ts': "import { LatestAlerts } from '../../features/alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  'src/features/defi/folder-index.ts': "import { alerts } from '../alerts'\nexport const a = alerts\n",
  'src/features/defi/nested/deep.ts': "import { LatestAlerts } from '../../alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  // What a feature may use: itself (also from a subfolder), shared code, the fetch layer, the grade scale.
  'src/features/defi/allowed.ts': [
    "import { CompareBar } from './compare-bar'",
    "import { DataTable } from '../../components/list/data-table'",
    "import { productPath } from '../../lib/paths'",
    "import { defiQueries } from '../../api/queries/defi-queries'",
    "import { BASE_GRADES } from '../../lib/grades'",
    'export const a = [CompareBar, DataTable, productPath, defiQueries, BASE_GRADES]',
    '',
  ].join('\n'),
  'src/features/defi/nested/allowed.ts': "import { CompareBar } from '../compare-bar'\nexport const a = CompareBar\n",
  // Routes compose features.
  'src/app/routes/route.tsx': "import { LatestAlerts } from '../../features/alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  // Shared code and the layers below it.
  'src/components/shared.ts': "import { LatestAlerts } from '../features/alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  'src/lib/helper.ts': "import { routes } from '../app/routes'\nexport const a = routes\n",
  'src/hooks/use-helper.ts': "import { LatestAlerts } from '../features/alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  'src/credits/meter.ts': "import { LatestAlerts } from '../features/alerts/latest-alerts'\nexport const a = LatestAlerts\n",
  // Each layer below another, planted importing the one above it (lib, api, hooks, credits, components, features, app).
  'src/lib/uses-api.ts': "import { apiFetch } from '../api/transport'\nexport const a = apiFetch\n",
  'src/api/uses-credits.ts': "import { recordRequest } from '../credits/ledger'\nexport const a = recordRequest\n",
  'src/api/uses-hooks.ts': "import { useStore } from '../hooks/use-store'\nexport const a = useStore\n",
  'src/hooks/uses-components.ts': "import { DataTable } from '../components/list/data-table'\nexport const a = DataTable\n",
  'src/credits/uses-components.ts': "import { Dialog } from '../components/dialog/dialog'\nexport const a = Dialog\n",
  'src/features/defi/uses-app.ts': "import { createRoutes } from '../../app/routes'\nexport const a = createRoutes\n",
  // Two modules of one layer importing each other.
  'src/lib/circle-a.ts': "import { b } from './circle-b'\nexport const a = () => b\n",
  'src/lib/circle-b.ts': "import { a } from './circle-a'\nexport const b = () => a\n",
  // Each layer using the ones below it.
  'src/api/allowed.ts': "import { toSlug } from '../lib/slug'\nimport { BASE_GRADES } from '../lib/grades'\nexport const a = [toSlug, BASE_GRADES]\n",
  'src/hooks/allowed.ts': "import { defiQueries } from '../api/queries/defi-queries'\nimport { createStore } from '../lib/store'\nexport const a = [defiQueries, createStore]\n",
  'src/credits/allowed.ts': "import { useStore } from '../hooks/use-store'\nimport { apiFetch } from '../api/transport'\nexport const a = [useStore, apiFetch]\n",
  'src/components/allowed.ts': "import { ViewCost } from '../credits/view-cost'\nimport { useStore } from '../hooks/use-store'\nexport const a = [ViewCost, useStore]\n",
}

interface Diagnostic {
  code: string
  filename: string
}

let dir = ''
let restricted: Map<string, number>
let circular: Set<string>

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-boundaries-'))
  cpSync(join(ROOT, '.oxlintrc.json'), join(dir, '.oxlintrc.json'))
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  const run = spawnSync(OXLINT, ['-c', '.oxlintrc.json', '-f', 'json', 'src'], { cwd: dir, encoding: 'utf8' })
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }
  restricted = new Map()
  circular = new Set(diagnostics.filter((item) => item.code.endsWith('(no-cycle)')).map((item) => item.filename.replaceAll('\\', '/')))
  for (const diagnostic of diagnostics.filter((item) => item.code === 'eslint(no-restricted-imports)')) {
    const file = diagnostic.filename.replaceAll('\\', '/')
    restricted.set(file, (restricted.get(file) ?? 0) + 1)
  }
}, 30_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('import boundaries (npm run lint)', () => {
  it.each([
    'src/features/defi/sibling.ts',
    'src/features/defi/via-features.ts',
    'src/features/defi/folder-index.ts',
    'src/features/defi/nested/deep.ts',
  ])('fails a feature that imports another feature: %s', (file) => {
    expect(restricted.get(file)).toBe(1)
  })

  it.each(['src/components/shared.ts', 'src/hooks/use-helper.ts', 'src/lib/helper.ts', 'src/credits/meter.ts'])('fails shared code that imports a feature or the app: %s', (file) => {
    expect(restricted.get(file)).toBe(1)
  })

  it('fails an import circle', () => {
    expect(circular).toEqual(new Set(['src/lib/circle-a.ts', 'src/lib/circle-b.ts']))
  })

  it.each([
    'src/lib/uses-api.ts',
    'src/api/uses-credits.ts',
    'src/api/uses-hooks.ts',
    'src/hooks/uses-components.ts',
    'src/credits/uses-components.ts',
    'src/features/defi/uses-app.ts',
  ])('fails a layer importing one above it: %s', (file) => {
    expect(restricted.get(file)).toBe(1)
  })

  it.each([
    'src/features/defi/allowed.ts',
    'src/features/defi/nested/allowed.ts',
    'src/app/routes/route.tsx',
    'src/api/allowed.ts',
    'src/hooks/allowed.ts',
    'src/credits/allowed.ts',
    'src/components/allowed.ts',
  ])(
    'lets %s import what it may',
    (file) => {
      expect(restricted.has(file)).toBe(false)
    },
  )
})
