import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { useFirstPageSettled } from '../../../src/app/shell/use-first-page-settled'

function Settled() {
  return <p>{useFirstPageSettled() ? 'settled' : 'busy'}</p>
}

function Page({ answer }: { answer: () => Promise<string> }) {
  useQuery({ queryKey: ['page'], queryFn: answer })
  return <Settled />
}

function renderPage(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/', element }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return client
}

afterEach(() => vi.useRealTimers())

describe('useFirstPageSettled', () => {
  it('waits for the page’s answer, then for a while and an idle moment', async () => {
    let answer: (value: string) => void = () => undefined
    renderPage(<Page answer={() => new Promise((done) => (answer = done))} />)
    await new Promise((done) => setTimeout(done, 400))
    expect(screen.getByText('busy')).toBeInTheDocument()
    act(() => answer('rows'))
    expect(await screen.findByText('settled', {}, { timeout: 3_000 })).toBeInTheDocument()
  })

  it('does not settle between one answer and the next request', async () => {
    let answerSecond: (value: string) => void = () => undefined
    const client = renderPage(<Page answer={() => Promise.resolve('rows')} />)
    // The second query starts as the first answers, before the wait is over.
    const unsubscribe = client.getQueryCache().subscribe(({ query, type }) => {
      if (type !== 'updated' || query.state.status !== 'success') return
      unsubscribe()
      void client.fetchQuery({ queryKey: ['second'], queryFn: () => new Promise<string>((done) => (answerSecond = done)) })
    })
    // Longer than the wait after an answer (500 ms, then idle or 200 ms): a settle between the two would show.
    await new Promise((done) => setTimeout(done, 1_200))
    expect(screen.getByText('busy')).toBeInTheDocument()
    act(() => answerSecond('more'))
    expect(await screen.findByText('settled', {}, { timeout: 3_000 })).toBeInTheDocument()
  })

  it('settles after a while on a page that asks for nothing', async () => {
    vi.useFakeTimers()
    renderPage(<Settled />)
    await act(() => vi.advanceTimersByTimeAsync(2_900))
    expect(screen.getByText('busy')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByText('settled')).toBeInTheDocument()
  })
})
