import { test, expect } from '@playwright/test'
import { connectLive, expectConnected, liveApi } from './support/live'
import { waitForPageReady, watchPage } from './support/page-watch'
import { checksSection, countRatingRequests, goInApp, isChecksAlertsRequest, notificationsButton } from './support/notifications'
import { watchThisPage } from './support/watchlist'

// The fake's second product: Quillstone Vaults, rated A (test/e2e/fake-live-api.mjs).
const ADDRESS = '0x0000000000000000000000000000000000a11ce1'
const PRODUCT = { name: 'Quillstone ETH Market 2', path: `/defi/quillstone-vaults/${ADDRESS}` }

test.describe('background checks and notifications (live API)', () => {
  test('an hour after turning checks on, the scheduler finds a downgrade and a new critical alert made on the server', async ({ page, request }) => {
    const api = liveApi()
    // The fake keeps its state for the whole run: start from its seed.
    expect((await request.post(`${api.url}/__control/defi-grade`, { data: { contract_address: ADDRESS, rating: null } })).status()).toBe(204)
    expect((await request.post(`${api.url}/__control/alert`, { data: { alert: null } })).status()).toBe(204)
    // The page's clock is the test's: an hour passes in a moment, and only the scheduler's own timers make it check.
    await page.clock.install()
    const watch = watchPage(page)
    await connectLive(page)
    await expectConnected(page)
    await page.goto(PRODUCT.path)
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible()
    await waitForPageReady(page)
    await watchThisPage(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await waitForPageReady(page)

    await goInApp(page, 'Settings')
    const section = checksSection(page)
    await section.getByRole('switch', { name: 'Check watched and held ratings in the background' }).check()
    // The product's record is fresh from its page: the first check reads only the platform's alerts.
    await expect(section.getByRole('status')).toContainText('Checked 1 item: nothing new (1 request, 12 credits).', { timeout: 15_000 })
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications')

    const today = new Date().toISOString().slice(0, 10)
    expect((await request.post(`${api.url}/__control/defi-grade`, { data: { contract_address: ADDRESS, rating: 'BBB', rated_at: today, version: '3.0' } })).status()).toBe(204)
    const alert = {
      id: 'alert-bridge-delay',
      protocol: 'quillstone-vaults',
      protocol_name: 'Quillstone Vaults',
      product: PRODUCT.name,
      contract_address: ADDRESS,
      chain: 'Ethereum',
      severity: 'critical',
      title: 'Bridge delay over 6 hours',
      description: 'Withdrawals wait for the bridge.',
      detected_at: new Date().toISOString(),
      tx_hash: null,
      source_url: null,
    }
    expect((await request.post(`${api.url}/__control/alert`, { data: { alert } })).status()).toBe(204)

    const requests = countRatingRequests(page)
    await page.clock.fastForward('01:01:00')
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 })
    // One list of what was re-rated, the one record it showed changed, the alerts: nothing else.
    expect(requests.map((line) => line.replace(/\?.*/, '')).toSorted()).toEqual(['/ratings/defi', '/ratings/defi/alerts', `/ratings/defi/quillstone-vaults/${ADDRESS}`])
    expect(requests.filter(isChecksAlertsRequest)).toHaveLength(1)
    await expect(section.getByText(/^Checking 1 item every hour costs about [\d,]+ credits a day/)).toBeVisible()

    await notificationsButton(page).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.getByRole('listitem')).toHaveCount(2)
    await expect(panel).toContainText('Downgraded from A to BBB, methodology 2.1 → 3.0')
    await expect(panel).toContainText('New critical alert: Bridge delay over 6 hours')
    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications')
    // Kept on the device for this connection, never with the key.
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.includes('notifications')).map(([, value]) => value).join(''))
    expect(stored).toContain('Bridge delay over 6 hours')
    expect(stored).not.toContain(api.key)
    expect(watch.problems(), watch.report()).toEqual([])
  })
})
