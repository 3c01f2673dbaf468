import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListPage } from '../../../src/api/client'
import { ApiError } from '../../../src/api/errors'
import type { ApiParams, FetchedPage } from '../../../src/api/export/export-pages'
import type { ExportSource } from '../../../src/api/export/export-sources'
import { createExportJobStore, countDataPoints, estimateExport, isExportActive } from '../../../src/api/export/export-job'

interface Row {
  id: string
  score: number
}

const data = Array.from({ length: 230 }, (_, index) => ({ id: `r${index}`, score: index }))

type FetchPage = (params: ApiParams, signal: AbortSignal) => Promise<FetchedPage<Row>>

function source(fail?: (params: ApiParams) => Error | null) {
  const fetchPage = vi.fn<FetchPage>(async (params) => {
    const error = fail?.(params)
    if (error) throw error
    const limit = Number(params.limit)
    const offset = Number(params.offset)
    return {
      page: { items: data.slice(offset, offset + limit), pagination: { total_count: data.length, limit, offset }, limit, offset },
      usedCredits: 10,
    }
  })
  return {
    params: {},
    fetchPage,
    identity: (row: Row) => row.id,
    queryKeyFor: (limit: number, offset: number) => ['rows', limit, offset],
  } satisfies ExportSource<Row>
}

const columns = [
  { id: 'id', label: 'Id', value: (row: Row) => row.id },
  { id: 'score', label: 'Score', value: (row: Row) => row.score },
]

const screenPage: ListPage<Row> = { items: data.slice(0, 10), pagination: { total_count: 230, limit: 10, offset: 0 }, limit: 10, offset: 0 }

async function untilPhase(store: ReturnType<typeof createExportJobStore>, phase: string) {
  await vi.waitFor(() => expect(store.getSnapshot().phase).toBe(phase))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('estimateExport', () => {
  it('counts rows, requests and credits from the page on screen', () => {
    expect(countDataPoints({ a: 1, b: { c: null, d: [1, 2] } })).toBe(4)
    expect(estimateExport(screenPage)).toEqual({ rows: 230, requests: 3, creditsPerRow: 2, credits: 2 * (230 + 3) })
    expect(estimateExport({ ...screenPage, pagination: null })).toEqual({ rows: null, requests: null, creditsPerRow: 2, credits: null })
    expect(estimateExport(screenPage, 33).credits).toBe(33 * 233)
  })
})

describe('the export job', () => {
  it('runs to the end, saves one file with every row and forgets the job on close', async () => {
    const save = vi.fn()
    const store = createExportJobStore({ save })
    const from = source()
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    expect(store.getSnapshot()).toMatchObject({ phase: 'setup', dialogOpen: true, estimate: { rows: 230, requests: 3 } })
    store.setFormat('json')
    store.start()
    await untilPhase(store, 'done')
    expect(from.fetchPage).toHaveBeenCalledTimes(3)
    expect(save).toHaveBeenCalledTimes(1)
    const [blob, name] = save.mock.calls[0] as [Blob, string]
    expect(name).toMatch(/^rows-\d{4}-\d{2}-\d{2}\.json$/)
    expect(JSON.parse(await blob.text())).toEqual(data)
    expect(store.getSnapshot()).toMatchObject({ fetched: 230, total: 230, requests: 3, credits: 30, partial: false })
    store.close()
    expect(store.getSnapshot().phase).toBe('none')
  })

  it('keeps running with the dialog closed, and "Export all" elsewhere shows the running job', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const from = source()
    const inner = from.fetchPage.getMockImplementation()!
    from.fetchPage.mockImplementation(async (params, signal) => {
      if (params.offset === '100') await gate
      return inner(params, signal)
    })
    const store = createExportJobStore({ save: vi.fn() })
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    store.start()
    await vi.waitFor(() => expect(store.getSnapshot().fetched).toBe(100))
    store.close()
    expect(store.getSnapshot()).toMatchObject({ phase: 'running', dialogOpen: false })
    expect(isExportActive(store.getSnapshot())).toBe(true)
    store.open({ fileBase: 'other', columns, source: source(), screenPage: undefined })
    expect(store.getSnapshot()).toMatchObject({ phase: 'running', dialogOpen: true, fetched: 100 })
    release()
    await untilPhase(store, 'done')
    expect(store.getSnapshot().fileName).toMatch(/^rows-/)
  })

  it('counts down the rate-limit wait, then carries on', async () => {
    vi.useFakeTimers()
    let refused = false
    const from = source((params) => {
      if (params.offset !== '100' || refused) return null
      refused = true
      return new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterSeconds: 3 })
    })
    const save = vi.fn()
    const store = createExportJobStore({ save })
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    store.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ phase: 'waiting', waitSeconds: 3 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(store.getSnapshot()).toMatchObject({ phase: 'waiting', waitSeconds: 2 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(store.getSnapshot().phase).toBe('done')
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('pauses on a server error, and "Try again" resumes from the failed page', async () => {
    let failures = 1
    const from = source((params) =>
      params.offset === '200' && failures-- > 0 ? new ApiError({ kind: 'server', status: 503, message: 'Service unavailable.' }) : null,
    )
    const save = vi.fn()
    const store = createExportJobStore({ save })
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    store.start()
    await untilPhase(store, 'failed')
    expect(store.getSnapshot()).toMatchObject({ fetched: 200, message: 'Service unavailable.' })
    store.retry()
    await untilPhase(store, 'done')
    expect(from.fetchPage.mock.calls.map(([params]) => params.offset)).toEqual(['0', '100', '200', '200'])
    const csv = await (save.mock.calls[0]![0] as Blob).text()
    expect(csv.trim().split('\r\n')).toHaveLength(231)
  })

  it('stops on 402 and saves the rows fetched so far on request', async () => {
    const from = source((params) =>
      params.offset === '100' ? new ApiError({ kind: 'credit_limit', status: 402, message: 'The credit limit is reached.' }) : null,
    )
    const save = vi.fn()
    const store = createExportJobStore({ save })
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    store.start()
    await untilPhase(store, 'stopped')
    expect(store.getSnapshot()).toMatchObject({ fetched: 100, message: 'The credit limit is reached.' })
    store.savePartial()
    expect(store.getSnapshot()).toMatchObject({ phase: 'done', partial: true, fetched: 100 })
    const csv = await (save.mock.calls[0]![0] as Blob).text()
    expect(csv.trim().split('\r\n')).toHaveLength(101)
  })

  it('cancel aborts the request in flight, saves nothing and sends nothing more', async () => {
    const from = source()
    const signals: AbortSignal[] = []
    from.fetchPage.mockImplementation(
      (_params, signal) =>
        new Promise((_resolve, reject) => {
          signals.push(signal)
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    const save = vi.fn()
    const store = createExportJobStore({ save })
    store.open({ fileBase: 'rows', columns, source: from, screenPage })
    store.start()
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    // From here the test's clock: a minute passes (and every answer pending meanwhile lands) without waiting for it.
    vi.useFakeTimers()
    store.cancel()
    expect(signals[0]!.aborted).toBe(true)
    expect(store.getSnapshot().phase).toBe('cancelled')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(from.fetchPage).toHaveBeenCalledTimes(1)
    expect(save).not.toHaveBeenCalled()
  })
})
