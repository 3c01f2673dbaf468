import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_API_BASE_URL, getApiConfig, setApiConfig } from '../../../src/api/config'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { createQueryClient } from '../../../src/app/query-client'
import { HOVER_INTENT_MS, usePrefetchOnIntent } from '../../../src/credits/use-prefetch-on-intent'
import { toSlug } from '../../../src/lib/slug'
import { getDemoDb } from '../../../src/mocks/db'
import { DEMO_API_KEY } from '../../../src/mocks/demo-account'
import { recordRequests } from '../../render'

const original = getApiConfig()
afterEach(() => setApiConfig(original))

function ProductLink({ slug, address }: { slug: string; address: string }) {
  const intent = usePrefetchOnIntent()
  return (
    <a href="#product" {...intent(() => defiQueries.detail(slug, address))}>
      Product
    </a>
  )
}

function setup() {
  const product = getDemoDb().catalog.defi.records[0]!
  const slug = toSlug(product.provider_name)
  const queryClient = createQueryClient({ retry: false })
  const requests = recordRequests()
  render(
    <QueryClientProvider client={queryClient}>
      <ProductLink slug={slug} address={product.contract_address} />
    </QueryClientProvider>,
  )
  const key = defiQueries.detail(slug, product.contract_address).queryKey
  return { link: screen.getByRole('link', { name: 'Product' }), queryClient, requests, key }
}

describe('usePrefetchOnIntent', () => {
  it('prefetches on focus in demo mode, once', async () => {
    setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
    const { link, queryClient, requests, key } = setup()
    fireEvent.focus(link)
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined())
    fireEvent.focus(link)
    expect(requests).toHaveLength(1)
  })

  it('waits for hover intent and cancels when the pointer leaves', async () => {
    vi.useFakeTimers()
    try {
      setApiConfig({ baseUrl: DEMO_API_BASE_URL, apiKey: DEMO_API_KEY })
      const { link, queryClient, key } = setup()
      fireEvent.mouseEnter(link)
      fireEvent.mouseLeave(link)
      vi.advanceTimersByTime(HOVER_INTENT_MS * 2)
      expect(queryClient.getQueryState(key)).toBeUndefined()
      fireEvent.mouseEnter(link)
      vi.advanceTimersByTime(HOVER_INTENT_MS)
      expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching')
    } finally {
      vi.useRealTimers()
    }
  })

  it('never fetches in live mode, where requests cost credits', () => {
    vi.useFakeTimers()
    try {
      setApiConfig({ baseUrl: 'https://api.example.test', apiKey: 'live-key' })
      const { link, queryClient, key } = setup()
      fireEvent.focus(link)
      fireEvent.mouseEnter(link)
      // Past the hover intent that would have prefetched in demo mode.
      vi.advanceTimersByTime(HOVER_INTENT_MS * 2)
      expect(queryClient.getQueryState(key)).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
