import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/api/errors'
import { createQueryClient } from '../../../src/app/query-client'

const refuse = vi.fn()
vi.mock('../../../src/api/persist/device-cache', () => ({ devicePersistence: () => ({ refuse }) }))

describe("the query client's answer to a refused key", () => {
  it.each([
    ['a 401', new ApiError({ kind: 'unauthorized', status: 401, message: 'user not found' }), 1],
    ['a revoked key', new ApiError({ kind: 'revoked', status: 403, message: 'key revoked' }), 1],
    ['a 403', new ApiError({ kind: 'forbidden', status: 403, message: 'forbidden' }), 1],
    ['a 500', new ApiError({ kind: 'server', status: 500, message: 'down' }), 0],
    ['a 404', new ApiError({ kind: 'not_found', status: 404, message: 'no such product' }), 0],
  ])('%s: the stored cache is refused %i time(s)', async (_, error, times) => {
    refuse.mockClear()
    const client = createQueryClient({ retry: false })
    await client.fetchQuery({ queryKey: ['defi', 'detail', 'harbor', '0x1'], queryFn: () => Promise.reject(error) }).catch(() => undefined)
    expect(refuse).toHaveBeenCalledTimes(times)
  })
})
