import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import {
  budgetReached,
  budgetStatus,
  getBudgetSnapshot,
  lifted,
  liftBudgetHold,
  parseBudgetLimit,
  resetBudgetSession,
  setCreditBudget,
  withLimit,
  type BudgetState,
} from '../../../src/credits/budget'
import { apiFetch } from '../../../src/api/client'
import type { ApiConfig } from '../../../src/api/config'
import { isApiError } from '../../../src/api/errors'
import { getLedgerSnapshot, recordRequest } from '../../../src/credits/ledger'
import { server } from '../../../src/mocks/node'

const none: BudgetState = { limit: null, lifted: false }

describe('budget state machine', () => {
  it.each([
    [none, 10_000, 'none'],
    [{ limit: 500, lifted: false }, 499, 'under'],
    [{ limit: 500, lifted: false }, 500, 'reached'],
    [{ limit: 500, lifted: false }, 900, 'reached'],
    [{ limit: 500, lifted: true }, 900, 'lifted'],
    [{ limit: 500, lifted: true }, 100, 'under'],
    [{ limit: 0, lifted: false }, 0, 'reached'],
  ] as const)('%j with %i spent → %s', (state, spent, status) => {
    expect(budgetStatus(state, spent)).toBe(status)
  })

  it('a new limit re-arms the hold; the same limit keeps "Continue anyway"', () => {
    const continued = lifted({ limit: 500, lifted: false })
    expect(withLimit(continued, 500)).toBe(continued)
    expect(withLimit(continued, 1000)).toEqual({ limit: 1000, lifted: false })
    expect(withLimit(continued, null)).toEqual(none)
  })

  it.each([
    ['', null],
    ['  ', null],
    ['250', 250],
    ['0', 0],
    ['-3', null],
    ['2.5', null],
    ['abc', null],
  ])('reads %j as %s', (text, limit) => {
    expect(parseBudgetLimit(text)).toBe(limit)
  })
})

describe('the budget in the API client', () => {
  const BASE = 'https://api.budget-test.example'
  const config: ApiConfig = { baseUrl: BASE, apiKey: 'sr1-budget-test', timeoutMs: 2000 }
  const sent: string[] = []
  const answer = () =>
    server.use(
      http.get(`${BASE}/thing`, ({ request }) => {
        sent.push(request.url)
        return HttpResponse.json({ ok: true }, { headers: { 'x-used-credits': '60' } })
      }),
    )

  it('holds automatic requests once reached, sends explicit ones, and lets all through after "Continue anyway"', async () => {
    sent.length = 0
    answer()
    setCreditBudget(100)
    await apiFetch({ path: '/thing', queryHash: 'a' }, z.unknown(), config)
    expect(getBudgetSnapshot().status).toBe('under')
    await apiFetch({ path: '/thing', queryHash: 'b' }, z.unknown(), config)
    expect(getBudgetSnapshot().status).toBe('reached')
    expect(budgetReached()).toBe(true)

    const held = await apiFetch({ path: '/thing', queryHash: 'c' }, z.unknown(), config).catch((error: unknown) => error)
    expect(isApiError(held) && held.kind).toBe('budget_hold')
    expect(sent).toHaveLength(2)
    expect(getBudgetSnapshot().held).toBe(1)

    // Asked for by the person (a mutation, the Connect check): no query hash, sent.
    await apiFetch({ path: '/thing' }, z.unknown(), config)
    expect(sent).toHaveLength(3)

    liftBudgetHold()
    expect(getBudgetSnapshot()).toMatchObject({ status: 'lifted', held: 0 })
    await apiFetch({ path: '/thing', queryHash: 'c' }, z.unknown(), config)
    expect(sent).toHaveLength(4)
    expect(getLedgerSnapshot().entries).toHaveLength(4)
  })

  it('keeps the limit on this device and the lift in memory', () => {
    setCreditBudget(250)
    recordRequest({ time: 0, method: 'GET', request: '/x', status: 200, credits: 300, queryHash: null })
    liftBudgetHold()
    expect(getBudgetSnapshot().status).toBe('lifted')
    // A reload: the limit is read back, the lift is not.
    resetBudgetSession()
    expect(getBudgetSnapshot()).toMatchObject({ state: { limit: 250, lifted: false }, status: 'reached' })
    setCreditBudget(null)
    expect(getBudgetSnapshot().status).toBe('none')
  })
})
