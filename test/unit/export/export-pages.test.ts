import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListPage } from '../../../src/api/client'
import { ApiError } from '../../../src/api/errors'
import {
  dataShifted,
  exportPages,
  type ApiParams,
  type ExportEvent,
  type ExportPagesOptions,
  type FetchedPage,
} from '../../../src/api/export/export-pages'

interface Row {
  id: string
}

const rows = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, index) => ({ id: `r${from + index}` }))

/** A fake list endpoint over `data`; `total` adds a pagination object like the mock's. */
function endpoint(data: Row[], { total = false }: { total?: boolean } = {}) {
  const calls: ApiParams[] = []
  const fetchPage = vi.fn(async (params: ApiParams, _signal: AbortSignal): Promise<FetchedPage<Row>> => {
    calls.push(params)
    const limit = Number(params.limit)
    const offset = Number(params.offset)
    const page: ListPage<Row> = {
      items: data.slice(offset, offset + limit),
      pagination: total ? { total_count: data.length, limit, offset } : null,
      limit,
      offset,
    }
    return { page, usedCredits: 2 * (page.items.length + 1) }
  })
  return { fetchPage, calls }
}

async function collect(options: ExportPagesOptions<Row>): Promise<ExportEvent<Row>[]> {
  const events: ExportEvent<Row>[] = []
  for await (const event of exportPages(options)) events.push(event)
  return events
}

const base = (fetchPage: ExportPagesOptions<Row>['fetchPage'], signal = new AbortController().signal): ExportPagesOptions<Row> => ({
  fetchPage,
  params: { type: 'lending', sort: 'tvl', order: 'desc' },
  identity: (row) => row.id,
  signal,
})

const pageRows = (events: ExportEvent<Row>[]) => events.flatMap((event) => (event.type === 'page' ? event.rows : []))

/** Lets promises settle without moving fake time (vi.waitFor would advance it). */
async function settle(until: () => boolean) {
  for (let round = 0; round < 100 && !until(); round++) await Promise.resolve()
  expect(until()).toBe(true)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('exportPages', () => {
  it('pages by 100 with the view’s filters and sort until a short page when the API sends no total', async () => {
    const { fetchPage, calls } = endpoint(rows(250))
    const events = await collect(base(fetchPage))
    expect(calls).toEqual([
      { type: 'lending', sort: 'tvl', order: 'desc', limit: '100', offset: '0' },
      { type: 'lending', sort: 'tvl', order: 'desc', limit: '100', offset: '100' },
      { type: 'lending', sort: 'tvl', order: 'desc', limit: '100', offset: '200' },
    ])
    expect(pageRows(events)).toEqual(rows(250))
    const last = events.at(-1)
    expect(last?.type).toBe('done')
    expect(last?.cursor.total).toBeNull()
    expect(last?.cursor.credits).toBe(2 * 101 + 2 * 101 + 2 * 51)
  })

  it('asks once more after an exactly full last page when there is no total, and stops on the empty page', async () => {
    const { fetchPage, calls } = endpoint(rows(200))
    const events = await collect(base(fetchPage))
    expect(calls.map((call) => call.offset)).toEqual(['0', '100', '200'])
    expect(pageRows(events)).toHaveLength(200)
  })

  it('stops at the total when the API gives one (no extra request)', async () => {
    const { fetchPage, calls } = endpoint(rows(200), { total: true })
    const events = await collect(base(fetchPage))
    expect(calls.map((call) => call.offset)).toEqual(['0', '100'])
    expect(pageRows(events)).toHaveLength(200)
    expect(events.at(-1)?.cursor.total).toBe(200)
  })

  it('exports nothing from an empty view in one request', async () => {
    const { fetchPage, calls } = endpoint([], { total: true })
    const events = await collect(base(fetchPage))
    expect(calls).toHaveLength(1)
    expect(events.map((event) => event.type)).toEqual(['page', 'done'])
  })

  it('reuses a page from the cache when its parameters match exactly', async () => {
    const { fetchPage, calls } = endpoint(rows(150))
    const cachedPage = vi.fn((params: ApiParams): ListPage<Row> | undefined =>
      params.offset === '0' && params.limit === '100' && params.type === 'lending'
        ? { items: rows(100), pagination: null, limit: 100, offset: 0 }
        : undefined,
    )
    const events = await collect({ ...base(fetchPage), cachedPage })
    expect(calls.map((call) => call.offset)).toEqual(['100'])
    expect(events[0]).toMatchObject({ type: 'page', fromCache: true })
    expect(pageRows(events)).toEqual(rows(150))
    expect(events.at(-1)?.cursor.requests).toBe(1)
  })

  it('waits Retry-After on a 429, says so, then carries on by itself', async () => {
    vi.useFakeTimers()
    const { fetchPage: inner } = endpoint(rows(150))
    let refused = false
    const fetchPage = vi.fn(async (params: ApiParams, signal: AbortSignal) => {
      if (params.offset === '100' && !refused) {
        refused = true
        throw new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterSeconds: 7 })
      }
      return inner(params, signal)
    })
    const events: ExportEvent<Row>[] = []
    const done = (async () => {
      for await (const event of exportPages(base(fetchPage))) events.push(event)
    })()
    await settle(() => events.some((event) => event.type === 'waiting'))
    expect(events.find((event) => event.type === 'waiting')).toMatchObject({ seconds: 7 })
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(6_999)
    expect(fetchPage, 'nothing is sent before Retry-After has passed').toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(pageRows(events)).toEqual(rows(150))
    expect(events.at(-1)?.type).toBe('done')
  })

  it('pauses on a 500 and resumes from the failed page with the fetched rows kept', async () => {
    const { fetchPage: inner, calls } = endpoint(rows(250))
    let failures = 1
    const fetchPage = vi.fn(async (params: ApiParams, signal: AbortSignal) => {
      if (params.offset === '100' && failures-- > 0) throw new ApiError({ kind: 'server', status: 500, message: 'The server had a problem.' })
      return inner(params, signal)
    })
    const first = await collect(base(fetchPage))
    const failed = first.at(-1)
    expect(failed?.type).toBe('failed')
    expect(pageRows(first)).toEqual(rows(100))
    const second = await collect({ ...base(fetchPage), cursor: failed!.cursor })
    expect(calls.map((call) => call.offset)).toEqual(['0', '100', '200'])
    expect(fetchPage.mock.calls.map(([params]) => params.offset)).toEqual(['0', '100', '100', '200'])
    expect([...pageRows(first), ...pageRows(second)]).toEqual(rows(250))
    expect(second.at(-1)?.type).toBe('done')
  })

  it('treats a network failure like a server error: resumable', async () => {
    const fetchPage = vi.fn(async () => {
      throw new ApiError({ kind: 'network', message: 'The API could not be reached.' })
    })
    const events = await collect(base(fetchPage))
    expect(events.map((event) => event.type)).toEqual(['failed'])
  })

  it.each([
    ['unauthorized', 401],
    ['credit_limit', 402],
    ['forbidden', 403],
  ] as const)('stops on %s (%i) with what it has, and sends nothing more', async (kind, status) => {
    const { fetchPage: inner } = endpoint(rows(300))
    const fetchPage = vi.fn(async (params: ApiParams, signal: AbortSignal) => {
      if (params.offset === '200') throw new ApiError({ kind, status, message: 'No.' })
      return inner(params, signal)
    })
    const events = await collect(base(fetchPage))
    expect(events.at(-1)).toMatchObject({ type: 'stopped' })
    expect(pageRows(events)).toHaveLength(200)
    expect(fetchPage).toHaveBeenCalledTimes(3)
  })

  it('cancel mid-page aborts the request in flight and sends nothing more', async () => {
    const controller = new AbortController()
    const signals: AbortSignal[] = []
    const { fetchPage: inner } = endpoint(rows(500))
    const fetchPage = vi.fn((params: ApiParams, signal: AbortSignal) => {
      signals.push(signal)
      if (params.offset === '0') return inner(params, signal)
      return new Promise<FetchedPage<Row>>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true })
      })
    })
    const events: ExportEvent<Row>[] = []
    const done = (async () => {
      for await (const event of exportPages(base(fetchPage, controller.signal))) events.push(event)
    })()
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2))
    controller.abort()
    await done
    expect(signals[1]?.aborted, 'the abort reached the request in flight').toBe(true)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect(events.map((event) => event.type)).toEqual(['page'])
  })

  it('cancel while waiting for the rate limit sends nothing more', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const fetchPage = vi.fn(async (): Promise<FetchedPage<Row>> => {
      throw new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterSeconds: 30 })
    })
    const events: ExportEvent<Row>[] = []
    const done = (async () => {
      for await (const event of exportPages(base(fetchPage, controller.signal))) events.push(event)
    })()
    await settle(() => events.length === 1)
    controller.abort()
    await done
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('keeps each record once and reports that the data shifted when a row comes twice', async () => {
    // Between page 1 and 2 a row was inserted at the top: r99 slides onto page 2.
    const before = rows(200)
    const after = [{ id: 'new' }, ...rows(200)]
    const fetchPage = vi.fn(async (params: ApiParams): Promise<FetchedPage<Row>> => {
      const data = params.offset === '0' ? before : after
      const offset = Number(params.offset)
      return { page: { items: data.slice(offset, offset + 100), pagination: null, limit: 100, offset }, usedCredits: null }
    })
    const events = await collect(base(fetchPage))
    const ids = pageRows(events).map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(rows(200).map((row) => row.id))
    const cursor = events.at(-1)!.cursor
    expect(cursor.duplicates).toBe(1)
    expect(dataShifted(cursor)).toBe(true)
    expect(cursor.creditsKnown).toBe(false)
  })

  it('reports a total that changed while paging', async () => {
    let total = 150
    const fetchPage = vi.fn(async (params: ApiParams): Promise<FetchedPage<Row>> => {
      const offset = Number(params.offset)
      const page = { items: rows(total).slice(offset, offset + 100), pagination: { total_count: total, limit: 100, offset }, limit: 100, offset }
      total = 160
      return { page, usedCredits: 1 }
    })
    const events = await collect(base(fetchPage))
    const cursor = events.at(-1)!.cursor
    expect(cursor.totalChanged).toBe(true)
    expect(cursor.total).toBe(160)
    expect(dataShifted(cursor)).toBe(true)
    expect(pageRows(events)).toHaveLength(160)
  })

  it('does not report a shift when nothing moved', async () => {
    const { fetchPage } = endpoint(rows(120), { total: true })
    const events = await collect(base(fetchPage))
    expect(dataShifted(events.at(-1)!.cursor)).toBe(false)
  })

  it('asks for smaller pages when the API refuses limit=100', async () => {
    const { fetchPage: inner, calls } = endpoint(rows(120))
    const fetchPage = vi.fn(async (params: ApiParams, signal: AbortSignal) => {
      if (Number(params.limit) > 50) {
        throw new ApiError({ kind: 'invalid_parameter', status: 400, param: 'limit', message: 'limit must be at most 50' })
      }
      return inner(params, signal)
    })
    const events = await collect(base(fetchPage))
    expect(fetchPage.mock.calls.map(([params]) => `${params.limit}@${params.offset}`)).toEqual(['100@0', '50@0', '50@50', '50@100'])
    expect(calls).toHaveLength(3)
    expect(events.some((event) => event.type === 'page-size' && event.pageSize === 50)).toBe(true)
    expect(pageRows(events)).toEqual(rows(120))
  })

  it('stops on another invalid parameter: retrying cannot help', async () => {
    const fetchPage = vi.fn(async (): Promise<FetchedPage<Row>> => {
      throw new ApiError({ kind: 'invalid_parameter', status: 400, param: 'chain', message: 'chain is invalid' })
    })
    const events = await collect(base(fetchPage))
    expect(events.map((event) => event.type)).toEqual(['stopped'])
  })
})
