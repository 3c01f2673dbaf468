import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { toSlug } from '../../../src/lib/slug'
import { BAND_LABELS, BAND_MEANINGS, gradeBand } from '../../../src/lib/grades'
import { infraLabel } from '../../../src/features/infra/infra-labels'
import { currentUrl, renderRoute } from '../../render'

function providerWithLinks() {
  const record = getDemoDb().catalog.infra.records.find((r) => r.profile_url && r.report_url && r.rating_data)
  if (!record) throw new Error('the seed has no provider with links')
  return record
}

describe('provider page /infra/:slug', () => {
  it('shows the name, grade with band, dates, version and safe links', async () => {
    const provider = providerWithLinks()
    renderRoute(`/infra/${toSlug(provider.name)}`)
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })).toBeInTheDocument()
    const header = screen.getByRole('heading', { level: 1 }).parentElement!
    expect(within(header).getByText(provider.rating!)).toBeInTheDocument()
    expect(screen.getByText('Rated since')).toBeInTheDocument()
    expect(screen.getByText(provider.version!)).toBeInTheDocument()
    const profile = screen.getByRole('link', { name: /Profile/ })
    expect(profile).toHaveAttribute('href', provider.profile_url)
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: /Rating report/ })).toHaveAttribute('target', '_blank')
    await waitFor(() => expect(document.title).toContain(provider.name))
  })

  it('shows the group summary as a table and each sub-group with human labels', async () => {
    const provider = providerWithLinks()
    renderRoute(`/infra/${toSlug(provider.name)}`)
    const summary = await screen.findByRole('table', { name: 'Top groups: score against maximum' }, { timeout: 8000 })
    const rows = within(summary).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Business operations',
      'Reliability',
      'Security setup',
    ])
    expect(screen.getByRole('img', { name: /^Business operations: .* of / })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Fund for delegator protection: score / })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Provider information on SAUM and costs: score / })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Jurisdiction: score / })).toBeInTheDocument()
  })

  it('lists the five weakest criteria within their ranges, lowest first, with group, score and range', async () => {
    const provider = providerWithLinks()
    renderRoute(`/infra/${toSlug(provider.name)}`)
    const section = await screen.findByRole('region', { name: 'Weakest criteria' }, { timeout: 8000 })
    expect(within(section).getByRole('heading', { level: 2, name: 'Weakest criteria' })).toBeInTheDocument()

    // Worked out here from the record: every criterion with min < max, by (score − min) / (max − min).
    const all = Object.entries(provider.rating_data!).flatMap(([top, subs]) =>
      Object.entries(subs).flatMap(([sub, criteria]) =>
        Object.entries(criteria).map(([key, c]) => ({ top: infraLabel(top), sub: infraLabel(sub), label: infraLabel(key), ...c })),
      ),
    )
    const ranked = all.filter((c) => c.min != null && c.max != null && c.score != null && c.max > c.min)
    const positions = ranked.map((c) => ((c.score! - c.min!) / (c.max! - c.min!)) * 100).toSorted((a, b) => a - b)
    const leftOut = all.filter((c) => c.min === c.max).length
    expect(leftOut).toBeGreaterThan(0)

    const items = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    const shown = items.map((item) => {
      const match = /^(.+): (-?[\d.]+)%, score ([\d.]+) within ([\d.]+)–([\d.]+) (.+) › (.+)$/.exec(item.textContent ?? '')
      if (!match) throw new Error(`unexpected item: ${item.textContent}`)
      const [, label, percent, score, min, max, top, sub] = match
      const criterion = ranked.find((c) => c.label === label && c.top === top && c.sub === sub)
      expect(criterion, label).toBeDefined()
      expect([Number(score), Number(min), Number(max)]).toEqual([criterion!.score, criterion!.min, criterion!.max])
      return Number(percent)
    })
    shown.forEach((percent, i) => expect(percent).toBeCloseTo(positions[i]!, 1))
    expect(within(section).getByText(new RegExp(`^${leftOut} criteri(on|a) left out: .* minimum equals .* maximum`))).toBeInTheDocument()
  })

  it('says what the grade’s band means, and shows each group’s position within its range', async () => {
    const provider = providerWithLinks()
    renderRoute(`/infra/${toSlug(provider.name)}`)
    await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })
    const band = gradeBand(provider.rating)
    if (band === 'unknown') throw new Error('the provider has a known grade')
    const bandLine = `${BAND_LABELS[band]} — ${BAND_MEANINGS[band]}`
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === bandLine)).toBeInTheDocument()

    const summary = screen.getByRole('table', { name: 'Top groups: score against maximum' })
    const percents = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent)
    const chart = screen.getByRole('img', { name: /^Business operations: / })
    const names = chart.getAttribute('aria-label')!.split('; ')
    expect(names).toHaveLength(3)
    names.forEach((name, i) => expect(name).toMatch(new RegExp(`: ${percents[i]!.replace('.', '\\.')} of its range \\(score [\\d.]+ within [\\d.]+–[\\d.]+\\)$`)))
  })

  it('opens and closes the score tree by group, and all at once', async () => {
    const provider = providerWithLinks()
    const { user } = renderRoute(`/infra/${toSlug(provider.name)}`)
    const tree = await screen.findByRole('table', { name: /scores by group, sub-group and criterion/ }, { timeout: 8000 })
    const topButton = within(tree).getByRole('button', { name: 'Business operations' })
    expect(topButton).toHaveAttribute('aria-expanded', 'true')
    const subButton = within(tree).getByRole('button', { name: 'General information' })
    expect(subButton).toHaveAttribute('aria-expanded', 'false')
    expect(within(tree).queryByRole('rowheader', { name: 'Jurisdiction' })).not.toBeInTheDocument()

    subButton.focus()
    await user.keyboard('{Enter}')
    expect(subButton).toHaveAttribute('aria-expanded', 'true')
    expect(within(tree).getByRole('rowheader', { name: 'Jurisdiction' })).toBeInTheDocument()

    await user.click(topButton)
    expect(topButton).toHaveAttribute('aria-expanded', 'false')
    expect(within(tree).queryByRole('button', { name: 'General information' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    // 3 top groups + 7 sub-groups + every criterion, plus the header row
    const criteriaCount = Object.values(provider.rating_data!).flatMap((g) => Object.values(g).flatMap((s) => Object.keys(s))).length
    expect(within(tree).getAllByRole('row')).toHaveLength(1 + 3 + 7 + criteriaCount)
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(within(tree).getAllByRole('row')).toHaveLength(1 + 3)
    for (const button of within(tree).getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('says "Provider not found" for a 404, with a way back', async () => {
    renderRoute('/infra/no-such-provider')
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all infrastructure ratings' })).toHaveAttribute('href', '/infra')
  })

  it('offers "Try again" when the provider cannot be loaded', async () => {
    server.use(
      http.get('*/ratings/infra/:slug', () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'The server failed.' } }, { status: 500 }),
      ),
    )
    renderRoute('/infra/some-provider')
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The server failed.')
  })

  it('goes from a typed name to the derived slug', async () => {
    const provider = providerWithLinks()
    const { router } = renderRoute(`/infra/${encodeURIComponent(provider.name)}`)
    expect(await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })).toBeInTheDocument()
    expect(currentUrl(router)).toBe(`/infra/${toSlug(provider.name)}`)
  })
})
