import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '../../../src/lib/format'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { stubIntersectionObserver } from '../../support/intersection-observer'
import { keyRecord } from '../../support/key-record'

const KEYS_PATH = '/demo-api/public/billing/api-keys'
const STATUS_PATH = '/demo-api/public/billing/status'
const NOW = new Date('2026-11-25T12:00:00.000Z')

function answer(status: { available_credits: number | null; monthly_quota: number | null; billing_date: string | null }) {
  server.use(
    http.get(STATUS_PATH, () => HttpResponse.json({ plan_name: 'Pro', subscribed_at: null, requests_allowed: true, ...status })),
    http.get(KEYS_PATH, () =>
      HttpResponse.json([
        keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000001', label: 'Reporting', api_key: 'sr1-****-0001', used_credits: 180, credit_limit: 200 }),
        keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000002', label: 'Production', api_key: 'sr1-****-0002', used_credits: 720, credit_limit: null }),
        keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000003', label: 'Spare', api_key: 'sr1-****-0003', used_credits: 0, credit_limit: 1000 }),
      ]),
    ),
  )
}

async function usageSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Usage' }, { timeout: 8000 })
  return heading.closest('section')!
}

// Only Date is faked: timers stay real, so the page's requests and waits run as usual.
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Usage on the keys page', () => {
  it('shows used and left, the keys by use with their shares, flags a key near its limit, and forecasts the run-out date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    answer({ monthly_quota: 1000, available_credits: 100, billing_date: '2026-12-10T00:00:00Z' })
    renderRoute('/keys')
    const section = await usageSection()
    const table = await within(section).findByRole('table', { name: 'Credits used per key, most used first' })

    expect(within(section).getByText('Credits used this period').nextElementSibling).toHaveTextContent('900')
    expect(within(section).getByText('Credits left').nextElementSibling).toHaveTextContent('100')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Production', 'Reporting', 'Spare'])
    expect(rows[0]).toHaveTextContent('80.0%')
    expect(rows[1]).toHaveTextContent('20.0%')
    expect(rows[1]).toHaveTextContent('80 % of its limit used')
    expect(rows[0]).not.toHaveTextContent('80 % of its limit used')
    expect(rows[2]).not.toHaveTextContent('80 % of its limit used')
    expect(within(within(section).getByRole('list', { name: 'Credits used per key, as bars' })).getAllByRole('listitem')).toHaveLength(3)

    // 900 credits in 15.5 days ≈ 58 a day: the 100 left last until the 27th, before the billing date.
    expect(within(section).getByText(`At this rate the credits last until ${formatDate('2026-11-27')}`)).toBeInTheDocument()
    expect(within(section).getByText(/How the forecast is computed/)).toHaveTextContent(formatDate('2026-11-10'))
  })

  it('says the credits last past the next billing date when nothing is used up at this rate', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    answer({ monthly_quota: 1_000_000, available_credits: 999_100, billing_date: '2026-12-10T00:00:00Z' })
    renderRoute('/keys')
    const section = await usageSection()
    expect(await within(section).findByText(`At this rate the credits last past the next billing date (${formatDate('2026-12-10')})`)).toBeInTheDocument()
  })

  it('gives no forecast, and invents no figures, when the service sends no quota', async () => {
    answer({ monthly_quota: null, available_credits: 5000, billing_date: null })
    renderRoute('/keys')
    const section = await usageSection()
    expect(await within(section).findByText(/No forecast/)).toBeInTheDocument()
    expect(within(section).getByText('Credits used this period').nextElementSibling).toHaveTextContent('–')
    expect(within(section).queryByText(/At this rate/)).not.toBeInTheDocument()
  })

  it('makes a forecast from the demo backend’s own keys and billing status', async () => {
    renderRoute('/keys')
    const section = await usageSection()
    expect(await within(section).findByText(/^At this rate the credits last/)).toBeInTheDocument()
    const table = await within(section).findByRole('table', { name: 'Credits used per key, most used first' })
    expect(within(table).getAllByText('80 % of its limit used').length).toBeGreaterThan(0)
  })

  it('has its heading, figures, bars and table in the page once the data is in, without being scrolled to', async () => {
    // An observer that never reports: nothing of the section may wait for the viewport.
    stubIntersectionObserver()
    answer({ monthly_quota: 1000, available_credits: 100, billing_date: '2026-12-10T00:00:00Z' })
    renderRoute('/keys')
    const section = await usageSection()
    const table = await within(section).findByRole('table', { name: 'Credits used per key, most used first' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3)
    expect(within(section).getByText('Credits used this period').nextElementSibling).toHaveTextContent('900')
    expect(within(section).getByText('Credits left').nextElementSibling).toHaveTextContent('100')
    expect(within(section).getByRole('list', { name: 'Credits used per key, as bars' })).toBeInTheDocument()
    expect(within(section).getByText(/^At this rate the credits last/)).toBeInTheDocument()
  })
})
