import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { WatchedItem } from '../../../src/features/watchlist/watchlist-schema'
import { forgetLoadedWatchlists } from '../../../src/features/watchlist/watchlist-store'
import { GRADE_SCALE } from '../../../src/lib/grades'
import { gradeIndex } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { renderRoute } from '../../render'

const STORAGE_KEY = 'ratings-dashboard:watchlist:demo'

function storedItems(): WatchedItem[] {
  return (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{"items":[]}') as { items: WatchedItem[] }).items
}

function navWatchlist() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Watchlist/ })
}

beforeEach(() => forgetLoadedWatchlists())

describe('the Watch toggle', { timeout: 40_000 }, () => {
  it('on a product page: watching snapshots grade, date and potential from the fetched record, without another request', async () => {
    const product = getDemoDb().catalog.defi.records.find((r) => r.potential_rating && r.rated_at)!
    const platform = toSlug(product.provider_name)
    const { user, requests } = renderRoute(`/defi/${platform}/${encodeURIComponent(product.contract_address)}`)
    await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 5000 })
    const toggle = screen.getByRole('button', { name: 'Watch' })
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const before = requests.length

    // The toggle's own polite region, next to it; the page has others (loading, the overview's list).
    const state = screen.getAllByRole('status').find((region) => region.classList.contains('watch-toggle-state'))!
    expect(state).toHaveTextContent('')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    expect(state).toHaveTextContent('Added to your watchlist')
    expect(storedItems()).toEqual([
      {
        kind: 'defi',
        platform,
        contract_address: product.contract_address,
        name: product.name,
        seen: { rating: product.rating, rated_at: product.rated_at, potential_rating: product.potential_rating },
      },
    ])
    expect(requests.length).toBe(before)
    expect(localStorage.getItem(STORAGE_KEY)).not.toMatch(/sr1-/)

    await user.click(screen.getByRole('button', { name: 'Watch' }))
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false')
    expect(state).toHaveTextContent('Removed from your watchlist')
    expect(storedItems()).toEqual([])
  })

  it('on a provider page', async () => {
    const provider = getDemoDb().catalog.infra.records[3]!
    const slug = toSlug(provider.name)
    const { user } = renderRoute(`/infra/${slug}`)
    await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 5000 })
    const toggle = screen.getByRole('button', { name: 'Watch' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    expect(storedItems()).toEqual([
      { kind: 'infra', slug, name: provider.name, seen: { rating: provider.rating, rated_at: provider.rated_at, potential_rating: null } },
    ])
  })

  it('visiting a watched item whose grade moved updates the navigation count, from that page’s own request', async () => {
    const provider = getDemoDb().catalog.infra.records.find((r) => gradeIndex(r.rating) > 1)!
    const slug = toSlug(provider.name)
    const better = GRADE_SCALE[gradeIndex(provider.rating) - 1]!
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, items: [{ kind: 'infra', slug, name: provider.name, seen: { rating: better, rated_at: provider.rated_at, potential_rating: null } }] }),
    )
    const { requests } = renderRoute(`/infra/${slug}`)
    await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 5000 })
    await waitFor(() => expect(navWatchlist()).toHaveAccessibleName('Watchlist, 1 change'), { timeout: 5000 })
    expect(within(navWatchlist()).getByText('1')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    // The count read the page's record: one detail request, nothing else sent for it.
    expect(requests.filter((r) => r.path === `/ratings/infra/${slug}`)).toHaveLength(1)
  })

  it('the navigation names Watchlist as its fifth link, between Alerts and API keys', async () => {
    renderRoute('/settings')
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'DeFi', 'Infrastructure', 'Alerts', 'Watchlist', 'Portfolio', 'API keys', 'Settings'])
    expect(navWatchlist()).toHaveAttribute('href', '/watchlist')
  })
})
