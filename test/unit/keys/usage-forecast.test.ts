import { describe, expect, it } from 'vitest'
import { addMonths, isNearLimit, keyUsageRows, usageForecast } from '../../../src/features/keys/usage-forecast'
import { keyRecord } from '../../support/key-record'

const NOW = new Date('2026-11-25T12:00:00.000Z')
const day = (iso: string) => new Date(iso).getTime()

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T08:00:00Z'), 1).toISOString()).toBe('2026-02-15T08:00:00.000Z')
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2026-12-05T00:00:00Z'), 1).toISOString()).toBe('2027-01-05T00:00:00.000Z')
  })
})

describe('usageForecast', () => {
  it('rate = credits used this period ÷ days since the period began; runs out before the billing date', () => {
    // Period 2026-11-10 → 2026-12-10: 15.5 days in, 310,000 of 1,000,000 used → 20,000 a day, 690,000 left → 34.5 days.
    const forecast = usageForecast({ monthly_quota: 1_000_000, available_credits: 690_000, billing_date: '2026-12-10T00:00:00Z' }, NOW)!
    expect(forecast.used).toBe(310_000)
    expect(forecast.periodStart.toISOString()).toBe('2026-11-10T00:00:00.000Z')
    expect(forecast.daysElapsed).toBe(15.5)
    expect(forecast.perDay).toBe(20_000)
    expect(forecast.runsOutAt!.getTime()).toBe(NOW.getTime() + 34.5 * 86_400_000)
    expect(forecast.runsOutFirst).toBe(false)

    const faster = usageForecast({ monthly_quota: 1_000_000, available_credits: 100_000, billing_date: '2026-12-10T00:00:00Z' }, NOW)!
    // 900,000 ÷ 15.5 days ≈ 58,065 a day: 100,000 last about 1.7 days.
    expect(faster.runsOutFirst).toBe(true)
    expect(faster.runsOutAt!.getTime()).toBeLessThan(day('2026-11-27T12:00:00Z'))
    expect(faster.runsOutAt!.getTime()).toBeGreaterThan(day('2026-11-27T00:00:00Z'))
  })

  it('zero days elapsed (the period began this hour) counts as one day, never a division by zero', () => {
    const forecast = usageForecast({ monthly_quota: 1000, available_credits: 900, billing_date: '2026-12-25T11:00:00Z' }, NOW)!
    expect(forecast.daysElapsed).toBe(1)
    expect(forecast.perDay).toBe(100)
    expect(forecast.runsOutAt!.toISOString()).toBe('2026-12-04T12:00:00.000Z')
    expect(forecast.runsOutFirst).toBe(true)
  })

  it('zero used: no run-out date, the credits last past the billing date', () => {
    const forecast = usageForecast({ monthly_quota: 1000, available_credits: 1000, billing_date: '2026-12-10T00:00:00Z' }, NOW)!
    expect(forecast.perDay).toBe(0)
    expect(forecast.runsOutAt).toBeNull()
    expect(forecast.runsOutFirst).toBe(false)
  })

  it('quota exhausted: they ran out now', () => {
    const forecast = usageForecast({ monthly_quota: 1000, available_credits: 0, billing_date: '2026-12-10T00:00:00Z' }, NOW)!
    expect(forecast.used).toBe(1000)
    expect(forecast.runsOutAt).toEqual(NOW)
    expect(forecast.runsOutFirst).toBe(true)
    // A negative balance is nothing left, and no more than the quota used.
    expect(usageForecast({ monthly_quota: 1000, available_credits: -50, billing_date: '2026-12-10T00:00:00Z' }, NOW)!.used).toBe(1000)
  })

  it('a billing date in the past or earlier today moves on by whole months', () => {
    const past = usageForecast({ monthly_quota: 1000, available_credits: 500, billing_date: '2026-09-10T00:00:00Z' }, NOW)!
    expect(past.nextBilling.toISOString()).toBe('2026-12-10T00:00:00.000Z')
    expect(past.periodStart.toISOString()).toBe('2026-11-10T00:00:00.000Z')
    const today = usageForecast({ monthly_quota: 1000, available_credits: 500, billing_date: '2026-11-25' }, NOW)!
    expect(today.nextBilling.toISOString()).toBe('2026-12-25T00:00:00.000Z')
    expect(today.periodStart.toISOString()).toBe('2026-11-25T00:00:00.000Z')
    expect(today.daysElapsed).toBe(1)
  })

  it('no forecast without a quota, a credits figure or a usable billing date', () => {
    expect(usageForecast({ monthly_quota: null, available_credits: 5, billing_date: '2026-12-10' }, NOW)).toBeNull()
    expect(usageForecast({ monthly_quota: 10, available_credits: null, billing_date: '2026-12-10' }, NOW)).toBeNull()
    expect(usageForecast({ monthly_quota: 10, available_credits: 5, billing_date: null }, NOW)).toBeNull()
    expect(usageForecast({ monthly_quota: 10, available_credits: 5, billing_date: 'soon' }, NOW)).toBeNull()
  })
})

describe('the 80 % rule', () => {
  it('flags a key at or above 80 % of its own limit, never one without a limit', () => {
    expect(isNearLimit(799, 1000)).toBe(false)
    expect(isNearLimit(800, 1000)).toBe(true)
    expect(isNearLimit(1000, 1000)).toBe(true)
    expect(isNearLimit(1_000_000, null)).toBe(false)
    expect(isNearLimit(0, undefined)).toBe(false)
    expect(isNearLimit(0, 0)).toBe(true)
  })
})

describe('keyUsageRows', () => {
  it('sorts by use, gives each key its share of the total, flags keys near their limit, and reads null figures as 0', () => {
    const rows = keyUsageRows([
      keyRecord({ id: 'a', label: 'Small', api_key: 'sr1-****-000a', used_credits: 250, credit_limit: 300 }),
      keyRecord({ id: 'b', label: 'Big', api_key: 'sr1-****-000b', used_credits: 750, credit_limit: null }),
      keyRecord({ id: 'c', label: null, api_key: 'sr1-****-000c', used_credits: null, credit_limit: 10 }),
    ])
    expect(rows).toEqual([
      { id: 'b', label: 'Big', used: 750, share: 75, limit: null, nearLimit: false },
      { id: 'a', label: 'Small', used: 250, share: 25, limit: 300, nearLimit: true },
      { id: 'c', label: 'key sr1-****-000c', used: 0, share: 0, limit: 10, nearLimit: false },
    ])
  })

  it('gives every share as 0 when no credits were used', () => {
    const rows = keyUsageRows([keyRecord({ id: 'a', label: 'A', api_key: 'sr1-****-000a', used_credits: 0 })])
    expect(rows[0]!.share).toBe(0)
  })
})
