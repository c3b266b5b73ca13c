// Ranking a round's live totals: best first, ties share a rank (1, 2, 2, 4) and are listed by squad id, the list
// is cut at its length while the asked squad is answered wherever it stands.
import { describe, expect, it } from 'vitest'
import { rankLiveTotals, type LiveTotal } from '../../src/live/fantasy-live-leaderboard-ranking.ts'

const total = (squadId: number, points: number, isDemo = false): LiveTotal => ({
  squadId,
  name: `Squad ${squadId}`,
  isDemo,
  points,
})

describe('given the live totals of a round', () => {
  it.each([
    {
      totals: [total(1, 40), total(2, 52.5), total(3, 40), total(4, 12)],
      ranks: [
        [2, 1],
        [1, 2],
        [3, 2],
        [4, 4],
      ],
    },
    {
      totals: [total(9, 0), total(8, 0)],
      ranks: [
        [8, 1],
        [9, 1],
      ],
    },
  ])('should rank best first with ties sharing a rank ($ranks)', ({ totals, ranks }) => {
    const ranked = rankLiveTotals(totals, undefined)
    expect(ranked.rows.map((row) => [row.squadId, row.rank])).toEqual(ranks)
    expect(ranked.squads).toBe(totals.length)
    expect(ranked.own).toBeNull()
  })

  it('should cut the list at its length and still answer the asked squad with its rank', () => {
    const totals = Array.from({ length: 60 }, (_, index) => total(index + 1, 100 - index, index % 2 === 0))
    const ranked = rankLiveTotals(totals, 58)
    expect(ranked.rows).toHaveLength(50)
    expect(ranked.rows[0]).toEqual({ rank: 1, squadId: 1, name: 'Squad 1', isDemo: true, points: 100 })
    expect(ranked.own).toEqual({ rank: 58, squadId: 58, name: 'Squad 58', isDemo: false, points: 43 })
  })

  describe('edge cases', () => {
    it('should answer an empty leaderboard when no squad plays the round', () => {
      expect(rankLiveTotals([], 3)).toEqual({ squads: 0, rows: [], own: null })
    })

    it('should leave the asked squad out when it does not play the round', () => {
      expect(rankLiveTotals([total(1, 10)], 2).own).toBeNull()
    })
  })
})
