import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDemoDb } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { toSlug } from '../../../src/lib/slug'
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
