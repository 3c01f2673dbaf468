/// <reference types="vitest/config" />
import { createReadStream, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { extname, resolve, sep } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite'
import { PLATFORM_HEAD, isPlatformPath } from './src/components/page-heads.ts'
import { prerenderedPages, withDemoRibbon } from './src/app/shell/prerendered-pages.ts'

// The real service sends no documented CORS headers, so in development and
// preview the live API can be reached through this same-origin prefix.
const API_PROXY_PREFIX = '/api-proxy'
// Same value as src/api/config.ts (which needs the browser's import.meta.env).
const REAL_API_ORIGIN = 'https://api.stakingrewards.com'

function liveApiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return {
    [API_PROXY_PREFIX]: {
      target,
      changeOrigin: true,
      rewrite: (path) => path.slice(API_PROXY_PREFIX.length) || '/',
    },
  }
}

// Libraries that go into the shared route chunk (see build.rolldownOptions).
const SHARED_LIBRARIES = /node_modules[\\/](zod|@tanstack|use-sync-external-store)[\\/]/
const APP_SOURCE = resolve('src') + sep
const MOCK_SOURCE = resolve('src/mocks') + sep
// Route modules stay small and apart: a route that paints its heading first must not wait for the shared chunk.
const ROUTE_SOURCE = resolve('src/app') + sep
// Nor for what those routes import to load their view: never in the shared chunk (the header's credits meter
// uses it too, so it is start-up code; without that user it would be a small chunk of its own).
const ROUTE_HELPER = resolve('src/components/load-on-demand.tsx')

// Pages without a table whose largest paint is a record or the page's own text, and the parts the shell loads
// on every page: the shared code they reach is the `shared` chunk, and the rest of what routes share (tables,
// filters, export dialogs) is the `lists` chunk, which these pages never load. A cold product page then waits
// for about half the shared code it did.
const SHARED_ROOTS = [
  ...['product-route', 'provider-route', 'compare-route', 'overview-route'].map((name) => `src/app/routes/${name}.tsx`),
  'src/components/export/export-host.tsx',
  'src/features/watchlist/watchlist-nav-link.tsx',
  // The compare page's chart, loaded once it nears the viewport: the store library it shares with the tables
  // (use-sync-external-store) would otherwise bring the whole `lists` chunk to a page with no list.
  'src/features/compare/compare-bars.tsx',
].map((path) => resolve(path))
// In the demo build, what the mock backend reaches as well: a page's first record waits for the backend.
const DEMO_BACKEND = resolve('src/mocks/browser.ts')

/**
 * Records every module the SHARED_ROOTS reach through static imports, once the module graph is complete
 * (`buildEnd` comes before the chunks are formed, where `reachedByPages` is read).
 */
function pageReach(reached: Set<string>): Plugin {
  return {
    name: 'page-reach',
    apply: 'build',
    buildEnd() {
      reached.clear()
      const visit = (id: string) => {
        if (reached.has(id)) return
        reached.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const root of SHARED_ROOTS) {
        if (!this.getModuleInfo(root)) this.error(`page-reach: ${root} is not in the build; update SHARED_ROOTS`)
        visit(root)
      }
      // Its own chunks import the handlers lazily: those are followed too (the live build has none of them).
      const demoBackend = this.getModuleInfo(DEMO_BACKEND)
      if (demoBackend) {
        visit(DEMO_BACKEND)
        for (const lazy of demoBackend.dynamicallyImportedIds) visit(lazy)
      }
    },
  }
}

/** Code that goes into one of the two shared chunks when two or more routes use it (see build.rolldownOptions). */
const sharedByRoutes = (id: string) =>
  id.startsWith(APP_SOURCE) ? !id.startsWith(MOCK_SOURCE) && !id.startsWith(ROUTE_SOURCE) && id !== ROUTE_HELPER : SHARED_LIBRARIES.test(id)

// Unit tests of pure logic that run in Node (see test.projects below).
const NODE_UNIT_TESTS = [
  'test/unit/alerts/alert-filters.test.ts',
  'test/unit/alerts/alert-url-params.test.ts',
  'test/unit/alerts/detected-range.test.ts',
  'test/unit/alerts/severity.test.ts',
  'test/unit/api/list-params.test.ts',
  'test/unit/compare/compare-data.test.ts',
  'test/unit/defi/defi-filter-chips.test.ts',
  'test/unit/e2e/check-budgets.test.ts',
  'test/unit/e2e/lighthouse-judge.test.ts',
  'test/unit/infra/grade-range.test.ts',
  'test/unit/infra/infra-list.test.ts',
  'test/unit/infra/infra-tree.test.ts',
  'test/unit/infra/weakest-criteria.test.ts',
  'test/unit/lib/compare-items.test.ts',
  'test/unit/lib/format.test.ts',
  'test/unit/lib/grades.test.ts',
  'test/unit/lib/paths.test.ts',
  'test/unit/lib/slug-and-links.test.ts',
  'test/unit/lint/check-css-selectors.test.ts',
  'test/unit/list/export-csv.test.ts',
  'test/unit/list/list-helpers.test.ts',
  'test/unit/mocks/infra-alerts.test.ts',
  'test/unit/mocks/keys.test.ts',
  'test/unit/mocks/rerate.test.ts',
  'test/unit/mocks/seed.test.ts',
  'test/unit/mocks/sort-index.test.ts',
  'test/unit/mocks/steps.test.ts',
  'test/unit/mocks/tough-cookie-shim.test.ts',
  'test/unit/product/bar-geometry.test.ts',
]

/** Work on the finished build, in its output folder (the browser tests build into their own, with --outDir). */
function afterBuild(name: string, work: (outDir: string) => void): Plugin {
  let outDir = resolve('dist')
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      work(outDir)
    },
  }
}

// Vite copies public/ into every build; the live build must not ship the mock worker.
const dropMockWorker = (bundlesMocks: boolean) =>
  afterBuild('drop-mock-worker-from-live-build', (outDir) => {
    if (!bundlesMocks) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
  })

// What the built index.html draws before the script runs: in the demo build, the demo ribbon too; and the
// fixed heads of the list pages and /keys, each in an HTML file of its own (see the module).
const prerenderFrames = (demo: boolean) =>
  afterBuild('prerender-frames', (outDir) => {
    const indexFile = resolve(outDir, 'index.html')
    const built = readFileSync(indexFile, 'utf8')
    const frame = demo ? withDemoRibbon(built) : built
    writeFileSync(indexFile, frame)
    for (const { fileName, html } of prerenderedPages(frame, demo)) writeFileSync(resolve(outDir, fileName), html)
  })

// Files a host sends compressed (scripts, styles, the pages, the icon, the manifest) and their types.
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}
// Below this, a compressed copy saves less than a packet.
const PRECOMPRESS_MIN_BYTES = 1024

/**
 * Writes a Brotli (`.br`, highest quality) and a gzip (`.gz`, level 9) copy
 * beside every compressible file of the build, for hosts that send them as
 * they are (README: nginx's brotli_static and gzip_static; `vite preview`
 * through servePrecompressed below). Compressed once at build time, Brotli
 * makes the scripts a visitor downloads about an eighth smaller than the
 * gzip a server makes on the fly. Runs after the plugins that rewrite or drop
 * files.
 */
function precompress(): Plugin {
  const plugin = afterBuild('precompress', (outDir) => {
    for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      const file = resolve(outDir, name)
      if (!(extname(file) in COMPRESSIBLE_TYPES) || !statSync(file).isFile()) continue
      const content = readFileSync(file)
      if (content.length < PRECOMPRESS_MIN_BYTES) continue
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }))
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    }
  })
  return { ...plugin, enforce: 'post' }
}

/**
 * `vite preview` sends the build's precompressed copies as nginx does with
 * brotli_static and gzip_static, so what the browser tests and Lighthouse
 * download is what the README's host sends. Vite's own preview compresses
 * every answer with gzip at a middle level. Pages (`.html`) are left to Vite,
 * which picks `/defi.html` or `index.html` for a path.
 */
function servePrecompressed(): Plugin {
  return {
    name: 'serve-precompressed',
    apply: 'serve',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const headers = server.config.preview.headers ?? {}
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        let pathname: string
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname)
        } catch {
          // A malformed address is Vite's to answer.
          return next()
        }
        const type = COMPRESSIBLE_TYPES[extname(pathname)]
        const file = resolve(outDir, `.${pathname}`)
        if (!type || type === 'text/html' || !file.startsWith(outDir + sep)) return next()
        const accepted = String(req.headers['accept-encoding'] ?? '')
        const encoding = [
          { name: 'br', suffix: '.br' },
          { name: 'gzip', suffix: '.gz' },
        ].find(({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix))
        if (!encoding) return next()
        const compressed = file + encoding.suffix
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', encoding.name)
        res.setHeader('Content-Length', statSync(compressed).size)
        const vary = res.getHeader('Vary')
        res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        res.setHeader('Cache-Control', 'no-cache')
        if (req.method === 'HEAD') return res.end()
        createReadStream(compressed).pipe(res)
      })
    },
  }
}

/**
 * `vite preview` answers every `/defi/:platformSlug` with the platform pages'
 * HTML file (its head drawn, the name a placeholder), as the README's nginx
 * block does with its `rewrite`; Vite alone would send index.html.
 */
function servePlatformPage(): Plugin {
  return {
    name: 'serve-platform-page',
    apply: 'serve',
    configurePreviewServer(server) {
      const page = resolve(server.config.root, server.config.build.outDir, PLATFORM_HEAD.fileName)
      server.middlewares.use((req, _res, next) => {
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url && URL.canParse(req.url, 'http://preview')) {
          // A malformed address is left to Vite, as in servePrecompressed.
          const url = new URL(req.url, 'http://preview')
          if (isPlatformPath(url.pathname) && existsSync(page)) req.url = `/${PLATFORM_HEAD.fileName}${url.search}`
        }
        next()
      })
    },
  }
}

/**
 * The policy a host should send (README): no inline or remote scripts, so an
 * injected script cannot run. `connect-src` must name the API origin(s);
 * PREVIEW_CONNECT_SRC adds more (the browser tests' local fake API).
 */
function contentSecurityPolicy(apiBaseUrl: string, extraConnectSrc = ''): string {
  let apiOrigin = ''
  try {
    apiOrigin = new URL(apiBaseUrl).origin
  } catch {
    // A relative base URL is same-origin: 'self' covers it.
  }
  const connect = ["'self'", apiOrigin, ...extraConnectSrc.split(/\s+/)].filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const demoDefault = env.VITE_DEMO ? env.VITE_DEMO === 'true' : mode === 'demo' || command === 'serve'
  const proxy = liveApiProxy(env.VITE_API_PROXY_TARGET)

  const reachedByPages = new Set<string>()

  return {
    plugins: [
      react(),
      dropMockWorker(demoDefault),
      prerenderFrames(demoDefault),
      pageReach(reachedByPages),
      precompress(),
      servePrecompressed(),
      servePlatformPage(),
    ],
    resolve: {
      // React Router's package exports point every bundler at its development
      // build; builds take the production one (smaller, without dev checks).
      alias: [
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
            ]
          : []),
        // Every module's zod comes with `jitless` set first (see the module); its own import of zod/v4 is not caught here.
        { find: /^zod$/, replacement: resolve('src/api/zod-jitless.ts') },
        // MSW's cookie store, with the public-suffix list behind it, would come into the demo
        // (see the shim); tests keep the real library.
        ...(process.env.VITEST ? [] : [{ find: /^tough-cookie$/, replacement: resolve('src/mocks/shims/tough-cookie.ts') }]),
      ],
    },
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(String(demoDefault)),
      'import.meta.env.VITE_API_PROXY_PREFIX': JSON.stringify(proxy ? API_PROXY_PREFIX : ''),
    },
    server: { proxy },
    preview: {
      proxy,
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(env.VITE_API_BASE_URL || REAL_API_ORIGIN, process.env.PREVIEW_CONNECT_SRC),
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // One small stylesheet up front instead of a CSS file per route chunk:
      // a lazy route then waits for no stylesheet before it can render.
      cssCodeSplit: false,
      // Every browser we support preloads modules natively; the polyfill only costs start-up time.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // Everything the entry needs stays together; the group below must not take it.
                name: 'start',
                tags: ['$initial'],
                priority: 2,
              },
              {
                priority: 1,
                // Code that two or more routes share goes into two chunks, so
                // opening a page costs a few requests rather than dozens of
                // tiny ones (each a round trip on a phone network). Charts
                // (with their libraries) and the mock backend keep their own
                // lazy chunks, so only app code and the table, query and
                // schema libraries are named here. This one: what the pages
                // without a table reach (SHARED_ROOTS); the list pages load it too.
                name: 'shared',
                test: (id) => sharedByRoutes(id) && reachedByPages.has(id),
                minShareCount: 2,
              },
              {
                priority: 1,
                // The rest: tables, filters, exports, the list views.
                name: 'lists',
                test: (id) => sharedByRoutes(id) && !reachedByPages.has(id),
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, with the
      // second core mostly idle. Two workers there took `npm test` from 198 to 144 s.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 15000,
      // CI tries a failed test once more, as Playwright does there; one that then passes is listed as flaky
      // (test/support/flaky-tests-reporter.ts, printed at the end of the CI log).
      retry: process.env.CI ? 1 : 0,
      benchmark: { include: ['test/bench/**/*.bench.ts'] },
      // Setting up jsdom costs about a second per test file on a 2-core
      // machine, so the unit tests of pure logic listed above run in Node and
      // everything else in jsdom. A test not listed gets jsdom, as before.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_UNIT_TESTS,
            // Pure functions over state that test/setup.ts resets before each
            // test: the files can share one module graph, so the mock backend
            // and MSW are imported once per worker, not once per file.
            isolate: false,
            setupFiles: ['test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: ['test/unit/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}'],
            exclude: NODE_UNIT_TESTS,
            setupFiles: ['test/setup.ts', 'test/setup-dom.ts'],
          },
        },
      ],
    },
  }
})
