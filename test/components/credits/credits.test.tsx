import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setCreditBudget } from '../../../src/credits/budget'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { createQueryClient } from '../../../src/app/query-client'
import { infraViewParams } from '../../../src/features/infra/infra-view-params'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

/** The credits the mock backend charged, read from its answers (not from the ledger under test). */
function chargedCredits() {
  const charged: { url: string; credits: number }[] = []
  server.events.on('response:mocked', ({ request, response }) => {
    const header = response.headers.get('x-used-credits')
    if (header !== null) charged.push({ url: request.url, credits: Number(header) })
  })
  return { charged, total: () => charged.reduce((sum, entry) => sum + entry.credits, 0) }
}

const format = (value: number) => new Intl.NumberFormat('en-US').format(value)

async function openTable(name: string) {
  const table = await screen.findByRole('table', { name }, { timeout: 8000 })
  await waitFor(() => expect(table.querySelectorAll('tbody a').length).toBeGreaterThan(0))
  return table
}

describe('credits', { timeout: 30_000 }, () => {
  it('the header adds up what every request cost, and the dialog lists them without the key', async () => {
    const credits = chargedCredits()
    const { user, router, requests } = renderRoute('/defi')
    await openTable('DeFi product ratings')
    await act(() => router.navigate('/infra'))
    await openTable('Infrastructure provider ratings')
    await waitFor(() => expect(credits.charged.length).toBe(requests.length))
    expect(credits.total()).toBeGreaterThan(0)

    const button = screen.getByRole('button', { name: /^Credits used this session/ })
    await waitFor(() => expect(button).toHaveAccessibleName(`Credits used this session: ${format(credits.total())}`))

    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Credits used this session' })
    const table = within(dialog).getByRole('table', { name: 'Requests this session' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Request', 'Credits'])
    expect(within(table).getAllByRole('row')).toHaveLength(requests.length + 1)
    expect(table).toHaveTextContent('GET /ratings/defi')
    expect(table).toHaveTextContent('GET /ratings/infra')
    const key = requests[0]?.headers.get('x-api-key') ?? ''
    expect(key).not.toBe('')
    expect(dialog.textContent).not.toContain(key)
  })

  it('says what a view cost, and "0 credits (cached)" when the cache answered it', async () => {
    const credits = chargedCredits()
    const { user, router, requests } = renderRoute('/defi')
    await openTable('DeFi product ratings')
    const listCost = () => credits.charged.filter((entry) => new URL(entry.url).pathname.endsWith('/ratings/defi'))
    await waitFor(() => expect(listCost()).toHaveLength(1))
    expect(await screen.findByText(`This view cost ${format(listCost()[0]?.credits ?? -1)} credits`)).toBeInTheDocument()

    await act(() => router.navigate('/infra'))
    await openTable('Infrastructure provider ratings')
    const sentBefore = requests.length
    await act(() => router.navigate(-1))
    await openTable('DeFi product ratings')
    expect(await screen.findByText('This view cost 0 credits (cached)')).toBeInTheDocument()
    expect(requests.length).toBe(sentBefore)

    await user.click(screen.getByRole('button', { name: /^Credits used this session/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Credits used this session' })
    expect(dialog).toHaveTextContent('The cache answered 1 view for free.')
  })

  it('holds what the dashboard would ask on its own once the budget is reached; "Continue anyway" sends it', async () => {
    setCreditBudget(1)
    const { user, router, requests } = renderRoute('/defi')
    await openTable('DeFi product ratings')
    expect(screen.queryByText('Credit budget reached')).not.toBeInTheDocument()

    const sentBefore = requests.length
    await act(() => router.navigate('/infra'))
    expect(await screen.findByText('Credit budget reached')).toBeInTheDocument()
    expect(requests.filter((request) => request.path === '/ratings/infra')).toHaveLength(0)
    expect(requests.length).toBe(sentBefore)
    // The cached DeFi list still shows without a request.
    await act(() => router.navigate('/defi'))
    await openTable('DeFi product ratings')
    expect(requests.length).toBe(sentBefore)

    await act(() => router.navigate('/infra'))
    await user.click(await screen.findByRole('button', { name: 'Continue anyway' }))
    await openTable('Infrastructure provider ratings')
    expect(requests.filter((request) => request.path === '/ratings/infra')).toHaveLength(1)
    expect(screen.queryByText('Credit budget reached')).not.toBeInTheDocument()
  })

  it('"Raise budget" leads to the Settings field', async () => {
    setCreditBudget(1)
    const { user, router } = renderRoute('/defi')
    await openTable('DeFi product ratings')
    await act(() => router.navigate('/infra'))
    await user.click(await screen.findByRole('link', { name: 'Raise budget' }))
    const field = await screen.findByRole('spinbutton', { name: 'Session credit budget' })
    await waitFor(() => expect(field).toHaveFocus())
    expect(field).toHaveValue(1)
    await user.clear(field)
    await user.type(field, '100000')
    expect(screen.queryByText('Credit budget reached')).not.toBeInTheDocument()
  })
})

describe('credits: cached data past the budget', { timeout: 30_000 }, () => {
  it('shows data already in the cache, even stale, without asking again', async () => {
    setCreditBudget(0)
    const queryClient = createQueryClient({ retry: false })
    const provider = getDemoDb().catalog.infra.records[0]
    if (!provider) throw new Error('the seed has no provider')
    const params = infraViewParams.fromSearch(new URLSearchParams()).params
    queryClient.setQueryData(
      infraQueries.list(params).queryKey,
      { items: [provider], pagination: null, limit: 10, offset: 0 },
      { updatedAt: Date.now() - 60 * 60_000 },
    )
    const { requests } = renderRoute('/infra', { queryClient })
    await openTable('Infrastructure provider ratings')
    expect(screen.getByRole('table', { name: 'Infrastructure provider ratings' })).toHaveTextContent(provider.name)
    expect(requests.filter((request) => request.path === '/ratings/infra')).toHaveLength(0)
    expect(screen.queryByText('Credit budget reached')).not.toBeInTheDocument()
  })
})
