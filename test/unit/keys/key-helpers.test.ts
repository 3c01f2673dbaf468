import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/errors'
import type { ApiKey } from '../../../src/api/schemas/keys'
import {
  compareSortValues,
  creditUsage,
  describeKeyError,
  isKeyInUse,
  isLastActiveKey,
  keyDisplayName,
  keySortValue,
  keyUse,
  lastFourOfKey,
  parseCreditLimitInput,
} from '../../../src/features/keys/key-helpers'
import { keyViewParams, paramsWithSorting, sortingFromParams } from '../../../src/features/keys/key-view-params'

function key(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    api_key: 'sr1-****-af6b',
    label: 'Production',
    credit_limit: null,
    is_active: true,
    revoked_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    used_credits: 0,
    last_used_at: null,
    ...overrides,
  }
}

describe('creditUsage', () => {
  it.each([
    [0, 1000, 'ok'],
    [799, 1000, 'ok'],
    [800, 1000, 'warning'],
    [949, 1000, 'warning'],
    [950, 1000, 'danger'],
    [1000, 1000, 'danger'],
    [1200, 1000, 'danger'],
    [0, 0, 'danger'],
  ] as const)('%i of %i is %s', (used, limit, level) => {
    expect(creditUsage(used, limit)?.level).toBe(level)
  })

  it('draws no bar without a limit and treats missing use as zero', () => {
    expect(creditUsage(500, null)).toBeNull()
    expect(creditUsage(500, undefined)).toBeNull()
    expect(creditUsage(null, 100)).toEqual({ ratio: 0, level: 'ok' })
  })

  it('keeps a ratio above 1 when the limit was lowered below the use', () => {
    expect(creditUsage(300, 200)?.ratio).toBe(1.5)
  })
})

describe('key in use', () => {
  it('takes the last four characters of a full key or a mask, case-insensitively', () => {
    expect(lastFourOfKey('sr1-18515d1a5bb0f46cbb92172dc1ff9bec')).toBe('9bec')
    expect(lastFourOfKey('sr1-****-AF6B')).toBe('af6b')
    expect(lastFourOfKey('abc')).toBeNull()
    expect(lastFourOfKey(null)).toBeNull()
  })

  it('matches by the last four characters of the mask, never a revoked key', () => {
    expect(isKeyInUse(key(), 'af6b')).toBe(true)
    expect(isKeyInUse(key(), 'AF6B')).toBe(true)
    expect(isKeyInUse(key(), '0000')).toBe(false)
    expect(isKeyInUse(key(), null)).toBe(false)
    expect(isKeyInUse(key({ is_active: false }), 'af6b')).toBe(true)
    expect(isKeyInUse(key({ is_active: false, revoked_at: '2026-02-01T00:00:00Z' }), 'af6b')).toBe(false)
  })
})

describe('keyUse', () => {
  const mine = key({ id: '00000000-0000-4000-8000-000000000001', api_key: 'sr1-****-af6b' })
  const twin = key({ id: '00000000-0000-4000-8000-000000000002', api_key: 'sr1-****-AF6B' })
  const other = key({ id: '00000000-0000-4000-8000-000000000003', api_key: 'sr1-****-0003' })

  it('is certain when one key that is not revoked ends like the key in use', () => {
    expect(keyUse(mine, [mine, other], 'af6b')).toBe('in-use')
    expect(keyUse(other, [mine, other], 'af6b')).toBe('not-in-use')
  })

  it('claims neither of two keys with the same last four: both are maybe in use', () => {
    expect(keyUse(mine, [mine, twin, other], 'af6b')).toBe('maybe-in-use')
    expect(keyUse(twin, [mine, twin, other], 'af6b')).toBe('maybe-in-use')
    expect(keyUse(other, [mine, twin, other], 'af6b')).toBe('not-in-use')
    // A disabled twin could still be the one the dashboard holds; a revoked one cannot.
    expect(keyUse(mine, [mine, { ...twin, is_active: false }], 'af6b')).toBe('maybe-in-use')
    expect(keyUse(mine, [mine, { ...twin, is_active: false, revoked_at: '2026-02-01T00:00:00Z' }], 'af6b')).toBe('in-use')
  })

  it('is never in use without a key in use', () => {
    expect(keyUse(mine, [mine, twin], null)).toBe('not-in-use')
  })
})

describe('isLastActiveKey', () => {
  const active = key()
  const other = key({ id: 'b', is_active: true })
  const disabled = key({ id: 'c', is_active: false })
  const revoked = key({ id: 'd', is_active: false, revoked_at: '2026-02-01T00:00:00Z' })

  it('is true only for the single active key', () => {
    expect(isLastActiveKey(active, [active, disabled, revoked])).toBe(true)
    expect(isLastActiveKey(active, [active, other])).toBe(false)
    expect(isLastActiveKey(disabled, [active, disabled])).toBe(false)
  })
})

describe('keyDisplayName', () => {
  it('uses the label, or the mask when there is none', () => {
    expect(keyDisplayName(key())).toBe('Production')
    expect(keyDisplayName(key({ label: '  ' }))).toBe('key sr1-****-af6b')
    expect(keyDisplayName(key({ label: null }))).toBe('key sr1-****-af6b')
  })
})

describe('sorting values', () => {
  const sortBy = (keys: ApiKey[], column: Parameters<typeof keySortValue>[1]) =>
    keys.toSorted((a, b) => compareSortValues(keySortValue(a, column), keySortValue(b, column))).map((item) => item.id)

  it('puts "no limit" above every limit', () => {
    const keys = [key({ id: 'none' }), key({ id: 'big', credit_limit: 1e9 }), key({ id: 'small', credit_limit: 10 })]
    expect(sortBy(keys, 'credit_limit')).toEqual(['small', 'big', 'none'])
  })

  it('puts never-used keys before the oldest use', () => {
    const keys = [
      key({ id: 'recent', last_used_at: '2026-03-01T00:00:00Z' }),
      key({ id: 'never' }),
      key({ id: 'old', last_used_at: '2025-03-01T00:00:00Z' }),
    ]
    expect(sortBy(keys, 'last_used_at')).toEqual(['never', 'old', 'recent'])
  })

  it('orders statuses active, disabled, revoked and labels case-insensitively with numbers in order', () => {
    const keys = [
      key({ id: 'revoked', label: 'b', is_active: false, revoked_at: '2026-01-02T00:00:00Z' }),
      key({ id: 'disabled', label: 'Key 10', is_active: false }),
      key({ id: 'active', label: 'key 9' }),
    ]
    expect(sortBy(keys, 'status')).toEqual(['active', 'disabled', 'revoked'])
    expect(sortBy(keys, 'label')).toEqual(['revoked', 'active', 'disabled'])
  })
})

describe('parseCreditLimitInput', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['50000', 50_000],
    ['50,000', 50_000],
    ['1.5M', 1_500_000],
    ['0', 0],
  ])('%j → %j', (input, value) => {
    expect(parseCreditLimitInput(input)).toEqual({ ok: true, value })
  })

  it.each(['abc', '-5', '1.5', '12..'])('refuses %j', (input) => {
    expect(parseCreditLimitInput(input).ok).toBe(false)
  })
})

describe('describeKeyError', () => {
  const conflict = (code: string) => new ApiError({ kind: 'conflict', status: 409, code, message: 'Refused.' })

  it('explains the last active key and does not offer a retry', () => {
    const result = describeKeyError(conflict('last_active_key'), 'revoke', 'Production')
    expect(result.final).toBe(true)
    expect(result.message).toContain('last active key')
  })

  it('explains an already revoked key and a vanished one', () => {
    expect(describeKeyError(conflict('already_revoked'), 'update', 'Production').message).toContain('already revoked')
    expect(describeKeyError(new ApiError({ kind: 'not_found', status: 404, message: 'Nope.' }), 'revoke', 'X')).toEqual({
      message: '“X” no longer exists on this account. The list has been refreshed.',
      final: true,
    })
  })

  it('lets server and network failures be retried', () => {
    const result = describeKeyError(new ApiError({ kind: 'server', status: 500, message: 'Boom.' }), 'disable', 'X')
    expect(result).toEqual({ message: 'Could not disable “X”: Boom.', final: false })
    expect(describeKeyError(new Error('?'), 'create', 'X').final).toBe(false)
  })
})

describe('key view params (URL state)', () => {
  it('reads sort, order and the revoked filter, dropping invalid values', () => {
    const { params, invalid } = keyViewParams.fromSearch(new URLSearchParams('sort=credit_limit&order=desc&show_revoked=false'))
    expect(params).toEqual({ sort: 'credit_limit', order: 'desc', show_revoked: false })
    expect(invalid).toEqual([])
    const bad = keyViewParams.fromSearch(new URLSearchParams('sort=api_key&order=sideways&show_revoked=maybe'))
    expect(bad.params).toEqual({})
    expect(bad.invalid.map((issue) => issue.param)).toEqual(['sort', 'order', 'show_revoked'])
  })

  it('round-trips table sorting, leaving defaults out of the URL', () => {
    expect(sortingFromParams({ sort: 'label' })).toEqual([{ id: 'label', desc: false }])
    expect(sortingFromParams({})).toEqual([])
    const next = paramsWithSorting({ show_revoked: false }, [{ id: 'used_credits', desc: true }])
    expect(keyViewParams.toSearch(keyViewParams.normalize(next)).toString()).toBe('sort=used_credits&order=desc&show_revoked=false')
    const ascending = paramsWithSorting({}, [{ id: 'label', desc: false }])
    expect(keyViewParams.toSearch(keyViewParams.normalize(ascending)).toString()).toBe('sort=label')
    expect(paramsWithSorting({ sort: 'label' }, [{ id: 'unknown', desc: true }])).toEqual({ sort: undefined, order: undefined })
  })
})
