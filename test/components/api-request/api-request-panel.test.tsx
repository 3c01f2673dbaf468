import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDemoDb } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { server } from '../../../src/mocks/node'
import { platformPath, productPath } from '../../../src/lib/paths'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

const REAL = 'https://api.stakingrewards.com'

async function openPanel(user: ReturnType<typeof renderRoute>['user']) {
  const button = await screen.findByRole('button', { name: 'API request' }, { timeout: 8000 })
  expect(button).toHaveAttribute('aria-expanded', 'false')
  await user.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  return screen.getByRole('region', { name: 'API request' })
}

const requestText = (panel: HTMLElement) => within(panel).getByLabelText('Request').textContent

describe('API request panel', () => {
  it('on /defi shows the request in the API’s names, follows the view, and copies code without the key', async () => {
    const { user } = renderRoute('/defi?type=lending&sort=tvl&order=desc&limit=25')
    const table = await screen.findByRole('table', { name: 'DeFi product ratings' }, { timeout: 8000 })
    await waitFor(() => expect(table.querySelectorAll('tbody a').length).toBeGreaterThan(0))
    const panel = await openPanel(user)

    expect(requestText(panel)).toBe(`GET ${REAL}/ratings/defi?type=lending&sort=tvl&order=desc&limit=25&offset=0\nX-API-Key: $STAKING_REWARDS_API_KEY`)
    expect(within(panel).getByText(/demo mode: the data on screen is fictional/i)).toBeInTheDocument()
    await waitFor(() => expect(within(panel).getByText(/^The last such request cost \d[\d,]* credits?\.$/)).toBeInTheDocument())

    // A filter changed with the panel open: the request in it follows.
    await user.click(screen.getByRole('button', { name: /^Next page/ }))
    await waitFor(() => expect(requestText(panel)).toContain('&limit=25&offset=25'))

    await user.click(within(panel).getByRole('button', { name: 'Copy as cURL' }))
    const curl = await navigator.clipboard.readText()
    expect(curl).toBe(`curl -sS -H "X-API-Key: $STAKING_REWARDS_API_KEY" '${REAL}/ratings/defi?type=lending&sort=tvl&order=desc&limit=25&offset=25'`)
    await user.click(within(panel).getByRole('button', { name: 'Copy as JavaScript' }))
    const js = await navigator.clipboard.readText()
    expect(js).toContain('process.env.STAKING_REWARDS_API_KEY')
    await user.click(within(panel).getByRole('button', { name: 'Copy as Python' }))
    const py = await navigator.clipboard.readText()
    expect(py).toContain('os.environ["STAKING_REWARDS_API_KEY"]')
    for (const text of [curl, js, py, panel.textContent ?? '']) expect(text).not.toContain(DEMO_API_KEY)
  })

  it('closes with Escape and gives focus back to its button', async () => {
    const { user } = renderRoute('/alerts?severity=high,critical')
    const panel = await openPanel(user)
    expect(requestText(panel)).toMatch(new RegExp(`^GET ${REAL}/ratings/defi/alerts\\?severity=high%2Ccritical&limit=\\d+&offset=0\\n`))
    await user.click(within(panel).getByRole('button', { name: 'Copy as cURL' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'API request' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'API request' })).toHaveFocus()
  })

  it('in live mode uses the connected base URL, the credits the server reported, and never the key', async () => {
    const base = 'https://proxy.example.test/sr'
    const key = 'sr1-0123456789abcdef0123456789abc0de'
    const provider = getDemoDb().catalog.infra.records.find((record) => record.rating_data)!
    server.use(http.get(`${base}/ratings/infra/:slug`, () => HttpResponse.json({ data: provider }, { headers: { 'x-used-credits': '7' } })))
    const { user } = renderRoute('/infra/granite-stake', { connection: { mode: 'live', baseUrl: base, apiKey: key, remember: false } })
    await screen.findByRole('heading', { level: 1, name: provider.name }, { timeout: 8000 })
    const panel = await openPanel(user)
    expect(requestText(panel)).toBe(`GET ${base}/ratings/infra/granite-stake\nX-API-Key: $STAKING_REWARDS_API_KEY`)
    expect(within(panel).getByText('The last such request cost 7 credits.')).toBeInTheDocument()
    expect(within(panel).queryByText(/fictional/)).not.toBeInTheDocument()
    for (const name of ['Copy as cURL', 'Copy as JavaScript', 'Copy as Python']) {
      await user.click(within(panel).getByRole('button', { name }))
      const copied = await navigator.clipboard.readText()
      expect(copied).toContain(`${base}/ratings/infra/granite-stake`)
      expect(copied).not.toContain(key)
    }
    expect(panel.textContent).not.toContain(key)
  })

  it('is on every data page', async () => {
    const product = getDemoDb().catalog.defi.records[0]!
    const { router } = renderRoute('/infra')
    expect(await screen.findByRole('button', { name: 'API request' }, { timeout: 8000 })).toBeInTheDocument()
    for (const path of ['/defi', platformPath(product.provider_name), productPath(product.provider_name, product.contract_address), '/alerts']) {
      const previousHeading = screen.getByRole('heading', { level: 1 }).textContent
      await router.navigate(path)
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      // The page being left keeps its own button until the new page has rendered: wait for the new page first.
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(previousHeading), { timeout: 8000 })
      await waitFor(() => expect(screen.getByRole('button', { name: 'API request' })).toBeInTheDocument(), { timeout: 8000 })
    }
  })
})
