import { describe, expect, it } from 'vitest'
import { rowsOf } from './rows'

describe('given an API answer holding a list', () => {
  it('should take the preferred key when present', () => {
    expect(rowsOf({ phases: ['x'], rows: [{ rank: 1 }] }, ['rows'])).toEqual([{ rank: 1 }])
  })

  it('should fall back to the first list in the answer', () => {
    expect(rowsOf({ total: 2, games: [{ slug: 'a' }, { slug: 'b' }] })).toHaveLength(2)
  })

  it('should accept a bare list and answer nothing for anything else', () => {
    expect(rowsOf([{ slug: 'a' }])).toHaveLength(1)
    expect(rowsOf(null)).toEqual([])
    expect(rowsOf({ total: 0 })).toEqual([])
  })
})
