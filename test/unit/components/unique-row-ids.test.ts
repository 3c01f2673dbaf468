import { describe, expect, it } from 'vitest'
import { uniqueRowIds } from '../../../src/components/list/data-table'

describe('uniqueRowIds', () => {
  const byName = (row: { name: string }) => row.name

  it('keys each row by its record, whatever its place', () => {
    expect(uniqueRowIds([{ name: 'a' }, { name: 'b' }], byName)).toEqual(['a', 'b'])
    expect(uniqueRowIds([{ name: 'b' }, { name: 'a' }], byName)).toEqual(['b', 'a'])
  })

  it('gives a record that comes again its occurrence', () => {
    expect(uniqueRowIds([{ name: 'a' }, { name: 'b' }, { name: 'a' }, { name: 'a' }], byName)).toEqual(['a', 'b', 'a#2', 'a#3'])
  })
})
