import { describe, expect, it } from 'vitest'
import { alertListParams } from '../../../src/api/params/alert-params'
import { defiListParams } from '../../../src/api/params/defi-params'
import { infraListParams } from '../../../src/api/params/infra-params'
import { DEFI_DEFAULT_SORT, INFRA_DEFAULT_SORT, defaultViewApiParams } from '../../../src/api/params/list-defaults'
import { infraViewParams } from '../../../src/features/infra/infra-view-params'

describe('a list\'s default view, as the start-up code asks for it', () => {
  it('is what each list\'s definition sends for a URL that names nothing, value for value and in the same order', () => {
    const cases = [
      [defaultViewApiParams(DEFI_DEFAULT_SORT), defiListParams.toApiParams({})],
      [defaultViewApiParams(INFRA_DEFAULT_SORT), infraListParams.toApiParams({})],
      [defaultViewApiParams(INFRA_DEFAULT_SORT), infraViewParams.toApiParams(infraViewParams.fromSearch(new URLSearchParams()).params)],
      [defaultViewApiParams(null), alertListParams.toApiParams({})],
    ]
    for (const [startUp, definition] of cases) expect(Object.entries(startUp!)).toEqual(Object.entries(definition!))
    expect(defaultViewApiParams(DEFI_DEFAULT_SORT)).toEqual({ sort: 'rating', order: 'desc', limit: '10', offset: '0' })
    expect(defaultViewApiParams(null)).toEqual({ limit: '10', offset: '0' })
  })
})
