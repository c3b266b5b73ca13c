import { describe, expect, it } from 'vitest'
import { paginationRange, type PaginationItem } from './pagination-range'

describe('given a page and a page count', () => {
  it.each<[number, number, PaginationItem[]]>([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'ellipsis-end', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'ellipsis-end', 20]],
    [5, 20, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]],
    [10, 20, [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]],
    [17, 20, [1, 'ellipsis-start', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'ellipsis-start', 16, 17, 18, 19, 20]],
  ])('on page %d of %d should show %j', (page, pageCount, expected) => {
    expect(paginationRange({ page, pageCount })).toEqual(expected)
  })

  it('should always return the same number of slots once pages are skipped', () => {
    const lengths = Array.from({ length: 20 }, (_, index) => paginationRange({ page: index + 1, pageCount: 20 }).length)
    expect(new Set(lengths)).toEqual(new Set([7]))
  })

  it('should widen with more siblings', () => {
    expect(paginationRange({ page: 10, pageCount: 20, siblings: 2 })).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ])
  })

  it.each([
    [0, 5, [1, 2, 3, 4, 5]],
    [9, 0, []],
  ])('should clamp page %d of %d', (page, pageCount, expected) => {
    expect(paginationRange({ page, pageCount })).toEqual(expected)
  })
})
