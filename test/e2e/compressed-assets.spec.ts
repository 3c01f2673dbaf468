import { test } from '@playwright/test'
import { expectCompressedCopiesServed } from './support/compressed'

/**
 * `vite preview` sends the build's compressed copies as the README's nginx
 * does, so the browser tests and Lighthouse download what a visitor would.
 */
test('the preview server sends the build\'s Brotli copies of the scripts, gzip to a browser without Brotli', async ({ page, request }) => {
  await expectCompressedCopiesServed(page, request, '/defi')
})
