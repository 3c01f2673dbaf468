import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_API_BASE_URL } from '../../../src/api/config'
import type { DefiRating } from '../../../src/api/schemas/defi'
import type { InfraRating } from '../../../src/api/schemas/infra'
import type { WatchedItem } from '../../../src/features/watchlist/watchlist-schema'
import { forgetLoadedWatchlists } from '../../../src/features/watchlist/watchlist-store'
import { GRADE_SCALE } from '../../../src/lib/grades'
import { gradeIndex } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

const STORAGE_KEY = 'ratings-dashboard:watchlist:demo'

function midScaleProducts(): DefiRating[] {
  return getDemoDb().catalog.defi.records.filter((r) => {
    const i = gradeIndex(r.rating)
    return i > 2 && i < GRADE_SCALE.length - 3 && r.rated_at
  })
}
function provider(n: number): InfraRating {
  return getDemoDb().catalog.infra.records[n]!
}
const gradeAt = (grade: string | null | undefined, offset: number) => GRADE_SCALE[gradeIndex(grade) + offset]!

function watchedProduct(record: DefiRating, seen: Partial<WatchedItem['seen']> = {}): WatchedItem {
  return {
    kind: 'defi',
    platform: toSlug(record.provider_name),
    contract_address: record.contract_address,
    name: record.name,
    seen: { rating: record.rating ?? null, rated_at: record.rated_at ?? null, potential_rating: record.potential_rating ?? null, ...seen },
  }
}
function watchedProvider(record: InfraRating, seen: Partial<WatchedItem['seen']> = {}): WatchedItem {
  return { kind: 'infra', slug: toSlug(record.name), name: record.name, seen: { rating: record.rating ?? null, rated_at: record.rated_at ?? null, potential_rating: null, ...seen } }
}
function store(items: WatchedItem[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, items }))
}
function storedItems(): WatchedItem[] {
  return (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{"items":[]}') as { items: WatchedItem[] }).items
}

function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: /^Watchlist/ })
  const header = within(table).getByRole('rowheader', { name })
  return header.closest('tr')!
}

function navWatchlist() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Watchlist/ })
}

beforeEach(() => forgetLoadedWatchlists())

describe('/watchlist', { timeout: 40_000 }, () => {
  it('explains how to watch when nothing is watched', async () => {
    renderRoute('/watchlist')
    expect(await screen.findByRole('heading', { level: 1, name: 'Watchlist' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/Watchlist/))
    expect(screen.getByRole('heading', { name: 'Nothing watched yet' })).toBeInTheDocument()
    expect(screen.getByText(/press/i)).toHaveTextContent(/Watch next to its name/)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Import watchlist')).toBeInTheDocument()
  })

  it('shows each Change kind, keeps unavailable items with their last known grade, and counts changes in the navigation', async () => {
    const [down, up, rerated, same] = midScaleProducts()
    const failing = provider(4)
    store([
      watchedProduct(down!, { rating: gradeAt(down!.rating, -1) }),
      watchedProduct(up!, { rating: gradeAt(up!.rating, 2) }),
      watchedProduct(rerated!, { rated_at: '2000-01-01' }),
      watchedProduct(same!),
      { kind: 'infra', slug: 'withdrawn-provider', name: 'Withdrawn Provider', seen: { rating: 'BB', rated_at: '2025-01-01', potential_rating: null } },
      watchedProvider(failing),
    ])
    server.use(
      http.get(`${DEMO_API_BASE_URL}/ratings/infra/${toSlug(failing.name)}`, () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'Boom.' } }, { status: 500 }),
      ),
    )
    const { requests } = renderRoute('/watchlist')
    await screen.findByRole('table', { name: /^Watchlist/ }, { timeout: 5000 })

    // The machine is shared and slow: wait for the refresh to finish before reading rows.
    expect(await screen.findByText(/Checked 6 items: 6 requests, 0 from the cache/, {}, { timeout: 10_000 })).toBeInTheDocument()
    // The table renders new rows in a transition: they can follow the status line a little later.
    await waitFor(() => expect(within(rowOf(down!.name)).getByText(`Downgraded from ${gradeAt(down!.rating, -1)} to ${down!.rating}`)).toBeInTheDocument(), {
      timeout: 10_000,
    })
    expect(within(rowOf(up!.name)).getByText(`Upgraded from ${gradeAt(up!.rating, 2)} to ${up!.rating}`)).toBeInTheDocument()
    expect(within(rowOf(rerated!.name)).getByText('Re-rated')).toBeInTheDocument()
    expect(within(rowOf(same!.name)).getByText('No change')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('Withdrawn Provider')).getByText('Unavailable')).toBeInTheDocument(), { timeout: 10_000 })
    expect(within(rowOf('Withdrawn Provider')).getByText('The API no longer finds it.')).toBeInTheDocument()
    // The last known grade stays.
    expect(within(rowOf('Withdrawn Provider')).getAllByText('BB')).toHaveLength(2)
    expect(within(rowOf('Withdrawn Provider')).getByText('(last known)')).toBeInTheDocument()
    expect(within(rowOf(failing.name)).getByText('Unavailable')).toBeInTheDocument()
    expect(within(rowOf(failing.name)).getByText(/The request failed/)).toBeInTheDocument()

    const row = rowOf(down!.name)
    expect(within(row).getByRole('link', { name: down!.name })).toHaveAttribute('href', `/defi/${toSlug(down!.provider_name)}/${encodeURIComponent(down!.contract_address)}`)
    expect(within(row).getByText('DeFi product')).toBeInTheDocument()
    expect(within(rowOf(failing.name)).getByText('Infrastructure provider')).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Kind', 'Rating', 'Last seen', 'Change', 'Rated', 'Actions'])

    await waitFor(() => expect(navWatchlist()).toHaveAccessibleName('Watchlist, 3 changes'), { timeout: 10_000 })
    expect(within(navWatchlist()).getByText('3')).toBeVisible()
    // One request per item (the 404 and the 500 are not retried: retries are off in tests).
    expect(requests.filter((r) => r.path.startsWith('/ratings/defi/') && r.path.split('/').length === 5)).toHaveLength(4)
  })

  it('"Mark all as seen" makes the current grades the last seen and clears the count', async () => {
    const [down, rerated] = midScaleProducts()
    store([watchedProduct(down!, { rating: gradeAt(down!.rating, -1) }), watchedProduct(rerated!, { rated_at: '2000-01-01' })])
    const { user } = renderRoute('/watchlist')
    await screen.findByRole('table', { name: /^Watchlist/ }, { timeout: 5000 })
    await waitFor(() => expect(within(rowOf(down!.name)).getByText(/^Downgraded/)).toBeInTheDocument())
    await waitFor(() => expect(navWatchlist()).toHaveAccessibleName('Watchlist, 2 changes'), { timeout: 10_000 })

    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }))
    await waitFor(() => expect(within(rowOf(down!.name)).getByText('No change')).toBeInTheDocument(), { timeout: 10_000 })
    expect(within(rowOf(rerated!.name)).getByText('No change')).toBeInTheDocument()
    expect(navWatchlist()).toHaveAccessibleName('Watchlist')
    expect(storedItems().map((item) => item.seen)).toEqual([
      { rating: down!.rating, rated_at: down!.rated_at, potential_rating: down!.potential_rating ?? null },
      { rating: rerated!.rating, rated_at: rerated!.rated_at, potential_rating: rerated!.potential_rating ?? null },
    ])
  })

  it('"Stop watching <name>" removes the row and the stored item', async () => {
    const [a, b] = midScaleProducts()
    store([watchedProduct(a!), watchedProduct(b!)])
    const { user } = renderRoute('/watchlist')
    await screen.findByRole('table', { name: /^Watchlist/ }, { timeout: 5000 })
    await user.click(await screen.findByRole('button', { name: `Stop watching ${a!.name}` }, { timeout: 10_000 }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: a!.name })).not.toBeInTheDocument(), { timeout: 10_000 })
    expect(rowOf(b!.name)).toBeInTheDocument()
    expect(storedItems().map((item) => item.name)).toEqual([b!.name])
  })

  it('imports a file (duplicates merged), and refuses a malformed one with a clear message and no change', async () => {
    const [a, b] = midScaleProducts()
    store([watchedProduct(a!)])
    const { user } = renderRoute('/watchlist')
    await screen.findByRole('table', { name: /^Watchlist/ }, { timeout: 5000 })
    const input = screen.getByLabelText('Import watchlist')

    await user.upload(input, new File(['{"format": nope'], 'broken.json', { type: 'application/json' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/not imported: it is not valid JSON.*unchanged/)
    expect(storedItems()).toHaveLength(1)

    const text = JSON.stringify({ format: 'ratings-dashboard-watchlist', version: 1, items: [watchedProduct(a!), watchedProduct(b!)] })
    await user.upload(input, new File([text], 'watchlist.json', { type: 'application/json' }))
    expect(await screen.findByText(/^Imported 1 item \(1 already watched\)\./)).toBeInTheDocument()
    await waitFor(() => expect(rowOf(b!.name)).toBeInTheDocument(), { timeout: 10_000 })
    expect(storedItems()).toHaveLength(2)
  })

  it('shows the newest alerts of the watched platforms from one request', async () => {
    const alerts = getDemoDb().catalog.alerts
    const platforms = [...new Set(alerts.map((alert) => alert.protocol))].slice(0, 2) as string[]
    const products = getDemoDb().catalog.defi.records
    const watched = platforms.map((slug) => products.find((p) => toSlug(p.provider_name) === slug)!)
    store([...watched.map((p) => watchedProduct(p)), watchedProvider(provider(0))])
    const { requests } = renderRoute('/watchlist')
    const section = await screen.findByRole('region', { name: 'Alerts for watched items' }, { timeout: 5000 })
    const newest = alerts.find((alert) => platforms.includes(alert.protocol!))!
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(newest.title!), { timeout: 10_000 })
    const alertRequests = requests.filter((r) => r.path === '/ratings/defi/alerts')
    expect(alertRequests).toHaveLength(1)
    expect(alertRequests[0]!.search.get('protocol')).toBe(platforms.join(','))
  })

  it('reports a stored watchlist it cannot read and carries on', async () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"items":[{"kind":')
    renderRoute('/watchlist')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/could not be read.*set aside/)
    expect(screen.getByRole('heading', { name: 'Nothing watched yet' })).toBeInTheDocument()
    expect(localStorage.getItem('ratings-dashboard:watchlist-backup:demo')).toBe('{"version":1,"items":[{"kind":')
  })

  it('demo: "Simulate a rating change" re-rates a watched item; Refresh shows it and the count', async () => {
    const [a] = midScaleProducts()
    store([watchedProduct(a!)])
    const { user, requests } = renderRoute('/watchlist')
    await screen.findByRole('table', { name: /^Watchlist/ }, { timeout: 5000 })
    await waitFor(() => expect(within(rowOf(a!.name)).getByText('No change')).toBeInTheDocument(), { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Simulate a rating change' }))
    const newGrade = gradeAt(a!.rating, 2)
    expect(await screen.findByText(new RegExp(`re-rated ${escape(a!.name)} from ${escape(a!.rating!)} to ${escape(newGrade)}`))).toBeInTheDocument()
    const before = requests.length
    await user.click(screen.getByRole('button', { name: 'Refresh watchlist' }))
    await waitFor(() => expect(within(rowOf(a!.name)).getByText(`Downgraded from ${a!.rating} to ${newGrade}`)).toBeInTheDocument(), {
      timeout: 10_000,
    })
    expect(requests.length - before).toBe(1)
    await waitFor(() => expect(navWatchlist()).toHaveAccessibleName('Watchlist, 1 change'))
  })

  it('live mode offers no simulation and keeps its own watchlist', async () => {
    const [a] = midScaleProducts()
    store([watchedProduct(a!)])
    renderRoute('/watchlist', {
      connection: { mode: 'live', baseUrl: 'https://api.example.test', remember: false, apiKey: 'sr1-0123456789abcdef0123456789abcdef' },
    })
    expect(await screen.findByRole('heading', { name: 'Nothing watched yet' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Simulate a rating change' })).not.toBeInTheDocument()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
