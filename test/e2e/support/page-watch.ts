import { expect, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test'

export interface PageProblem {
  kind: 'pageerror' | 'requestfailed' | 'http' | 'console' | 'csp'
  text: string
}

/**
 * Collects what must not happen while a page is used: uncaught errors, failed
 * requests, answers ≥ 400, console errors and Content-Security-Policy
 * violations. A test that provokes a failure says so with `allow(...)`.
 */
export function watchPage(page: Page) {
  const problems: PageProblem[] = []
  const consoleTexts: string[] = []
  const requestUrls: string[] = []
  const allowed: ((problem: PageProblem) => boolean)[] = []

  // A file still on its way when the tab goes to another document is cancelled by the browser
  // (ERR_ABORTED): the icon Chromium asks for after the load event, or a lazy chunk, when a test goes
  // to the next address at once. That is the navigation's doing, not the page's. A cut-off API call
  // (fetch) is still reported (reload-race.spec.ts requires none of the demo's), and so is any other
  // failure. The cancellation can be reported before the next document's request is, so a cancelled
  // file is judged when the problems are read: reported only if no document came after it started.
  let documents = 0
  const documentAtStart = new WeakMap<Request, number>()
  const cancelledFiles: { problem: PageProblem; documentAtStart: number }[] = []
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }))
  page.on('request', (request: Request) => {
    requestUrls.push(request.url())
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1
    documentAtStart.set(request, documents)
  })
  page.on('requestfailed', (request: Request) => {
    const error = request.failure()?.errorText ?? 'failed'
    const file = !['fetch', 'xhr'].includes(request.resourceType())
    const problem: PageProblem = { kind: 'requestfailed', text: `${request.method()} ${request.url()}: ${error}` }
    if (file && error === 'net::ERR_ABORTED') cancelledFiles.push({ problem, documentAtStart: documentAtStart.get(request) ?? documents })
    else problems.push(problem)
  })
  page.on('response', (response: Response) => {
    if (response.status() >= 400) {
      problems.push({ kind: 'http', text: `${response.request().method()} ${response.url()} → ${response.status()}` })
    }
  })
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text()
    consoleTexts.push(text)
    if (/Content Security Policy/i.test(text)) problems.push({ kind: 'csp', text })
    // Failed loads are reported (and allowed or not) as responses above.
    else if (message.type() === 'error' && !text.startsWith('Failed to load resource')) problems.push({ kind: 'console', text })
  })

  return {
    /** Every console message text seen so far. */
    consoleTexts,
    /** Every request URL the page made (documents, scripts, API calls). */
    requestUrls,
    allow(predicate: (problem: PageProblem) => boolean) {
      allowed.push(predicate)
    },
    problems(): PageProblem[] {
      const cancelledForNothing = cancelledFiles.filter((cancelled) => cancelled.documentAtStart >= documents).map(({ problem }) => problem)
      return [...problems, ...cancelledForNothing].filter((problem) => !allowed.some((predicate) => predicate(problem)))
    },
    /** Readable list for an assertion message. */
    report(): string {
      return this.problems()
        .map((problem) => `${problem.kind}: ${problem.text}`)
        .join('\n')
    },
  }
}

export type PageWatch = ReturnType<typeof watchPage>

/** Waits until the page has its heading and the network has settled. */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' })
  await page.waitForLoadState('networkidle')
  // Skeletons and spinners mark themselves busy while data is on its way.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined)
}

/**
 * Resolves at the first animation frame in which nothing of the document changed since the frame before: what the
 * last change started (a deferred render, rows drawn in steps) has been drawn.
 */
export async function waitForQuietFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let changed = true
        const changes = new MutationObserver(() => void (changed = true))
        changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        const nextFrame = () =>
          requestAnimationFrame(() => {
            if (!changed) {
              changes.disconnect()
              return done()
            }
            changed = false
            nextFrame()
          })
        nextFrame()
      }),
  )
}

/** Follows a link of the main navigation and waits until its page is shown and settled. */
export async function navigateByMenu(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
  await waitForPageReady(page)
}
