import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { dayOf, type HistoryEntry } from '../../../src/features/portfolio/portfolio-history'
import type { PortfolioEntry, Position } from '../../../src/features/portfolio/portfolio-schema'
import { forgetLoadedPortfolios } from '../../../src/features/portfolio/portfolio-store'
import { formatDate } from '../../../src/lib/format'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { currentUrl, renderRoute, type RecordedRequest } from '../../render'

const STORAGE_KEY = 'ratings-dashboard:portfolio:demo'

function products(): readonly DefiRating[] {
  return getDemoDb().catalog.defi.records
}
function positionOf(record: DefiRating, amount: number): Position {
  return { platform: toSlug(record.provider_name), contract_address: record.contract_address, amount_usd: amount }
}
function storeV2(portfolios: PortfolioEntry[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, portfolios }))
}
function stored(): { version: number; portfolios: PortfolioEntry[] } {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { version: number; portfolios: PortfolioEntry[] }
}
const detailRequests = (requests: readonly RecordedRequest[]) => requests.filter((r) => /^\/ratings\/defi\/[^/]+\/[^/]+$/.test(r.path))
const picker = () => screen.getByRole('combobox', { name: 'Portfolio' })
async function checked(count: number) {
  return screen.findByText(new RegExp(`Checked ${count} products?:`), {}, { timeout: 20_000 })
}
const day = (date: string, qualified: number): HistoryEntry => ({
  date,
  total_usd: 300,
  median_grade: 'A',
  positions: 2,
  qualified_pct: qualified,
  elevated_pct: 100 - qualified,
  high_risk_pct: 0,
  default_pct: 0,
  unrated_pct: 0,
})

beforeEach(() => forgetLoadedPortfolios())
afterEach(() => vi.restoreAllMocks())

describe('several portfolios', { timeout: 60_000 }, () => {
  it('carries a portfolio stored by the earlier version over as "My portfolio", nothing lost', async () => {
    const [a, b] = products()
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, positions: [positionOf(a!, 200), positionOf(b!, 100)] }))
    renderRoute('/portfolio')
    await checked(2)
    expect(picker()).toHaveValue('My portfolio')
    expect(within(picker()).getAllByRole('option').map((option) => option.textContent)).toEqual(['My portfolio'])
    expect(within(screen.getByRole('table', { name: /^Holdings/ })).getAllByRole('rowheader')).toHaveLength(2)
    expect(stored().portfolios.map((portfolio) => [portfolio.name, portfolio.positions.length])).toEqual([['My portfolio', 2]])
  })

  it('makes a new portfolio that opens at once, refuses a taken or empty name, and lists both in "All portfolios" without a request', async () => {
    const [a] = products()
    storeV2([{ name: 'Treasury', positions: [positionOf(a!, 200)], history: [day('2026-11-20', 80)] }])
    const { user, router, requests } = renderRoute('/portfolio')
    await checked(1)
    await user.click(screen.getByRole('button', { name: 'New portfolio' }))
    const dialog = await screen.findByRole('dialog', { name: 'New portfolio' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'treasury')
    await user.click(within(dialog).getByRole('button', { name: 'Create portfolio' }))
    expect(await within(dialog).findByText(/A portfolio named “Treasury” already exists/)).toBeInTheDocument()
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Create portfolio' }))
    expect(await within(dialog).findByText('Enter a name for the portfolio.')).toBeInTheDocument()
    expect(stored().portfolios).toHaveLength(1)
    await user.type(name, 'Fund B')
    requests.length = 0
    await user.click(within(dialog).getByRole('button', { name: 'Create portfolio' }))

    await waitFor(() => expect(currentUrl(router)).toBe('/portfolio?portfolio=Fund+B'))
    expect(picker()).toHaveValue('Fund B')
    expect(await screen.findByRole('heading', { name: 'No positions yet' })).toBeInTheDocument()
    const all = screen.getByRole('table', { name: 'All portfolios' })
    const rows = within(all).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent))
    // Treasury's figures are its latest day: today's, kept when its record came in on opening.
    expect(rows[0]!.slice(0, 4)).toEqual(['Treasury', '1', '$200.00', a!.rating])
    expect(rows[0]![6]).toBe(formatDate(dayOf(new Date())))
    expect(rows[1]).toEqual(['Fund B', '0', '–', '–', '–', '–', 'Not checked yet'])
    expect(within(all).getByRole('link', { name: 'Treasury' })).toHaveAttribute('href', '/portfolio?portfolio=Treasury')
    expect(requests).toEqual([])
  })

  it('switches by the select and by Back, each portfolio with its own positions; the records already fetched are not asked for again', async () => {
    const [a, b, c] = products()
    storeV2([
      { name: 'Treasury', positions: [positionOf(a!, 200), positionOf(b!, 100)], history: [] },
      { name: 'Fund B', positions: [positionOf(c!, 50)], history: [] },
    ])
    const { user, router, requests } = renderRoute('/portfolio')
    await checked(2)
    expect(detailRequests(requests)).toHaveLength(2)
    await user.selectOptions(picker(), 'Fund B')
    await waitFor(() => expect(currentUrl(router)).toBe('/portfolio?portfolio=Fund+B'))
    await checked(1)
    await waitFor(() => expect(within(screen.getByRole('table', { name: /^Holdings/ })).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([c!.name]))
    expect(detailRequests(requests)).toHaveLength(3)
    await router.navigate(-1)
    await waitFor(() => expect(picker()).toHaveValue('Treasury'))
    await screen.findByText('Checked 2 products: 0 requests, 2 from the cache.', {}, { timeout: 20_000 })
    expect(detailRequests(requests)).toHaveLength(3)
  })

  it('says so when the URL names no portfolio of this device, and shows the first', async () => {
    storeV2([
      { name: 'Treasury', positions: [], history: [] },
      { name: 'Fund B', positions: [], history: [] },
    ])
    renderRoute('/portfolio?portfolio=Nope')
    expect(await screen.findByText('There is no portfolio named “Nope” on this device: showing “Treasury”.')).toBeInTheDocument()
    expect(picker()).toHaveValue('Treasury')
  })

  it('asks before deleting, naming the portfolio and its positions; the last one left cannot be deleted', async () => {
    const [a] = products()
    storeV2([
      { name: 'Treasury', positions: [positionOf(a!, 200)], history: [] },
      { name: 'Fund B', positions: [], history: [] },
    ])
    const { user, router } = renderRoute('/portfolio?portfolio=Treasury')
    await checked(1)
    await user.click(screen.getByRole('button', { name: 'Delete portfolio' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Treasury”?' })
    expect(dialog).toHaveTextContent('The portfolio “Treasury” and its 1 position will be deleted from this device')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(stored().portfolios).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Delete portfolio' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete portfolio' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/portfolio?portfolio=Fund+B'))
    expect(stored().portfolios.map((portfolio) => portfolio.name)).toEqual(['Fund B'])
    const last = screen.getByRole('button', { name: 'Delete portfolio' })
    expect(last).toHaveAttribute('aria-disabled', 'true')
    expect(last).toHaveAccessibleDescription('The last portfolio cannot be deleted; remove its positions to empty it.')
    await user.click(last)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('renames the chosen portfolio and keeps it open', async () => {
    storeV2([{ name: 'Treasury', positions: [], history: [] }])
    const { user, router } = renderRoute('/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Rename portfolio' }, { timeout: 5000 }))
    const name = within(await screen.findByRole('dialog', { name: 'Rename “Treasury”' })).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Treasury')
    await user.clear(name)
    await user.type(name, 'x'.repeat(61))
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    expect(await screen.findByText(/at most 60/)).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Operating treasury')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/portfolio?portfolio=Operating+treasury'))
    expect(picker()).toHaveValue('Operating treasury')
  })
})

describe('risk over time', { timeout: 60_000 }, () => {
  it("keeps the day's profile once every record is in, shows it by date, and exports it as CSV", async () => {
    const [a, b] = products()
    storeV2([{ name: 'Treasury', positions: [positionOf(a!, 200), positionOf(b!, 100)], history: [day('2026-11-01', 90)] }])
    const { user } = renderRoute('/portfolio')
    await checked(2)
    const section = screen.getByRole('region', { name: 'Risk over time' })
    const table = await within(section).findByRole('table', { name: 'Risk profile by date' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    const today = dayOf(new Date())
    expect(stored().portfolios[0]!.history.map((entry) => entry.date)).toEqual(['2026-11-01', today])
    // Newest first.
    expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent('Nov 1, 2026')
    expect(within(section).getByText(/^Since Nov 1, 2026, the share rated Qualified went from 90 % to/)).toBeInTheDocument()

    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:history'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await user.click(within(section).getByRole('button', { name: 'Export history' }))
    await waitFor(() => expect(created).toHaveLength(1))
    const lines = (await created[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(lines[0]).toBe('date,total_usd,median_grade,qualified_pct,elevated_pct,high_risk_pct,default_pct,unrated_pct')
    expect(lines[1]).toBe('2026-11-01,300,A,90,10,0,0,0')
    expect(lines).toHaveLength(3)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`portfolio-history-treasury-${today}.csv`)
  })

  it('loads twelve sample months with the sample portfolio, marked as sample', async () => {
    const { user } = renderRoute('/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Load sample portfolio' }, { timeout: 5000 }))
    await checked(12)
    const table = await screen.findByRole('table', { name: 'Risk profile by date' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(14))
    expect(within(table).getAllByText('(sample)')).toHaveLength(12)
    expect(stored().portfolios[0]!.history.filter((entry) => entry.sample)).toHaveLength(12)
  })
})

describe('what changed since you last looked', { timeout: 60_000 }, () => {
  it('reads each holding against its reference with the watchlist’s rules; Mark all as seen makes today’s grades the reference', async () => {
    const middle = products().filter((record) => record.rating && !['AAA', 'D'].includes(record.rating))
    const [up, down, same] = middle
    const reference = (rating: string | null) => ({ rating, rated_at: up!.rated_at ?? null, potential_rating: null })
    const ids = [up!, down!, same!].map((record) => `${toSlug(record.provider_name)}:${record.contract_address.toLowerCase()}`)
    storeV2([
      {
        name: 'Treasury',
        positions: [positionOf(up!, 300), positionOf(down!, 200), positionOf(same!, 100)],
        history: [],
        seen: { marked_at: null, since: '2026-11-20', references: { [ids[0]!]: reference('D'), [ids[1]!]: reference('AAA'), [ids[2]!]: reference(same!.rating ?? null) }, added_at: {} },
      },
    ])
    const { user } = renderRoute('/portfolio')
    await checked(3)
    const table = screen.getByRole('table', { name: /^Holdings/ })
    const changeOf = (record: DefiRating) => {
      const row = within(table).getByRole('rowheader', { name: record.name }).closest('tr')!
      const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent)
      return row.children[headers.indexOf('Change')]!.textContent
    }
    await waitFor(() => expect(changeOf(up!)).toBe(`Upgraded from D to ${up!.rating}`))
    expect(changeOf(down!)).toBe(`Downgraded from AAA to ${down!.rating}`)
    expect(changeOf(same!)).toMatch(/^(No change|Re-rated)$/)
    const profile = screen.getByRole('region', { name: /^Risk profile$/ })
    expect(within(profile).getByText(/^Since you last looked \(Nov 20, 2026\): 1 downgrade, 1 upgrade/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }))
    await waitFor(() => expect(changeOf(up!)).toBe('No change'))
    expect(changeOf(down!)).toBe('No change')
    expect(within(profile).queryByText(/^Since you last looked/)).not.toBeInTheDocument()
    expect(stored().portfolios[0]!.seen?.references[ids[0]!]?.rating).toBe(up!.rating)
  })
})

describe('records landing', { timeout: 60_000 }, () => {
  it('draws every holding’s record by the time the status says they were checked', async () => {
    const [a, b, c] = products()
    storeV2([{ name: 'Treasury', positions: [positionOf(a!, 300), positionOf(b!, 200), positionOf(c!, 100)], history: [] }])
    renderRoute('/portfolio')
    await checked(3)
    const table = screen.getByRole('table', { name: /^Holdings/ })
    expect(within(table).queryByText('Checking…')).not.toBeInTheDocument()
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([a!.name, b!.name, c!.name])
  })
})
