/**
 * Runs in a dedicated worker (warm-up-intl.ts): builds the formatters the pages
 * use first, then says so. The browser loads Intl's locale data once per
 * process, for every thread; loaded here, it is not a task on the page's main thread.
 */
import { FORMATTER_WARM_UPS } from './format'

for (const build of FORMATTER_WARM_UPS) build()
// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage answers its page; it takes no target origin
self.postMessage('ready')
