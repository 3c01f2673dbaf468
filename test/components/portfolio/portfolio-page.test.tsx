import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL } from '../../../src/api/config'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { createQueryClient } from '../../../src/app/query-client'
import type { Position } from '../../../src/features/portfolio/portfolio-schema'
import { forgetLoadedPortfolios } from '../../../src/features/portfolio/portfolio-store'
import { countDataPoints } from '../../../src/api/export/export-job'
import { formatInteger } from '../../../src/lib/format'
import { gradeIndex } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { setMockControls } from '../../../src/mocks/controls'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute, type RecordedRequest } from '../../render'

const STORAGE_KEY = 'ratings-dashboard:portfolio:demo'
const HEADER = 'platform,contract_address,amount_usd'

function products(): readonly DefiRating[] {
  return getDemoDb().catalog.defi.records
}
function positionOf(record: DefiRating, amount: number): Position {
  return { platform: toSlug(record.provider_name), contract_address: record.contract_address, amount_usd: amount }
}
function store(positions: Position[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, positions }))
}
/** The first portfolio's stored positions (a value stored in the old shape is read as it is). */
function storedPositions(): Position[] {
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{"positions":[]}') as { positions?: Position[]; portfolios?: Array<{ positions: Position[] }> }
  return stored.portfolios?.[0]?.positions ?? stored.positions ?? []
}
function detailUrl(record: Pick<DefiRating, 'provider_name' | 'contract_address'>): string {
  return `${DEMO_API_BASE_URL}/ratings/defi/${toSlug(record.provider_name)}/${encodeURIComponent(record.contract_address)}`
}
const detailRequests = (requests: readonly RecordedRequest[]) => requests.filter((r) => /^\/ratings\/defi\/[^/]+\/[^/]+$/.test(r.path))
const alertRequests = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.path === '/ratings/defi/alerts')

function holdingsTable(): HTMLElement {
  return screen.getByRole('table', { name: /^Holdings/ })
}
function rowOf(name: string): HTMLElement {
  return within(holdingsTable()).getByRole('rowheader', { name }).closest('tr')!
}
/** Waits for the visit's refresh to finish ("Checked N products: …"). */
async function refreshed(text: RegExp = /Checked \d+ products?:/, timeout = 20_000) {
  return screen.findByText(text, {}, { timeout })
}
function csvFile(text: string, name = 'positions.csv'): File {
  return new File([text], name, { type: 'text/csv' })
}

beforeEach(() => forgetLoadedPortfolios())
afterEach(() => vi.restoreAllMocks())

describe('/portfolio', { timeout: 60_000 }, () => {
  it('explains how to add positions when there are none, and offers the sample in demo mode', async () => {
    const { requests } = renderRoute('/portfolio')
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/Portfolio/))
    expect(screen.getByRole('heading', { name: 'No positions yet' })).toBeInTheDocument()
    expect(screen.getByLabelText('Import positions')).toHaveAttribute('type', 'file')
    expect(screen.getByRole('button', { name: 'Load sample portfolio' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export positions' })).not.toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('loads the sample portfolio and shows its holdings, risk profile and alerts', async () => {
    const { user } = renderRoute('/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Load sample portfolio' }, { timeout: 5000 }))
    await refreshed(/Checked 12 products: 12 requests, 0 from the cache\./)
    const table = holdingsTable()
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Platform', 'Rating', 'Amount', 'Share', 'Rated', 'Change', 'Actions'])
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(12))
    expect(storedPositions()).toHaveLength(12)

    const profile = screen.getByRole('region', { name: 'Risk profile' })
    // The profile follows the holdings in a render of its own.
    await waitFor(() => expect(within(profile).getByText('Total value').nextElementSibling).toHaveTextContent('$13,645,000.00'), { timeout: 10_000 })
    const median = within(profile).getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith('Half of the value is rated'))
    expect(median.textContent).toMatch(/^Half of the value is rated (AAA|AA[+-]?|A[+-]?|BBB[+-]?|BB[+-]?|B[+-]?|CCC[+-]?|CC|C|D) or better\./)
    for (const name of ['Exposure by band', 'Exposure by platform', 'Exposure by chain']) {
      const exposure = within(profile).getByRole('table', { name })
      const shares = within(exposure).getAllByRole('row').slice(1).map((row) => Number.parseFloat(row.lastElementChild!.textContent!))
      expect(Math.round(shares.reduce((a, b) => a + b, 0) * 10) / 10, `${name} adds up to 100 %`).toBe(100)
    }
    expect(within(within(profile).getByRole('table', { name: 'Exposure by band' })).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Qualified',
      'Elevated',
      'High risk',
      'Default',
      'Unrated',
    ])
    expect(within(profile).getByRole('figure', { name: 'Exposure by band' })).toBeInTheDocument()
    const weakest = within(profile).getByRole('region', { name: 'Weakest holdings' })
    const grades = within(weakest).getAllByRole('listitem').map((item) => item.querySelector('.grade-text')!.textContent!)
    expect(grades.length).toBeGreaterThan(0)
    expect(grades.every((grade) => gradeIndex(grade) >= gradeIndex('BB+'))).toBe(true)
    expect(grades.map(gradeIndex)).toEqual(grades.map(gradeIndex).toSorted((a, b) => b - a))

    const alerts = screen.getByRole('region', { name: 'Alerts on holdings' })
    await waitFor(() => expect(within(alerts).getAllByRole('listitem').length).toBeGreaterThan(0), { timeout: 10_000 })
    expect(screen.getByText(/^This view cost [\d,]+ credits/)).toBeInTheDocument()
  })

  it('live mode offers no sample and keeps its own portfolio', async () => {
    store([positionOf(products()[0]!, 100)])
    renderRoute('/portfolio', {
      connection: { mode: 'live', baseUrl: 'https://api.example.test', remember: false, apiKey: 'sr1-0123456789abcdef0123456789abcdef' },
    })
    expect(await screen.findByRole('heading', { name: 'No positions yet' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load sample portfolio' })).not.toBeInTheDocument()
  })

  it('keeps a product the API no longer finds, and one whose request failed with "Try again"; both count as Unrated', async () => {
    const [good, failing] = products()
    const gone = { provider_name: good!.provider_name, contract_address: '0xdeadbeef00000000000000000000000000000000' }
    store([positionOf(good!, 600), { ...positionOf(failing!, 300), name: 'The failing one' }, { platform: toSlug(gone.provider_name), contract_address: gone.contract_address, amount_usd: 100, name: 'Withdrawn product' }])
    server.use(http.get(detailUrl(failing!), () => HttpResponse.json({ error: { code: 'server_error', message: 'Boom.' } }, { status: 500 }), { once: true }))
    const { user, requests } = renderRoute('/portfolio')
    await refreshed(/Checked 3 products: 3 requests/)
    await waitFor(() => expect(within(rowOf('Withdrawn product')).getByText('Unavailable', { selector: '.portfolio-unavailable-text' })).toBeInTheDocument(), { timeout: 10_000 })
    expect(within(rowOf('Withdrawn product')).getByText(/The API no longer finds this product\. Counted as Unrated\./)).toBeInTheDocument()
    expect(within(rowOf('Withdrawn product')).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument()
    const failed = rowOf('The failing one')
    expect(within(failed).getByText('Unavailable', { selector: '.portfolio-unavailable-text' })).toBeInTheDocument()
    expect(within(failed).getByText(/The request failed: Boom\./)).toBeInTheDocument()
    const unrated = () => within(screen.getByRole('table', { name: 'Exposure by band' })).getByRole('rowheader', { name: 'Unrated' }).closest('tr')!
    await waitFor(() => expect(unrated()).toHaveTextContent('$400.00'), { timeout: 10_000 })
    expect(unrated()).toHaveTextContent('40.0%')

    const before = detailRequests(requests).length
    await user.click(within(failed).getByRole('button', { name: 'Try again for The failing one' }))
    await waitFor(() => expect(rowOf(failing!.name)).toBeInTheDocument(), { timeout: 10_000 })
    expect(within(rowOf(failing!.name)).getByText(failing!.rating!)).toBeInTheDocument()
    expect(detailRequests(requests).length - before).toBe(1)
  })

  it('"Remove <name>" removes the row and the stored position', async () => {
    const [a, b] = products()
    store([positionOf(a!, 200), positionOf(b!, 100)])
    const { user } = renderRoute('/portfolio')
    await refreshed()
    await user.click(await screen.findByRole('button', { name: `Remove ${a!.name}` }, { timeout: 10_000 }))
    await waitFor(() => expect(within(holdingsTable()).queryByRole('rowheader', { name: a!.name })).not.toBeInTheDocument())
    expect(screen.getByText(new RegExp(`^Removed ${a!.name}\\.`))).toBeInTheDocument()
    expect(storedPositions()).toEqual([positionOf(b!, 100)])
    expect(screen.getByRole('heading', { name: 'Holdings' })).toHaveFocus()
  })

  it('a full storage leaves the portfolio as it was and says the change was not saved', async () => {
    const [a, b] = products()
    store([positionOf(a!, 200), positionOf(b!, 100)])
    const { user } = renderRoute('/portfolio')
    await refreshed()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await user.click(await screen.findByRole('button', { name: `Remove ${a!.name}` }))
    expect(await screen.findByText(new RegExp(`Removing ${a!.name} was not saved: this device’s storage is full\\. Your portfolios are as they were\\.`))).toBeInTheDocument()
    expect(rowOf(a!.name)).toBeInTheDocument()
    expect(storedPositions()).toHaveLength(2)
  })

  it('sets aside a stored portfolio it cannot read, says so, and starts a new one', async () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"positions":[{"platform":')
    renderRoute('/portfolio')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/could not be read.*set aside.*new, empty portfolio/)
    expect(screen.getByRole('heading', { name: 'No positions yet' })).toBeInTheDocument()
    expect(localStorage.getItem('ratings-dashboard:portfolio-backup:demo')).toBe('{"version":1,"positions":[{"platform":')
  })

  it('refuses a file with bad lines, listing every one, and changes nothing', async () => {
    const [a] = products()
    store([positionOf(a!, 100)])
    const { user } = renderRoute('/portfolio')
    await refreshed()
    const text = [HEADER, `${toSlug(a!.provider_name)},${a!.contract_address},500`, 'harbor-lend,,10', `harbor-lend,${a!.contract_address},lots`, ''].join('\n')
    await user.upload(screen.getByLabelText('Import positions'), csvFile(text, 'bad.csv'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('bad.csv was not imported: your portfolio is unchanged.')
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: contract_address is empty',
      'Line 4: amount_usd is not a positive number',
    ])
    expect(storedPositions()).toEqual([positionOf(a!, 100)])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('imports into an empty portfolio at once, merging a product named twice, then asks before replacing', async () => {
    const [a, b, c] = products()
    const { user } = renderRoute('/portfolio')
    const input = await screen.findByLabelText('Import positions', {}, { timeout: 5000 })
    const line = (record: DefiRating, amount: string) => `${toSlug(record.provider_name)},${record.contract_address},${amount}`
    await user.upload(input, csvFile([HEADER, line(a!, '1.5M'), line(b!, '250k'), line(a!, '500000'), ''].join('\n'), 'first.csv'))
    expect(await screen.findByText(/Imported 2 positions from first\.csv\. The same product on two lines is one position with the amounts added: line 4 \(same product as line 2\)\./)).toBeInTheDocument()
    expect(storedPositions()).toEqual([positionOf(a!, 2_000_000), positionOf(b!, 250_000)])
    await refreshed(/Checked 2 products: 2 requests/)

    await user.upload(input, csvFile([HEADER, line(c!, '10'), ''].join('\n'), 'second.csv'))
    const dialog = await screen.findByRole('dialog', { name: 'Replace your portfolio?' })
    expect(dialog).toHaveTextContent('The 2 positions of “My portfolio” will be replaced by the 1 position of second.csv.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(storedPositions()).toHaveLength(2)

    await user.upload(input, csvFile([HEADER, line(c!, '10'), ''].join('\n'), 'second.csv'))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace portfolio' }))
    expect(await screen.findByText(/Imported 1 position from second\.csv\./)).toBeInTheDocument()
    expect(storedPositions()).toEqual([positionOf(c!, 10)])
  })

  it('exports the positions as the CSV an import reads back', async () => {
    const [a, b] = products()
    store([positionOf(a!, 0.01), positionOf(b!, 10_000_000_000)])
    const saved: Blob[] = []
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob)
      return 'blob:portfolio'
    }
    URL.revokeObjectURL = () => undefined
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    const { user } = renderRoute('/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Export positions' }, { timeout: 5000 }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(names[0]).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.csv$/)
    // A byte-order mark first, for spreadsheets (Blob.text() reads past it).
    expect(Array.from(new Uint8Array(await saved[0]!.arrayBuffer()).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    expect(await saved[0]!.text()).toBe(
      `${HEADER}\r\n${toSlug(a!.provider_name)},${a!.contract_address},0.01\r\n${toSlug(b!.provider_name)},${b!.contract_address},10000000000\r\n`,
    )
  })
})

describe('/portfolio: what opening it costs', { timeout: 90_000 }, () => {
  it('opening with every record fresh sends no detail request; reopening within the window sends nothing at all', async () => {
    const positions = products().slice(0, 4).map((record, index) => positionOf(record, 1000 * (index + 1)))
    store(positions)
    const { router, requests } = renderRoute('/portfolio')
    await refreshed(/Checked 4 products: 4 requests, 0 from the cache\./)
    await waitFor(() => expect(alertRequests(requests)).toHaveLength(1))
    expect(detailRequests(requests)).toHaveLength(4)
    expect(requests).toHaveLength(5)

    await router.navigate('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    const before = requests.length
    await router.navigate('/portfolio')
    await refreshed(/Checked 4 products: 0 requests, 4 from the cache\./)
    await waitFor(() => expect(within(holdingsTable()).getAllByRole('rowheader')).toHaveLength(4))
    expect(await screen.findByText('This view cost 0 credits (cached)')).toBeInTheDocument()
    expect(requests.slice(before)).toEqual([])
  })

  it('asks only for the records older than the freshness window', async () => {
    const records = products().slice(0, 6)
    store(records.map((record) => positionOf(record, 100)))
    const queryClient = createQueryClient({ retry: false })
    records.forEach((record, index) => {
      const updatedAt = index < 2 ? Date.now() - 11 * 60_000 : Date.now()
      queryClient.setQueryData(defiQueries.detail(toSlug(record.provider_name), record.contract_address).queryKey, record, { updatedAt })
    })
    const { requests } = renderRoute('/portfolio', { queryClient })
    await refreshed(/Checked 6 products: 2 requests, 4 from the cache\./)
    expect(detailRequests(requests).map((r) => r.path).toSorted()).toEqual(records.slice(0, 2).map((record) => detailUrl(record).slice(DEMO_API_BASE_URL.length)).toSorted())
  })

  /** 61 positions, one of them already in the cache: opening would send 60 requests. */
  function sixtyToAsk() {
    const records = products().slice(0, 61)
    expect(records).toHaveLength(61)
    store(records.map((record) => positionOf(record, 100)))
    const queryClient = createQueryClient({ retry: false })
    const cached = records[0]!
    queryClient.setQueryData(defiQueries.detail(toSlug(cached.provider_name), cached.contract_address).queryKey, cached)
    return { queryClient, cached }
  }

  it('asks before a refresh of more than 50 requests, saying how many and the estimated credits; "Not now" sends nothing', async () => {
    const { queryClient, cached } = sixtyToAsk()
    const { user, requests } = renderRoute('/portfolio', { queryClient })
    const ask = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(ask).toHaveTextContent(`Bringing the holdings up to date takes 60 requests, about ${formatInteger(countDataPoints(cached) * 2 * 60)} credits. Go on?`)
    await user.click(within(ask).getByRole('button', { name: 'Not now' }))
    expect(await screen.findByText(/^Not refreshed/)).toBeInTheDocument()
    await waitFor(() => expect(alertRequests(requests)).toHaveLength(1))
    expect(detailRequests(requests)).toEqual([])
    // "Refresh holdings" asks for every product again: 61 requests, so the question comes again.
    await user.click(screen.getByRole('button', { name: 'Refresh holdings' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/takes 61 requests/)
    expect(detailRequests(requests)).toEqual([])
  })

  it('shows the holdings 50 at a time, largest first, the page in the URL', async () => {
    const records = products().slice(0, 61)
    store(records.map((record, index) => positionOf(record, 1000 + index)))
    const { user, router } = renderRoute('/portfolio')
    await user.click(within(await screen.findByRole('alert', {}, { timeout: 10_000 })).getByRole('button', { name: 'Not now' }))
    const pages = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pages).getByText('Showing 1–50 of 61')).toBeInTheDocument()
    expect(within(holdingsTable()).getAllByRole('rowheader')).toHaveLength(50)
    await user.click(within(pages).getByRole('button', { name: 'Next page' }))
    expect(await within(pages).findByText('Showing 51–61 of 61')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?offset=50')
    // Largest first: the page holds the eleven smallest amounts.
    expect(within(holdingsTable()).getAllByRole('cell').filter((cell) => /^\$1,0\d\d\.00$/.test(cell.textContent ?? ''))).toHaveLength(11)
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('drops a page window the URL cannot hold, names it, and shows the first page', async () => {
    store(products().slice(0, 3).map((record) => positionOf(record, 100)))
    const { router } = renderRoute('/portfolio?portfolio=My+portfolio&limit=0&offset=abc')
    expect(await screen.findByText('Ignored invalid parameters: limit=0, offset=abc')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?portfolio=My+portfolio'))
    expect(within(holdingsTable()).getAllByRole('rowheader')).toHaveLength(3)
  })

  it('sends the 60 requests once the person goes on', { timeout: 150_000 }, async () => {
    // More than the mock's 60 a minute with the alerts request: the wait for the limit is another test's.
    setMockControls({ rateLimitPerMinute: null })
    const { queryClient } = sixtyToAsk()
    const started = Date.now()
    const { user, requests } = renderRoute('/portfolio', { queryClient })
    await user.click(within(await screen.findByRole('alert', {}, { timeout: 10_000 })).getByRole('button', { name: 'Refresh 60 products' }))
    await refreshed(/Checked 61 products: 60 requests, 1 from the cache\./, 120_000)
    expect(detailRequests(requests)).toHaveLength(60)
    console.log(`60 requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })

  it('waits out a 429 and carries on', async () => {
    const records = products().slice(0, 3)
    store(records.map((record) => positionOf(record, 100)))
    server.use(
      http.get(
        detailUrl(records[1]!),
        () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, { status: 429, headers: { 'Retry-After': '1' } }),
        { once: true },
      ),
    )
    const { requests } = renderRoute('/portfolio')
    expect(await screen.findByText(/^Waiting 1 s for the rate limit/, {}, { timeout: 10_000 })).toBeInTheDocument()
    await refreshed(/Checked 3 products: 4 requests, 0 from the cache; waited for the rate limit\./)
    await waitFor(() => expect(within(holdingsTable()).getAllByRole('rowheader').map((th) => th.textContent).toSorted()).toEqual(records.map((r) => r.name).toSorted()))
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument()
    expect(detailRequests(requests)).toHaveLength(4)
  })
})
