import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The environment follows the file (docs/testing.md): `test/unit/**/*.test.ts` runs in Node; a unit test that needs
// the browser's APIs says so in its name (`*.dom.test.ts`) and runs in jsdom with every `*.test.tsx` and `test/components/`.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 15000,
      // CI tries a failed test once more, as Playwright does there; one that then passes is listed as flaky
      // (test/support/flaky-tests-reporter.ts, printed at the end of the CI log).
      retry: process.env.CI ? 1 : 0,
      benchmark: { include: ['test/bench/**/*.bench.ts'] },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['test/unit/**/*.test.ts'],
            exclude: ['test/unit/**/*.dom.test.ts'],
            setupFiles: ['test/setup.ts'],
            // The files of a worker share one module graph, so MSW and the mock backend that test/setup.ts imports
            // load once per worker rather than once per file; a test must then leave no state behind (docs/testing.md).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: ['test/unit/**/*.dom.test.ts', 'test/unit/**/*.test.tsx', 'test/components/**/*.test.{ts,tsx}'],
            setupFiles: ['test/setup.ts', 'test/setup-dom.ts'],
          },
        },
      ],
    },
  }),
)
