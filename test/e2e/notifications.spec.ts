import { test, expect } from '@playwright/test'
import { waitForPageReady, watchPage } from './support/page-watch'
import { checksSection, countRatingRequests, isChecksAlertsRequest, notificationsButton, goInApp, simulateChange, watchTopProduct } from './support/notifications'
import { seriousAxeViolations } from './support/watchlist'

test.describe('background checks and notifications (demo)', () => {
  test('turn on, a simulated re-rating becomes a notification; Mark all as read; Check now with every record fresh sends nothing', async ({ page }) => {
    const watch = watchPage(page)
    const name = await watchTopProduct(page)
    await simulateChange(page)

    await goInApp(page, 'Settings')
    const section = checksSection(page)
    const toggle = section.getByRole('switch', { name: 'Check watched and held ratings in the background' })
    await expect(toggle).not.toBeChecked()
    await expect(section.getByLabel('How often')).toHaveValue(String(60 * 60_000))
    await expect(section.getByLabel('Daily credit budget for checks')).toHaveValue('2000')
    await toggle.check()
    // The first check runs at once: the record the person saw is compared with the demo's new one.
    await expect(section.getByRole('status')).toContainText(/Checked 1 item: 1 change/, { timeout: 15_000 })
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications, 1 unread')
    await expect(section.getByText(/^Checking 1 item every hour costs about [\d,]+ credits a day/)).toBeVisible()

    const requests = countRatingRequests(page)
    await section.getByRole('button', { name: 'Check now' }).click()
    await expect(section.getByRole('status')).toContainText('Checked 1 item: nothing new (no request).')
    expect(requests, 'a check with every record fresh').toEqual([])

    await notificationsButton(page).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    const entry = panel.getByRole('listitem').first()
    await expect(entry).toContainText('Unread')
    await expect(entry).toContainText(/Downgraded from \S+ to \S+/)
    await expect(entry.getByRole('link', { name })).toBeVisible()
    expect(await seriousAxeViolations(page), 'axe with the panel open').toEqual([])
    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(entry).not.toContainText('Unread')
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications')
    await entry.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await waitForPageReady(page)
    expect(watch.problems(), watch.report()).toEqual([])
  })

  test('two tabs: one check between them, and both show the unread count', async ({ page, context }) => {
    await watchTopProduct(page)
    await simulateChange(page)
    const other = await context.newPage()
    const requests = [page, other].map(countRatingRequests)
    await other.goto('/')
    await expect(notificationsButton(other)).toHaveAccessibleName('Notifications')

    await goInApp(page, 'Settings')
    await checksSection(page).getByRole('switch', { name: 'Check watched and held ratings in the background' }).check()
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 })
    // The other tab hears of it at once, from the device's storage, without a request of its own.
    await expect(notificationsButton(other)).toHaveAccessibleName('Notifications, 1 unread')
    // The other tab started its scheduler too (the setting changed) and found the check already done.
    await other.reload()
    await expect(notificationsButton(other)).toHaveAccessibleName('Notifications, 1 unread')
    await waitForPageReady(other)
    const checks = requests.flat().filter(isChecksAlertsRequest)
    expect(checks, 'checks sent by both tabs').toHaveLength(1)
  })

  test('the budget: checks stop at it and the section says so', async ({ page }) => {
    await watchTopProduct(page)
    await page.goto('/settings')
    const section = checksSection(page)
    await section.getByLabel('Daily credit budget for checks').fill('10')
    await section.getByRole('switch', { name: 'Check watched and held ratings in the background' }).check()
    await expect(section.getByText('Checks paused until tomorrow: the daily budget of 10 credits is spent.')).toBeVisible({ timeout: 15_000 })
    const requests = countRatingRequests(page)
    // A wake (the tab shown again) looks at the clock and the budget, and sends nothing.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(section.getByText(/Checks paused until tomorrow/)).toBeVisible()
    expect(requests).toEqual([])
  })

  test('a system notification only when no tab is visible; its click opens the item', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! })
    // Records the notifications the page shows (headless Chromium draws none), and lets the test hide the page.
    await page.addInitScript(() => {
      const shown: Array<{ title: string; body: string }> = []
      const Original = window.Notification
      class Recorded extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options)
          shown.push({ title, body: options?.body ?? '' })
          ;(window as unknown as { lastNotification: Notification }).lastNotification = this
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded })
      Object.defineProperty(window, 'shownNotifications', { value: shown })
      let hidden = false
      Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') })
      Object.defineProperty(window, 'hidePage', { value: (value: boolean) => (hidden = value) })
    })
    const name = await watchTopProduct(page)
    await page.goto('/settings')
    const section = checksSection(page)
    await expect(section.getByText(/Browser notifications are allowed/)).toBeVisible()
    await section.getByRole('switch', { name: 'Check watched and held ratings in the background' }).check()
    await expect(section.getByRole('status')).toContainText(/Checked 1 item/, { timeout: 15_000 })
    const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: Array<{ title: string; body: string }> }).shownNotifications)

    // Visible: a change shows in the header only.
    await simulateChange(page)
    await goInApp(page, 'Settings')
    await section.getByRole('button', { name: 'Check now' }).click()
    await expect(section.getByRole('status')).toContainText('1 change', { timeout: 15_000 })
    expect(await shown()).toEqual([])

    // Hidden (no other tab open): the next change also shows as a system notification, without the key.
    await simulateChange(page)
    await goInApp(page, 'Settings')
    await page.evaluate(() => (window as unknown as { hidePage: (hidden: boolean) => void }).hidePage(true))
    await section.getByRole('button', { name: 'Check now' }).click()
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: name, body: expect.stringMatching(/^(Downgraded|Upgraded) from \S+ to \S+/) }])
    expect(JSON.stringify(await shown())).not.toMatch(/sr1-|X-API-Key/i)
    await page.evaluate(() => {
      ;(window as unknown as { hidePage: (hidden: boolean) => void }).hidePage(false)
      ;(window as unknown as { lastNotification: Notification }).lastNotification.dispatchEvent(new Event('click'))
    })
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })
})
