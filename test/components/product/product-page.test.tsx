import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { ListPage } from '../../../src/api/client'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { DEFI_TYPE_LABELS } from '../../../src/lib/defi-types'
import { DEFI_PILLARS, PILLAR_LABELS, PILLAR_WEIGHTS, pillarScores, subCategoryLabel } from '../../../src/lib/defi-pillars'
import { formatDate, formatDecimal, shortenAddress } from '../../../src/lib/format'
import { BAND_LABELS, BAND_MEANINGS, gradeBand, notchesBetter } from '../../../src/lib/grades'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { UNSAFE_PROFILE_URL } from '../../../src/mocks/db/defi-seed'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

function products(): readonly DefiRating[] {
  return getDemoDb().catalog.defi.records
}

function find(predicate: (record: DefiRating) => boolean, what: string): DefiRating {
  const record = products().find(predicate)
  if (!record) throw new Error(`the seed has no product with ${what}`)
  return record
}

/** A product with potential grade better than its grade, links and metrics. */
function fullProduct(): DefiRating {
  return find(
    (r) =>
      (notchesBetter(r.rating, r.potential_rating) ?? 0) > 1 &&
      Boolean(r.potential_rating_data && r.rating_data && r.type && r.chain && r.version) &&
      r.profile_url?.startsWith('https:') === true &&
      r.risk_metrics?.tvl != null &&
      r.risk_metrics.apy != null &&
      r.risk_metrics.users != null &&
      r.contract_address.length > 20,
    'everything',
  )
}

/** The route module loads lazily; the first render of a run takes longer than the default wait. */
function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })
}

function pathOf(record: DefiRating): string {
  return `/defi/${toSlug(record.provider_name)}/${encodeURIComponent(record.contract_address)}`
}

function detailPath(record: DefiRating): string {
  return `/ratings/defi/${toSlug(record.provider_name)}/${encodeURIComponent(record.contract_address)}`
}

// The machine is shared; the first test also pays for the lazy route module.
describe('product page /defi/:providerSlug/:contractAddress', { timeout: 40_000 }, () => {
  it('shows the header: name, platform link, facts, grades with bands and the notch gain', async () => {
    const product = fullProduct()
    const { user } = renderRoute(pathOf(product))
    expect(await findTitle(product.name)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toContain(product.name))

    const facts = within(document.querySelector('.product-facts') as HTMLElement)
    expect(facts.getByRole('link', { name: product.provider_name })).toHaveAttribute('href', `/defi/${toSlug(product.provider_name)}`)
    // The type by its people-facing name, as the list shows it (`LST`, not the API's `lst`).
    expect(facts.getByText(DEFI_TYPE_LABELS[product.type as keyof typeof DEFI_TYPE_LABELS])).toBeInTheDocument()
    expect(facts.getByText(product.chain!)).toBeInTheDocument()
    expect(facts.getByText(product.version!)).toBeInTheDocument()
    expect(facts.getByText(formatDate(product.rated_at))).toBeInTheDocument()
    expect(facts.getByText(formatDate(product.rated_since))).toBeInTheDocument()

    const address = facts.getByText(shortenAddress(product.contract_address))
    expect(address).toHaveAttribute('title', product.contract_address)
    await user.click(facts.getByRole('button', { name: 'Show full contract address' }))
    expect(facts.getByText(product.contract_address)).toBeInTheDocument()
    await user.click(facts.getByRole('button', { name: 'Copy contract address' }))
    expect(await facts.findByText('Copied')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(product.contract_address)

    const grades = within(document.querySelector('.product-grades') as HTMLElement)
    expect(grades.getByText('Rating')).toBeInTheDocument()
    expect(grades.getByText(product.rating!)).toBeInTheDocument()
    expect(grades.getByText('Potential rating')).toBeInTheDocument()
    expect(grades.getByText(product.potential_rating!)).toBeInTheDocument()
    expect(grades.getByText(`${notchesBetter(product.rating, product.potential_rating)} notches better`)).toBeInTheDocument()
    expect(grades.getAllByText(/Qualified|Elevated|High risk|Default/).length).toBeGreaterThanOrEqual(2)

    const metrics = within(screen.getByRole('region', { name: 'Risk metrics' }))
    expect(metrics.getByText('TVL')).toBeInTheDocument()
    expect(metrics.getByText('APY')).toBeInTheDocument()
    expect(metrics.getByText('Users')).toBeInTheDocument()

    const profile = screen.getByRole('link', { name: /Rating profile/ })
    expect(profile).toHaveAttribute('href', product.profile_url)
    expect(profile).toHaveAttribute('target', '_blank')
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('maps rating vs potential per sub-category into the table alternative', async () => {
    const product = fullProduct()
    const { user } = renderRoute(pathOf(product))
    await findTitle(product.name)

    expect(screen.queryByRole('table', { name: 'Security sub-category scores' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Show as table: Security sub-category scores' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const table = screen.getByRole('table', { name: 'Security sub-category scores' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Sub-category',
      'Rating score',
      'Potential score',
    ])
    const security = product.rating_data!.security!.sub_categories!
    const potential = product.potential_rating_data!.security!.sub_categories!
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [formatDecimal(security.key_management_permissions), formatDecimal(potential.key_management_permissions)],
      [formatDecimal(security.smart_contract_security), formatDecimal(potential.smart_contract_security)],
    ])
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Key management & permissions',
      'Smart contract security',
    ])

    await user.click(screen.getByRole('button', { name: 'Show as table: Strategy sub-category scores' }))
    const strategy = screen.getByRole('table', { name: 'Strategy sub-category scores' })
    expect(within(strategy).getByRole('rowheader', { name: 'Infra counterparty exposures' })).toBeInTheDocument()
    expect(within(strategy).getAllByRole('row')).toHaveLength(7)
  })

  it('shows the pillar grades and average scores as a table', async () => {
    const product = fullProduct()
    const { user } = renderRoute(pathOf(product))
    await findTitle(product.name)
    expect(screen.getByRole('figure', { name: 'Pillar grades and scores' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show as table: Pillar grades and scores' }))
    const table = screen.getByRole('table', { name: 'Pillar grades and scores' })
    const security = within(table).getByRole('rowheader', { name: 'Security' }).closest('tr')!
    const cells = within(security).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells[0]).toBe(product.rating_data!.security!.rating)
    expect(cells[2]).toBe(product.potential_rating_data!.security!.rating)
    expect(within(table).getAllByRole('row')).toHaveLength(4)
  })

  it('shows an unsafe profile URL as text, never as a link', async () => {
    const product = find((r) => r.profile_url === UNSAFE_PROFILE_URL, 'a javascript: profile URL')
    renderRoute(pathOf(product))
    await findTitle(product.name)
    expect(screen.queryByRole('link', { name: /Rating profile/ })).not.toBeInTheDocument()
    expect(screen.getByText(/Rating profile/)).toHaveTextContent(UNSAFE_PROFILE_URL)
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('hides the potential grade and the risk metrics when the record has none', async () => {
    const product = find((r) => !r.potential_rating_data && !r.potential_rating && !r.risk_metrics?.tvl && !r.risk_metrics?.apy && !r.risk_metrics?.users, 'no potential and no metrics')
    const { user } = renderRoute(pathOf(product))
    await findTitle(product.name)
    expect(screen.queryByText('Potential rating')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Risk metrics' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show as table: Operations sub-category scores' }))
    const table = screen.getByRole('table', { name: 'Operations sub-category scores' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
  })

  it('lists what holds the rating back, largest weighted gap first, with both scores, the gap and the pillar', async () => {
    const product = fullProduct()
    renderRoute(pathOf(product))
    await findTitle(product.name)

    const section = screen.getByRole('region', { name: 'What holds this rating back' })
    expect(within(section).getByRole('heading', { level: 2, name: 'What holds this rating back' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Weakest areas' })).not.toBeInTheDocument()

    // Every sub-category whose potential score is above the current one, worked out here from the record.
    const expected = DEFI_PILLARS.flatMap((pillar) => {
      const potential = pillarScores(product.potential_rating_data, pillar)
      return pillarScores(product.rating_data, pillar).flatMap(({ key, score }, i) => {
        const target = potential[i]?.score
        return score !== null && target != null && target > score
          ? [{ text: `${subCategoryLabel(key)}: ${formatDecimal(score)} → ${formatDecimal(target)} (+${formatDecimal(target - score)})`, pillar: PILLAR_LABELS[pillar], weighted: (target - score) * PILLAR_WEIGHTS[pillar] }]
          : []
      })
    })
    expect(expected.length).toBeGreaterThan(1)

    const items = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(expected.length)
    const shown = items.map((item) => expected.find((entry) => item.textContent === `${entry.text} ${entry.pillar}`))
    expect(shown.every(Boolean), items.map((item) => item.textContent).join(' | ')).toBe(true)
    const weights = shown.map((entry) => entry!.weighted)
    for (let i = 1; i < weights.length; i++) expect(weights[i - 1]! + 1e-9).toBeGreaterThanOrEqual(weights[i]!)
  })

  it('says what the grade’s band means and that the potential grade is what the raters think is reachable', async () => {
    const product = fullProduct()
    renderRoute(pathOf(product))
    await findTitle(product.name)
    const band = gradeBand(product.rating)
    if (band === 'unknown') throw new Error('the full product has a known grade')
    const bandLine = `${BAND_LABELS[band]} — ${BAND_MEANINGS[band]}`
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === bandLine)).toBeInTheDocument()
    expect(screen.getByText(`Preview rating: the potential rating, ${product.potential_rating}, is what the raters think is reachable. It is not a grade held today.`)).toBeInTheDocument()
  })

  it('without a potential rating lists the three weakest areas, lowest first, and no preview note', async () => {
    const product = find(
      (r) => !r.potential_rating && !r.potential_rating_data && Boolean(r.rating_data) && !(r.version ?? '').endsWith('-preview'),
      'no potential rating and a final methodology',
    )
    renderRoute(pathOf(product))
    await findTitle(product.name)

    const section = screen.getByRole('region', { name: 'Weakest areas' })
    expect(screen.queryByRole('heading', { name: 'What holds this rating back' })).not.toBeInTheDocument()
    const scores = DEFI_PILLARS.flatMap((pillar) => pillarScores(product.rating_data, pillar).map((entry) => entry.score)).filter(
      (score): score is number => score !== null,
    )
    const lowest = scores.toSorted((a, b) => a - b).slice(0, 3)

    const items = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const shownScores = items.map((item) => Number(/: ([\d.,]+) /.exec(item.textContent ?? '')?.[1]?.replace(/,/g, '')))
    expect(shownScores).toEqual(lowest.map((score) => Number(formatDecimal(score).replace(/,/g, ''))))
    for (const item of items) expect(item).toHaveTextContent(/^[A-Z][^:]+: [\d.,]+ (Operations|Security|Strategy)$/)
    expect(screen.queryByText(/^Preview rating/)).not.toBeInTheDocument()
  })

  it('says "Product not found" for the API’s 404, with a way back to the platform', async () => {
    const product = fullProduct()
    const slug = toSlug(product.provider_name)
    renderRoute(`/defi/${slug}/0xdoesnotexist`)
    expect(await findTitle('Product not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the platform' })).toHaveAttribute('href', `/defi/${slug}`)
  })

  it('shows an error with "Try again" that refetches', async () => {
    const product = fullProduct()
    // Failing until the click: the loader's request and the view's own (a query that failed is asked again
    // as its view mounts) may both reach the backend.
    let failing = true
    server.use(
      http.get(`/demo-api${detailPath(product)}`, () => {
        if (failing) return HttpResponse.json({ error: { code: 'server_error', message: 'Boom.' } }, { status: 500 })
        return undefined
      }),
    )
    const { user } = renderRoute(pathOf(product))
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Boom.')
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await findTitle(product.name)).toBeInTheDocument()
  })

  it('shows the table’s cached record at once while the detail loads', async () => {
    // Building the detail query in the cache during this page's render once set the
    // navigation's watchlist count in that render (React: "Cannot update a component").
    const consoleErrors = vi.spyOn(console, 'error')
    onTestFinished(() => consoleErrors.mockRestore())
    const product = fullProduct()
    server.use(
      http.get(`/demo-api${detailPath(product)}`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { queryClient, requests, router } = renderRoute('/settings')
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    const page: ListPage<DefiRating> = { items: [product], pagination: null, limit: 10, offset: 0 }
    queryClient.setQueryData(defiQueries.list({}).queryKey, page)

    await router.navigate(pathOf(product))
    expect(await findTitle(product.name)).toBeInTheDocument()
    expect(currentUrl(router)).toBe(pathOf(product))
    expect(screen.getByText(/while the full record loads/)).toBeInTheDocument()
    expect(screen.getByRole('figure', { name: 'Pillar grades and scores' })).toBeInTheDocument()
    // The detail request leaves after the page's first render; count it once it has been sent, not before.
    await waitFor(() => expect(requests.filter((request) => request.path === detailPath(product))).toHaveLength(1), { timeout: 5000 })
    const renderPhaseUpdates = consoleErrors.mock.calls.filter((args) => String(args[0]).includes('Cannot update a component'))
    expect(renderPhaseUpdates).toEqual([])
  })
})
