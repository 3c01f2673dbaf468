import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { defiListParams } from '../../../src/api/params/defi-params'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import type { DefiRating } from '../../../src/api/schemas/defi'
import { compareProductsPath } from '../../../src/lib/paths'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { renderRoute } from '../../render'

function graded(count: number): DefiRating[] {
  const records = getDemoDb().catalog.defi.records.filter((r) => r.rating && r.rating_data?.security?.rating)
  const names = new Set<string>()
  return records.filter((r) => !names.has(r.name) && names.add(r.name)).slice(0, count)
}

const detailRequests = (requests: { path: string }[]) => requests.filter((request) => /^\/ratings\/defi\/[^/]+\/[^/]+$/.test(request.path))

describe('compare reuses records already paid for', { timeout: 30_000 }, () => {
  it('takes a cached detail (whatever the address case) and a cached list row instead of asking again', async () => {
    const [a, b] = graded(2) as [DefiRating, DefiRating]
    const queryClient = createQueryClient({ retry: false })
    // A product page seen before, under the lower-case spelling of its address.
    queryClient.setQueryData(defiQueries.detail(toSlug(a.provider_name), a.contract_address.toLowerCase()).queryKey, a)
    // A list page that showed the other product.
    queryClient.setQueryData(defiQueries.list(defiListParams.fromSearch(new URLSearchParams()).params).queryKey, { items: [b], pagination: null, limit: 10, offset: 0 })

    const { requests } = renderRoute(compareProductsPath([a, b]), { queryClient })
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' }, { timeout: 8000 })
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2)
    expect(table).toHaveTextContent(a.name)
    expect(table).toHaveTextContent(b.name)
    expect(detailRequests(requests)).toEqual([])
  })

  it('still fetches a product the cache does not hold', async () => {
    const [a, b] = graded(2) as [DefiRating, DefiRating]
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(defiQueries.detail(toSlug(a.provider_name), a.contract_address).queryKey, a)
    const { requests } = renderRoute(compareProductsPath([a, b]), { queryClient })
    const table = await screen.findByRole('table', { name: 'Grades and average pillar scores' }, { timeout: 8000 })
    await within(table).findByText(b.name, { exact: false }, { timeout: 5000 })
    expect(detailRequests(requests)).toHaveLength(1)
  })
})
