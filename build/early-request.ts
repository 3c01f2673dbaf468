import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { earlyRequestScript } from '../src/app/early-request/early-request-script.ts'

/**
 * Writes the script as a file of the build and loads it from index.html's
 * head, before the app's module: a file, not inline, so the strict
 * Content-Security-Policy (`script-src 'self'`) needs no hash. Its name
 * carries its content's hash, so a host may cache it for good.
 */
export function earlyRequest(): Plugin {
  const code = earlyRequestScript()
  const fileName = `assets/early-request-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`
  return {
    name: 'early-request',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code })
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' }],
  }
}
