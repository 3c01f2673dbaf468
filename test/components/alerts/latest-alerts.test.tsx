import { QueryClientProvider } from '@tanstack/react-query'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL, setApiConfig } from '../../../src/api/config'
import { createQueryClient } from '../../../src/app/query-client'
import { LatestAlerts, type LatestAlertsFilter } from '../../../src/features/alerts/latest-alerts'
import { getDemoDb } from '../../../src/mocks/db/demo-db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { recordRequests } from '../../render'
import { stubIntersectionObserver } from '../../support/intersection-observer'

// The machine is shared: a lazy route plus the seeded mock can take over a second to appear.
configure({ asyncUtilTimeout: 5000 })

function renderLatest(filter: LatestAlertsFilter) {
  const requests = recordRequests()
  const queryClient = createQueryClient({ retry: false })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <main>
          <h1>Some product</h1>
          <LatestAlerts filter={filter} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { requests, queryClient }
}

describe('LatestAlerts', () => {
  beforeEach(() => setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY }))
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the alerts only once its spot at the foot of the page nears the viewport, and looks busy only while asking', async () => {
    const observers = stubIntersectionObserver()
    const alert = getDemoDb().catalog.alerts.find((item) => item.contract_address)!
    const { requests } = renderLatest({ contract_address: alert.contract_address! })
    // The section is drawn and watches its spot: a request sent on drawing would have gone out by now.
    await waitFor(() => expect(observers).toHaveLength(1))
    expect(requests).toHaveLength(0)
    // Until then the section holds its place with words: no placeholder rows, nothing busy.
    const region = screen.getByRole('region', { name: 'Latest alerts' })
    expect(within(region).getByText('Alerts load when you reach them.')).toBeInTheDocument()
    expect(region.querySelector('.skeleton-bar')).toBeNull()
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0)
    expect(region).not.toHaveAttribute('aria-busy')
    act(() => observers[0]!.callback([{ isIntersecting: true }]))
    // The request is on its way: now the skeleton rows and aria-busy say so.
    expect(region).toHaveAttribute('aria-busy', 'true')
    expect(region.querySelector('.skeleton-bar')).not.toBeNull()
    expect(await within(region).findAllByRole('listitem')).not.toHaveLength(0)
    expect(region).not.toHaveAttribute('aria-busy')
    expect(requests).toHaveLength(1)
    expect(observers[0]!.disconnected).toBe(true)
  })

  it("lists a product's newest alerts with a link to the filtered feed", async () => {
    const alert = getDemoDb().catalog.alerts.find((item) => item.contract_address)!
    const address = alert.contract_address!
    const expected = getDemoDb().catalog.alerts.filter((item) => item.contract_address === address)
    const { requests } = renderLatest({ contract_address: address })

    const region = await screen.findByRole('region', { name: 'Latest alerts' })
    const items = await within(region).findAllByRole('listitem')
    expect(items).toHaveLength(Math.min(3, expected.length))
    expect(items[0]).toHaveTextContent(expected[0]!.title)
    expect(within(region).getByRole('link', { name: 'View all alerts for this product' })).toHaveAttribute(
      'href',
      `/alerts?contract_address=${encodeURIComponent(address)}`,
    )
    expect(requests).toHaveLength(1)
    expect(requests[0]!.search.get('contract_address')).toBe(address)
  })

  it('links a platform to /alerts?protocol=…', async () => {
    const protocol = getDemoDb().catalog.alerts[0]!.protocol!
    renderLatest({ protocol })
    const region = await screen.findByRole('region', { name: 'Latest alerts' })
    expect(await within(region).findByRole('link', { name: 'View all alerts for this platform' })).toHaveAttribute('href', `/alerts?protocol=${protocol}`)
  })

  it('says so when there are no alerts', async () => {
    const { requests } = renderLatest({ contract_address: '0x0000000000000000000000000000000000000000' })
    const region = screen.getByRole('region', { name: 'Latest alerts' })
    expect(await within(region).findByText('No alerts about this product.')).toBeInTheDocument()
    expect(requests).toHaveLength(1)
    expect(within(region).queryByRole('link')).not.toBeInTheDocument()
  })
})
