import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Position } from '../../../src/features/portfolio/portfolio-schema'
import { forgetLoadedPortfolios } from '../../../src/features/portfolio/portfolio-store'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { renderRoute } from '../../render'

const STORAGE_KEY = 'ratings-dashboard:portfolio:demo'

/** The first portfolio's stored positions (a value stored in the old shape is read as it is). */
function storedPositions(): Position[] {
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{"positions":[]}') as { positions?: Position[]; portfolios?: Array<{ positions: Position[] }> }
  return stored.portfolios?.[0]?.positions ?? stored.positions ?? []
}

beforeEach(() => forgetLoadedPortfolios())

describe('"Add to portfolio" on a product page', { timeout: 40_000 }, () => {
  it('asks for the amount, refuses what is not a positive number, adds the position and then adds to it, without a request', async () => {
    const product = getDemoDb().catalog.defi.records[3]!
    const platform = toSlug(product.provider_name)
    const { user, requests } = renderRoute(`/defi/${platform}/${encodeURIComponent(product.contract_address)}`)
    await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 15_000 })
    // The page's own requests (its latest alerts come after the heading) are in before counting.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Latest alerts for this product' })).not.toHaveAttribute('aria-busy'))
    const before = requests.length

    const button = screen.getByRole('button', { name: 'Add to portfolio' })
    await user.click(button)
    let dialog = await screen.findByRole('dialog', { name: `Add ${product.name} to your portfolio` })
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' })
    expect(amount).toHaveFocus()
    await user.type(amount, 'lots')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleDescription(/The amount is not a positive number/)
    expect(storedPositions()).toEqual([])

    await user.clear(amount)
    await user.type(amount, '-5')
    await user.keyboard('{Enter}')
    expect(amount).toHaveAccessibleDescription(/not a positive number/)

    await user.clear(amount)
    await user.type(amount, '1.5M{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(storedPositions()).toEqual([{ platform, contract_address: product.contract_address, amount_usd: 1_500_000, name: product.name }])
    const status = screen.getAllByRole('status').find((region) => region.classList.contains('portfolio-add-status'))!
    expect(status).toHaveTextContent('Added to your portfolio: $1,500,000.00.')
    expect(within(status).getByRole('link', { name: 'Open the portfolio' })).toHaveAttribute('href', '/portfolio')

    await user.click(button)
    dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('You hold $1,500,000.00 of it: the amount is added to that position.')
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '250k')
    await user.click(within(dialog).getByRole('button', { name: 'Add to position' }))
    expect(status).toHaveTextContent('Added $250,000.00 to your position (now $1,750,000.00).')
    expect(storedPositions().map((position) => position.amount_usd)).toEqual([1_750_000])
    expect(localStorage.getItem(STORAGE_KEY)).not.toMatch(/sr1-/)

    await user.click(button)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(storedPositions().map((position) => position.amount_usd)).toEqual([1_750_000])
    expect(requests.length).toBe(before)
  })
})
