import { createReadStream, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import { REAL_API_BASE_URL } from './src/api/real-api.ts'
import { earlyRequest } from './build/early-request.ts'
import { staticFrame } from './build/static-frame.tsx'

// The real service sends no documented CORS headers: dev and preview can reach the live API through this same-origin prefix.
const API_PROXY_PREFIX = '/api-proxy'

// Files a host sends compressed (scripts, the stylesheet, pages), and their types.
const COMPRESSIBLE: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }
const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }]
// Chunks whose code all runs once loaded (start-up's; the chart library's): so marked, V8 compiles them as they download,
// off the main thread, not function by function when first called (performance.md).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
const runsWhole = (chunk: Rolldown.OutputChunk) => chunk.isEntry || chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]recharts[\\/]/.test(id))

// After the build: a live build loses MSW's worker script (Vite copies public/ into every build), and every compressible
// file gets a Brotli and a gzip copy (README: nginx's brotli_static and gzip_static), smaller than a server's on the fly.
function finishBuild(bundlesMocks: boolean): Plugin {
  let outDir = resolve('dist')
  return {
    name: 'finish-build',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    generateBundle: {
      order: 'post', // after Vite's own additions to the code
      handler: (_, bundle) => Object.values(bundle).forEach((chunk) => chunk.type === 'chunk' && runsWhole(chunk) && (chunk.code = COMPILE_HINT + chunk.code)),
    },
    closeBundle() {
      if (!bundlesMocks) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = resolve(outDir, name)
        // Below 1 KiB a compressed copy saves less than a packet.
        if (!(extname(file) in COMPRESSIBLE) || !statSync(file).isFile() || statSync(file).size < 1024) continue
        const content = readFileSync(file)
        writeFileSync(`${file}.br`, brotliCompressSync(content))
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

/** `vite preview` sends those copies as the README's nginx does, so the browser tests download what a visitor would. */
function servePrecompressed(): Plugin {
  return {
    name: 'serve-precompressed',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://preview')
        const file = resolve(outDir, `.${pathname}`)
        const accepted = String(req.headers['accept-encoding'] ?? '')
        const encoding = ENCODINGS.find(({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix))
        const type = COMPRESSIBLE[extname(pathname)]
        if (!type || !encoding || !file.startsWith(outDir + sep) || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) if (value !== undefined) res.setHeader(name, value)
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': encoding.name, 'Content-Length': statSync(file + encoding.suffix).size })
        createReadStream(file + encoding.suffix).pipe(res) // for a HEAD request, Node sends no body
      })
    },
  }
}

/** The policy a host should send (README): no inline or remote scripts. PREVIEW_CONNECT_SRC adds origins (the tests' fake API). */
function contentSecurityPolicy(apiBaseUrl: string, extraConnectSrc = ''): string {
  const apiOrigin = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : '' // a relative one is 'self'
  const connect = ["'self'", apiOrigin, ...extraConnectSrc.split(/\s+/)].filter(Boolean).join(' ')
  const sources = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src ${connect}`
  return `${sources}; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const demoDefault = env.VITE_DEMO ? env.VITE_DEMO === 'true' : mode === 'demo' || command === 'serve'
  const rewrite = (path: string) => path.slice(API_PROXY_PREFIX.length) || '/'
  const proxy = env.VITE_API_PROXY_TARGET ? { [API_PROXY_PREFIX]: { target: env.VITE_API_PROXY_TARGET, changeOrigin: true, rewrite } } : undefined
  return {
    plugins: [react(), staticFrame(), earlyRequest(), finishBuild(demoDefault), servePrecompressed()],
    resolve: {
      alias: [
        // React Router's package exports point every bundler at its development build; builds take the production one.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
            ]
          : []),
        // Every module's zod comes with `jitless` set first (see the module).
        { find: /^zod$/, replacement: resolve('src/api/zod-jitless.ts') },
      ],
    },
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(String(demoDefault)),
      'import.meta.env.VITE_API_PROXY_PREFIX': JSON.stringify(proxy ? API_PROXY_PREFIX : ''),
    },
    server: { proxy },
    preview: {
      proxy,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(env.VITE_API_BASE_URL || REAL_API_BASE_URL, process.env.PREVIEW_CONNECT_SRC) },
    },
    build: {
      target: 'es2022',
      // Every browser we support preloads modules natively; the polyfill only costs start-up time.
      modulePreload: { polyfill: false },
      // Two chunks of our own beside the bundler's split: what start-up needs, and our code that two or more routes
      // share. Split by default, a page waits for dozens of small chunks on a phone network (performance.md). The
      // search's code (its listbox and /search share it) and the background checks and notifications stay out of
      // `shared`, which every page loads (the bundler splits them), so no page's data waits for them.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'start', tags: ['$initial'], priority: 1 },
              {
                name: 'shared',
                // Our own modules only: a package that ships a src/ folder (the demo backend's cookie parser, tldts) is
                // not ours to share, and goes where the bundler puts it.
                test: /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/](?!mocks[\\/]|features[\\/](?:search|notifications)[\\/]|api[\\/](?:search[\\/]|queries[\\/]search-)|app[\\/](?:background-checks|check-targets)\.ts)/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  }
})
