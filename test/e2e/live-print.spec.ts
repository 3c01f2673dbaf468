import { test } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { definePrintReportTests } from './support/print'

// Issue 24 on the live build, connected to the fake live API: the same reports as print.spec.ts, and never the key.
definePrintReportTests(
  test,
  'live',
  async (page) => {
    await connectLive(page)
    await expectConnected(page)
  },
  () => liveApi().key,
)
