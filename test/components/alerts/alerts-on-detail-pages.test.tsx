import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db/demo-db'
import { renderRoute } from '../../render'

// The machine is shared: a lazy route plus the seeded mock can take over a second to appear.
configure({ asyncUtilTimeout: 8000 })

describe('latest alerts on the product and platform pages', () => {
  it("shows a product's alerts with a link to the filtered alerts view", async () => {
    const alert = getDemoDb().catalog.alerts.find((item) => item.contract_address && item.protocol)!
    const path = `/defi/${alert.protocol}/${encodeURIComponent(alert.contract_address!)}`
    const { requests } = renderRoute(path)

    const section = (await screen.findByRole('heading', { name: 'Latest alerts for this product' })).closest('section')!
    expect(await within(section).findByText(alert.title)).toBeInTheDocument()
    const link = within(section).getByRole('link', { name: 'View all alerts for this product' })
    expect(link.getAttribute('href')).toContain(`contract_address=${encodeURIComponent(alert.contract_address!)}`)
    const alertRequests = requests.filter((request) => request.path === '/ratings/defi/alerts')
    expect(alertRequests).toHaveLength(1)
    expect(alertRequests[0]!.search.get('contract_address')).toBe(alert.contract_address)
  })

  it("shows a platform's alerts below its table", async () => {
    const alert = getDemoDb().catalog.alerts.find((item) => item.protocol)!
    const { requests } = renderRoute(`/defi/${alert.protocol}`)

    const heading = await screen.findByRole('heading', { name: /^Latest alerts for / })
    const section = heading.closest('section')!
    expect((await within(section).findByRole('link', { name: 'View all alerts for this platform' })).getAttribute('href')).toContain(
      `protocol=${alert.protocol}`,
    )
    expect(requests.filter((request) => request.path === '/ratings/defi/alerts')[0]!.search.get('protocol')).toBe(alert.protocol)
  })

  it('says a product without alerts has none', async () => {
    const { catalog } = getDemoDb()
    const quiet = catalog.defi.records.find(
      (product) => !catalog.alerts.some((alert) => alert.contract_address?.toLowerCase() === product.contract_address.toLowerCase()),
    )!
    const { requests } = renderRoute(`/defi/${toSlug(quiet.provider_name)}/${encodeURIComponent(quiet.contract_address)}`)

    await screen.findByRole('heading', { level: 1, name: quiet.name })
    await expect.poll(() => requests.some((request) => request.path === '/ratings/defi/alerts')).toBe(true)
    const section = screen.getByRole('heading', { name: 'Latest alerts for this product' }).closest('section')!
    expect(await within(section).findByText('No alerts about this product.')).toBeInTheDocument()
  })
})
