/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite'

// The real service sends no documented CORS headers, so in development and
// preview the live API can be reached through this same-origin prefix.
const API_PROXY_PREFIX = '/api-proxy'

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

// Vite copies public/ into every build; the live build must not ship the mock worker.
function dropMockWorker(bundlesMocks: boolean): Plugin {
  return {
    name: 'drop-mock-worker-from-live-build',
    apply: 'build',
    closeBundle() {
      if (!bundlesMocks) rmSync(resolve('dist/mockServiceWorker.js'), { force: true })
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const demoDefault = env.VITE_DEMO ? env.VITE_DEMO === 'true' : mode === 'demo' || command === 'serve'
  const proxy = liveApiProxy(env.VITE_API_PROXY_TARGET)

  return {
    plugins: [react(), dropMockWorker(demoDefault)],
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(String(demoDefault)),
      'import.meta.env.VITE_API_PROXY_PREFIX': JSON.stringify(proxy ? API_PROXY_PREFIX : ''),
    },
    server: { proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
    },
    test: {
      environment: 'jsdom',
      include: ['test/unit/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  }
})
