import { describe, expect, it } from 'vitest'
import { rankByPoints } from './ranking.ts'

describe('given squads with points', () => {
  it.each([
    { totals: [310, 288.5, 288.5, 250], ranks: [1, 2, 2, 4] },
    { totals: [100, 200, 300], ranks: [3, 2, 1] },
    { totals: [50, 50, 50], ranks: [1, 1, 1] },
    { totals: [-4.5, 0, 12.25], ranks: [3, 2, 1] },
  ])('should rank $totals as $ranks', ({ totals, ranks }) => {
    const rows = totals.map((total, index) => ({ id: index, total }))
    const ranked = rankByPoints(rows, (row) => row.total)
    expect(rows.map((row) => ranked.find((entry) => entry.id === row.id)?.rank)).toEqual(ranks)
  })

  it('should list most points first and keep every field of the rows', () => {
    const ranked = rankByPoints(
      [
        { squadId: 7, name: 'Nikola', total: 120 },
        { squadId: 3, name: 'Ana', total: 180.75 },
      ],
      (row) => row.total,
    )
    expect(ranked).toEqual([
      { squadId: 3, name: 'Ana', total: 180.75, rank: 1 },
      { squadId: 7, name: 'Nikola', total: 120, rank: 2 },
    ])
  })
})

describe('edge cases', () => {
  it('should rank nothing when there are no squads', () => {
    expect(rankByPoints([], () => 0)).toEqual([])
  })

  it('should treat sums equal to floating-point noise as a tie', () => {
    const ranked = rankByPoints([{ total: 0.1 + 0.2 }, { total: 0.3 }], (row) => row.total)
    expect(ranked.map((row) => row.rank)).toEqual([1, 1])
  })

  it('should keep ties in input order', () => {
    const ranked = rankByPoints([{ name: 'b' }, { name: 'a' }, { name: 'c' }], () => 10)
    expect(ranked).toEqual([
      { name: 'b', rank: 1 },
      { name: 'a', rank: 1 },
      { name: 'c', rank: 1 },
    ])
  })

  it('should keep a squad without a score, as 0', () => {
    expect(rankByPoints([{ total: Number.NaN }, { total: 5 }], (row) => row.total).map((row) => row.rank)).toEqual([
      1, 2,
    ])
  })
})
