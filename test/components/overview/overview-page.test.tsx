import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setMockControls } from '../../../src/mocks/controls'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { stubIntersectionObserver } from '../../support/intersection-observer'

// The machine is shared: a lazy route plus the seeded mock can take over a second to appear.
configure({ asyncUtilTimeout: 5000 })

async function sections() {
  return {
    about: await screen.findByRole('region', { name: 'What the service rates' }),
    defi: screen.getByRole('region', { name: 'Recently rated DeFi products' }),
    infra: screen.getByRole('region', { name: 'Recently rated infrastructure providers' }),
    alerts: screen.getByRole('region', { name: 'Newest alerts' }),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const LIST_PATHS = ['/ratings/defi', '/ratings/infra', '/ratings/defi/alerts']

describe('overview page', () => {
  it('asks for its three lists only once they come near the viewport (on a phone, below the fold)', async () => {
    const observers = stubIntersectionObserver()
    const { requests } = renderRoute('/')
    const { defi, infra, alerts } = await sections()
    // Drawn and watching the lists' spot (a request sent on drawing would have gone out by now): the lists wait
    // with words, no skeleton and no loading status, and nothing is paid for them.
    await waitFor(() => expect(observers.length).toBeGreaterThan(0))
    expect(requests.filter((request) => LIST_PATHS.includes(request.path))).toEqual([])
    for (const section of [defi, infra, alerts]) {
      expect(within(section).getByText('This list loads when you reach it.')).toBeInTheDocument()
      expect(within(section).queryByRole('status')).not.toBeInTheDocument()
      expect(section.querySelector('.overview-skeleton')).toBeNull()
    }

    act(() => observers.forEach((observer) => observer.callback([{ isIntersecting: true }])))
    for (const section of [defi, infra, alerts]) expect(await within(section).findAllByRole('listitem')).toHaveLength(5)
    expect(requests.filter((request) => LIST_PATHS.includes(request.path)).map((request) => request.path).toSorted()).toEqual(LIST_PATHS.toSorted())
  })

  it('shows its four sections with five items each, linking into each area', async () => {
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings overview' })).toBeInTheDocument()
    const { about, defi, infra, alerts } = await sections()

    expect(within(about).getByRole('table', { name: /grade scale/i })).toBeInTheDocument()
    for (const band of ['Qualified', 'Elevated', 'High risk', 'Default']) {
      expect(within(about).getByRole('rowheader', { name: band })).toBeInTheDocument()
    }
    expect(within(about).getByRole('link', { name: 'Browse DeFi ratings' })).toHaveAttribute('href', '/defi')

    const defiItems = await within(defi).findAllByRole('listitem')
    expect(defiItems).toHaveLength(5)
    const productLink = within(defiItems[0]!).getAllByRole('link')[0]!
    expect(productLink.getAttribute('href')).toMatch(/^\/defi\/[a-z0-9-]+\/[^/]+$/)
    expect(within(defi).getByRole('link', { name: /All DeFi ratings/ })).toHaveAttribute('href', '/defi?sort=rated_at&order=desc')

    const infraItems = await within(infra).findAllByRole('listitem')
    expect(infraItems).toHaveLength(5)
    expect(within(infraItems[0]!).getByRole('link').getAttribute('href')).toMatch(/^\/infra\/[a-z0-9-]+$/)

    const alertItems = await within(alerts).findAllByRole('listitem')
    expect(alertItems).toHaveLength(5)
    // severity as text, never colour alone
    expect(alertItems[0]!.textContent).toMatch(/Info|Low|Medium|High|Critical/)
    expect(within(alerts).getByRole('link', { name: 'All alerts' })).toHaveAttribute('href', '/alerts')
  })

  it('makes at most four requests, all started before the first answer arrives', async () => {
    setMockControls({ latencyMs: 40 })
    const events: string[] = []
    server.events.on('request:start', ({ request }) => events.push(`start ${new URL(request.url).pathname}`))
    server.events.on('response:mocked', ({ request }) => events.push(`answer ${new URL(request.url).pathname}`))
    const { requests } = renderRoute('/')
    const { defi, infra, alerts } = await sections()
    for (const section of [defi, infra, alerts]) await within(section).findAllByRole('listitem')

    expect(requests.length).toBeLessThanOrEqual(4)
    const byPath = Object.fromEntries(requests.map((request) => [request.path, request.search]))
    expect(byPath['/ratings/defi']?.get('sort')).toBe('rated_at')
    expect(byPath['/ratings/defi']?.get('order')).toBe('desc')
    expect(byPath['/ratings/defi']?.get('limit')).toBe('5')
    expect(byPath['/ratings/infra']?.get('sort')).toBe('rated_at')
    expect(byPath['/ratings/infra']?.get('limit')).toBe('5')
    expect(byPath['/ratings/defi/alerts']?.get('limit')).toBe('5')

    // no waterfall: every request starts before any answer
    const firstAnswer = events.findIndex((event) => event.startsWith('answer'))
    const lastStart = events.findLastIndex((event) => event.startsWith('start'))
    expect(firstAnswer).toBeGreaterThan(lastStart)
  })

  it('shows each list as it arrives: one failing section does not hide the others', async () => {
    server.use(
      http.get('/demo-api/ratings/infra', () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'The service failed.' } }, { status: 500 }),
      ),
    )
    const { user } = renderRoute('/')
    const { defi, infra } = await sections()
    expect(await within(infra).findByRole('alert')).toHaveTextContent('The service failed.')
    expect(await within(defi).findAllByRole('listitem')).toHaveLength(5)

    server.resetHandlers()
    await user.click(within(infra).getByRole('button', { name: 'Try again' }))
    expect(await within(infra).findAllByRole('listitem')).toHaveLength(5)
  })

  it('says so when there are no alerts yet', async () => {
    server.use(http.get('/demo-api/ratings/defi/alerts', () => HttpResponse.json({ data: [], pagination: { total_count: 0, limit: 5, offset: 0 } })))
    renderRoute('/')
    const { alerts } = await sections()
    expect(await within(alerts).findByText('No alerts have been detected.')).toBeInTheDocument()
  })

  it('marks demo data on the page', async () => {
    renderRoute('/')
    expect(await screen.findByRole('note')).toHaveTextContent(/Demo data: .* fictional/)
  })
})
