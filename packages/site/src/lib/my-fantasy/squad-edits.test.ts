import { describe, expect, it } from 'vitest'
import { lineupOrder, makeCaptain, makeSixthMan, swapPartners, swapPlayers, type LineupPick } from './squad-edits'

// Ten picks: 1-5 on the court (1 captain), 6 the sixth man, 7-10 on the bench in that order.
const lineup: LineupPick[] = [
  ...[1, 2, 3, 4, 5].map((playerId) => ({ playerId, slot: 'court' as const, captain: playerId === 1, benchOrder: 0 })),
  { playerId: 6, slot: 'sixth', captain: false, benchOrder: 0 },
  ...[7, 8, 9, 10].map((playerId, index) => ({
    playerId,
    slot: 'bench' as const,
    captain: false,
    benchOrder: index + 1,
  })),
]

const slotOf = (picks: LineupPick[], playerId: number) => picks.find((pick) => pick.playerId === playerId)

describe('given a squad of ten with a captain and a sixth man', () => {
  it('should move the armband to another starter and refuse it to a bench player', () => {
    const moved = makeCaptain(lineup, 3)
    expect(moved.filter((pick) => pick.captain).map((pick) => pick.playerId)).toEqual([3])
    expect(makeCaptain(lineup, 8)).toEqual(lineup)
  })

  it('should swap a starter and a bench player, the armband staying on the court', () => {
    const swapped = swapPlayers(lineup, 1, 8)
    expect(slotOf(swapped, 8)).toEqual({ playerId: 8, slot: 'court', captain: true, benchOrder: 0 })
    expect(slotOf(swapped, 1)).toEqual({ playerId: 1, slot: 'bench', captain: false, benchOrder: 2 })
  })

  it('should make a bench player the sixth man and send the old sixth man to his bench place', () => {
    const changed = makeSixthMan(lineup, 9)
    expect(slotOf(changed, 9)?.slot).toBe('sixth')
    expect(slotOf(changed, 6)).toMatchObject({ slot: 'bench', benchOrder: 3 })
  })

  it('should offer as swap partners only players in another slot', () => {
    expect(swapPartners(lineup, 6).map((pick) => pick.playerId)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10])
    expect(swapPartners(lineup, 2).map((pick) => pick.playerId)).toEqual([6, 7, 8, 9, 10])
  })

  it('should list the court, the sixth man and the bench in its order', () => {
    const reordered = lineupOrder(makeSixthMan(lineup, 9))
    expect(reordered.sixth?.playerId).toBe(9)
    expect(reordered.bench.map((pick) => pick.playerId)).toEqual([7, 8, 6, 10])
  })

  describe('edge cases', () => {
    it('should leave the lineup as it is for two players in the same slot or an unknown player', () => {
      expect(swapPlayers(lineup, 1, 2)).toEqual(lineup)
      expect(swapPlayers(lineup, 1, 99)).toEqual(lineup)
      expect(makeSixthMan(lineup, 2)).toEqual(lineup)
    })
  })
})
