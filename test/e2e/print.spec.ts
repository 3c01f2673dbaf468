import { test } from '@playwright/test'
import { definePrintReportTests } from './support/print'

// Issue 24 on the demo build; live-print.spec.ts runs the same reports against the fake live API.
definePrintReportTests(test, 'demo')
