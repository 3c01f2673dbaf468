import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetLoadedChecks } from '../../../src/features/notifications/notification-store'
import { forgetLoadedWatchlists } from '../../../src/features/watchlist/watchlist-store'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { renderRoute } from '../../render'

/** Two watched products, the first last seen as AAA (so a first check finds it changed), the second as it is. */
function watchTwo() {
  const [changed, same] = getDemoDb().catalog.defi.records.filter((record) => record.rating !== 'AAA' && record.rating)
  const item = (record: typeof changed, rating: string | null) => ({
    kind: 'defi',
    platform: toSlug(record!.provider_name),
    contract_address: record!.contract_address,
    name: record!.name,
    seen: { rating, rated_at: record!.rated_at, potential_rating: record!.potential_rating },
  })
  localStorage.setItem('ratings-dashboard:watchlist:demo', JSON.stringify({ version: 1, items: [item(changed, 'AAA'), item(same, same!.rating ?? null)] }))
  return { changed: changed!, same: same! }
}

const header = () => within(screen.getByRole('banner'))

beforeEach(() => {
  forgetLoadedWatchlists()
  forgetLoadedChecks()
})

describe('Settings: Background checks', { timeout: 40_000 }, () => {
  it('offers the switch (off), how often, the budget and the cost; "Check now" finds a change that the header counts and the panel lists', async () => {
    const { changed } = watchTwo()
    const { user, requests } = renderRoute('/settings')
    const section = within((await screen.findByRole('heading', { level: 2, name: 'Background checks' }, { timeout: 10_000 })).closest('section')!)
    const toggle = section.getByRole('switch', { name: 'Check watched and held ratings in the background' })
    expect(toggle).not.toBeChecked()
    expect(section.getByRole('combobox', { name: 'How often' })).toHaveDisplayValue('Every hour')
    expect(within(section.getByRole('combobox', { name: 'How often' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Every 15 minutes',
      'Every hour',
      'Every 6 hours',
      'Once a day',
    ])
    expect(section.getByRole('spinbutton', { name: 'Daily credit budget for checks' })).toHaveValue(2000)
    expect(section.getByText('Checking 2 items every hour: the cost is known after the first check.')).toBeInTheDocument()
    expect(section.getByText(/Checks run only while a tab of this dashboard is open/)).toBeInTheDocument()
    // Nothing is asked of the browser on page load: only the button asks.
    expect(section.queryByRole('button', { name: 'Allow browser notifications' }) ?? section.getByText(/cannot show notifications/)).toBeInTheDocument()
    const before = requests.length

    await user.click(section.getByRole('button', { name: 'Check now' }))
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent(/^Checked 2 items: 1 change \(3 requests, [\d,]+ credits\)\.$/))
    // Two detail reads and the platforms' alerts, each once, through the API client.
    expect(requests.slice(before).map((request) => request.path.split('/').length > 4 ? 'detail' : request.path).toSorted()).toEqual(['/ratings/defi/alerts', 'detail', 'detail'])
    expect(await header().findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
    expect(section.getByText(/^Checking 2 items every hour costs about [\d,]+ credits a day\. That is more than the daily budget: checks pause for the rest of the day once it is spent\.$/)).toBeInTheDocument()

    // The panel: newest first, the item, what changed, when, a link; unread in words.
    await user.click(header().getByRole('button', { name: 'Notifications, 1 unread' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    const entry = within(dialog.getAllByRole('listitem')[0]!)
    expect(entry.getByText('Unread')).toBeInTheDocument()
    expect(entry.getByRole('link', { name: changed.name })).toHaveAttribute('href', `/defi/${toSlug(changed.provider_name)}/${encodeURIComponent(changed.contract_address)}`)
    expect(entry.getByText(`Downgraded from AAA to ${changed.rating}`)).toBeInTheDocument()
    expect(dialog.getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/))
    await user.click(dialog.getByRole('button', { name: 'Mark all as read' }))
    expect(dialog.queryByText('Unread')).not.toBeInTheDocument()
    expect(header().getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Stored on the device, never the key.
    expect(localStorage.getItem('ratings-dashboard:notifications:demo')).not.toMatch(/sr1-/)
  })

  it('stops at the daily budget and says so', async () => {
    watchTwo()
    const { user } = renderRoute('/settings')
    const section = within((await screen.findByRole('heading', { level: 2, name: 'Background checks' }, { timeout: 10_000 })).closest('section')!)
    const budget = section.getByRole('spinbutton', { name: 'Daily credit budget for checks' })
    await user.clear(budget)
    await user.type(budget, '50')
    await user.click(section.getByRole('switch', { name: 'Check watched and held ratings in the background' }))
    // Turned on, the first check runs at once; it costs more than 50 credits, so the next would cross the budget.
    expect(await section.findByText('Checks paused until tomorrow: the daily budget of 50 credits is spent.')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('ratings-dashboard:notification-settings')!)).toEqual({ enabled: true, interval_ms: 3_600_000, daily_budget: 50 })
    await user.click(section.getByRole('switch', { name: 'Check watched and held ratings in the background' }))
    expect(section.queryByText(/Checks paused/)).not.toBeInTheDocument()
  })

  it('an empty panel says how to start', async () => {
    const { user } = renderRoute('/')
    await user.click(await header().findByRole('button', { name: 'Notifications' }, { timeout: 10_000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    expect(dialog.getByText(/No notifications yet/)).toBeInTheDocument()
    expect(dialog.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings')
  })
})
