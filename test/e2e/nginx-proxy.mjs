// `node test/e2e/nginx-proxy.mjs`: proves README's "Hosting behind a reverse
// proxy" recipe. Takes the nginx server block from README.md as written, builds
// the live bundle as `npm run build` does (CI's own, when it has built one), runs nginx (Debian's package)
// with that block in a temporary prefix, and runs test/e2e/nginx-smoke.spec.ts
// through it against the fake live API. Exits with Playwright's code.
//
// Substituted, and nothing else:
// - `root`: the built bundle instead of /srv/…;
// - `listen`: a free loopback port over plain http. The recipe's
//   `listen 443 ssl` needs a certificate and port 443; TLS is not what is
//   tested here, and the rest of the block is independent of it;
// - the upstream in `proxy_pass`: the local fake live API instead of the real service.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { FAKE_LIVE_API_KEY, startFakeLiveApi } from './fake-live-api.mjs'
import { ROOT, buildBundle, createBuildDirs, freePort, requireChromium } from './support/servers.mjs'

/** The one ```nginx block of the README's hosting section. */
export function readmeServerBlock(readme) {
  const section = readme.split(/^### Hosting behind a reverse proxy$/m)[1]
  if (!section) throw new Error('README.md has no "### Hosting behind a reverse proxy" section.')
  const block = /```nginx\n([\s\S]*?)\n```/.exec(section.split(/^#{1,3} /m)[0])
  if (!block) throw new Error('The hosting section of README.md has no ```nginx block.')
  return block[1]
}

function substituteOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? []
  if (matches.length !== 1) throw new Error(`Expected one ${what} in the README's server block, found ${matches.length}.`)
  return text.replace(pattern, replacement)
}

export function localServerBlock(block, { root, port, upstream }) {
  let local = substituteOnce(block, /^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`, 'listen directive')
  local = substituteOnce(local, /^(\s*)root\s+[^;]+;/m, `$1root ${root};`, 'root directive')
  local = substituteOnce(local, /^(\s*)proxy_pass\s+https?:\/\/[^/;]+\//m, `$1proxy_pass ${upstream}/`, 'proxy_pass upstream')
  return local
}

// Debian's libnginx-mod-http-brotli-static.
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate
  }
  console.error('No nginx found (looked at $NGINX_PATH, /usr/sbin/nginx): apt-get install -y nginx libnginx-mod-http-brotli-static')
  process.exit(2)
}

/**
 * Resolves once nginx has written its pid file, which it does after binding its listening sockets; rejects when it
 * exits first or within `timeoutMs` has not.
 */
function nginxReady(pidFile, child, timeoutMs = 15_000) {
  return new Promise((resolveReady, reject) => {
    const watcher = watch(dirname(pidFile))
    const finish = (error) => {
      watcher.close()
      clearTimeout(timer)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolveReady()
    }
    const onExit = (code) => finish(new Error(`nginx exited with ${code}.`))
    const timer = setTimeout(() => finish(new Error(`nginx wrote no ${pidFile} within ${timeoutMs / 1000} s.`)), timeoutMs)
    child.once('exit', onExit)
    watcher.on('change', () => {
      if (existsSync(pidFile)) finish()
    })
    // Written before the watch began.
    if (existsSync(pidFile)) finish()
  })
}

const started = Date.now()
const chrome = requireChromium()
const nginx = nginxBinary()
if (!existsSync(BROTLI_STATIC_MODULE)) {
  console.error(`No Brotli module for nginx (${BROTLI_STATIC_MODULE}): apt-get install -y libnginx-mod-http-brotli-static`)
  process.exit(2)
}
const builds = createBuildDirs()
const prefix = mkdtempSync(join(tmpdir(), 'nginx-recipe-'))
process.once('exit', () => {
  builds.remove()
  rmSync(prefix, { recursive: true, force: true })
})
// The live build as `npm run build` makes it (in CI, the one built for every browser test); the smoke test enters /api.
const liveDir = buildBundle('live', builds.live)

const api = await startFakeLiveApi({ port: await freePort() })
const port = await freePort()
const block = localServerBlock(readmeServerBlock(readFileSync(resolve(ROOT, 'README.md'), 'utf8')), {
  root: liveDir,
  port,
  upstream: api.url,
})
// Only what any nginx.conf needs around a server block, with every path in the temporary prefix (no daemon, no
// system paths but the recipe's Brotli module, which Debian's nginx.conf loads from modules-enabled).
const config = `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes 1;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${block.replace(/^/gm, '  ')}
}
`
writeFileSync(join(prefix, 'nginx.conf'), config)
const check = spawnSync(nginx, ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
if (check.status !== 0) {
  console.error(`nginx rejects the README's block:\n${check.stderr}\n${config}`)
  process.exit(1)
}
const server = spawn(nginx, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] })
const url = `http://127.0.0.1:${port}`
let exitCode = 1
try {
  await nginxReady(join(prefix, 'nginx.pid'), server)
  console.log(`nginx (README block) on ${url} → fake live API ${api.url}`)
  const playwright = spawn(
    process.execPath,
    [resolve(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'test/e2e/nginx.config.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chrome, E2E_NGINX_URL: url, E2E_LIVE_API_KEY: FAKE_LIVE_API_KEY },
    },
  )
  exitCode = await new Promise((done) => playwright.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.error(readFileSync(join(prefix, 'error.log'), 'utf8'))
} finally {
  server.kill('SIGQUIT')
  await api.close()
}
console.log(`nginx recipe check finished in ${((Date.now() - started) / 1000).toFixed(1)} s (results: test-results/nginx-results.json)`)
process.exit(exitCode)
