import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { alertQueries } from '../../../src/api/queries/alert-queries'
import { defiQueries } from '../../../src/api/queries/defi-queries'
import { infraQueries } from '../../../src/api/queries/infra-queries'
import { keyQueries } from '../../../src/api/queries/key-queries'

function cache(client: QueryClient, queryKey: readonly unknown[]) {
  client.setQueryData(queryKey, 'cached')
}

/** How many cached queries a filter matches, the way invalidation and getQueriesData match them. */
function matching(client: QueryClient, queryKey: readonly unknown[]): number {
  return client.getQueriesData({ queryKey }).length
}

describe('query keys form a hierarchy', () => {
  it('finds every DeFi list of all products or of one platform, and no detail, by its level', () => {
    const client = new QueryClient()
    cache(client, defiQueries.list({}).queryKey)
    cache(client, defiQueries.list({ offset: 10 }, 'aave').queryKey)
    cache(client, defiQueries.list({}, 'lido').queryKey)
    cache(client, defiQueries.detail('aave', '0x1').queryKey)

    expect(matching(client, defiQueries.all())).toBe(4)
    expect(matching(client, defiQueries.lists())).toBe(3)
    expect(matching(client, defiQueries.platformLists('aave'))).toBe(1)
    expect(matching(client, defiQueries.platformLists())).toBe(1)
    expect(matching(client, defiQueries.details())).toBe(1)
  })

  it.each([
    ['alerts', alertQueries.all(), alertQueries.lists(), alertQueries.list({ limit: 3 }).queryKey],
    ['infra', infraQueries.all(), infraQueries.lists(), infraQueries.list({}).queryKey],
    ['keys', keyQueries.all(), keyQueries.lists(), keyQueries.list().queryKey],
  ])('%s: list keys start with lists(), which starts with all()', (_, all, lists, list) => {
    expect(lists.slice(0, all.length)).toEqual(all)
    expect(list.slice(0, lists.length)).toEqual(lists)
  })

  it('keeps the details of infrastructure providers apart from their lists', () => {
    expect(infraQueries.detail('x').queryKey.slice(0, 2)).toEqual(infraQueries.details())
    expect(infraQueries.details()).not.toEqual(infraQueries.lists())
  })
})
