import { test, expect, type Locator, type Page } from '@playwright/test'
import { tabTo } from './support/keyboard'

/**
 * The revoke flow on /keys driven by the keyboard alone: Tab to the row's
 * button, Enter to open, the dialog's own focus order, Escape and Enter.
 */
function keysTable(page: Page): Locator {
  return page.getByRole('table', { name: /API keys of this account \(\d+ shown/ })
}

function rowOf(page: Page, label: string): Locator {
  return keysTable(page).getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${label}`, exact: true }) })
}

test('revokes a key by keyboard only, after cancelling once with Escape', async ({ page }) => {
  await page.goto('/keys')
  await expect(keysTable(page)).toBeVisible()
  const trigger = page.getByRole('button', { name: 'Revoke Staging', exact: true })

  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Revoke “Staging”?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('immediately')
  await expect(dialog).toContainText('permanent')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(rowOf(page, 'Staging')).toContainText('Active')

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Revoke key' })).toBeFocused()
  // Tab stays inside the dialog.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')

  await expect(dialog).toBeHidden()
  await expect(page.getByText('“Staging” revoked. It can no longer be used.')).toBeVisible()
  const revokedRow = keysTable(page).getByRole('row').filter({ hasText: 'Staging' })
  await expect(revokedRow).toContainText('Revoked')
  await expect(revokedRow.getByRole('button', { name: /^Revoke/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Keys', exact: true })).toBeFocused()
})

test('revoking the key in use by keyboard disconnects the dashboard, and Reset demo data restores the keys', async ({ page }) => {
  await page.goto('/keys')
  await expect(keysTable(page)).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Revoke Dashboard (demo)', exact: true }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()

  // The confirmation box comes before the buttons.
  await page.keyboard.press('Shift+Tab')
  const acknowledge = dialog.getByRole('checkbox', { name: 'I understand this dashboard will be disconnected' })
  await expect(acknowledge).toBeFocused()
  await page.keyboard.press('Space')
  await expect(acknowledge).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Revoke key' })).toBeFocused()
  await page.keyboard.press('Enter')

  const notice = page.getByRole('heading', { name: 'This dashboard is disconnected' })
  await expect(notice).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Open Settings', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/settings$/)

  const reset = page.getByRole('button', { name: 'Reset demo data' })
  await tabTo(page, reset)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Demo data restored to its original state.')).toBeVisible()

  await page.goto('/keys')
  await expect(rowOf(page, 'Dashboard (demo)')).toContainText('Active')
  await expect(rowOf(page, 'Dashboard (demo)')).toContainText('In use')
})
