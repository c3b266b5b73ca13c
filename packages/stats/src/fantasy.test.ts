import { describe, expect, it } from 'vitest'
import { counts, game, playerLine } from '../test/fixtures.ts'
import {
  fantasyBasePoints,
  fantasyLineupScore,
  fantasyPoints,
  PIR_FANTASY_RULES,
  POINTS_FANTASY_RULES,
} from './fantasy.ts'
import { playerGamePoints, roleMultiplier } from './fantasy/points.ts'
import { ELF_CLASSIC_RULES } from './fantasy/rules.ts'

// PIR: 20 + 7 + 4 + 1 − 3 missed − 2 TO = 27
const line = counts({
  points: 20,
  twoPointersMade: 7,
  twoPointersAttempted: 9,
  threePointersMade: 2,
  threePointersAttempted: 3,
  offensiveRebounds: 2,
  defensiveRebounds: 5,
  assists: 4,
  steals: 1,
  turnovers: 2,
})

describe('given a player line', () => {
  it.each([
    { rules: PIR_FANTASY_RULES, won: false, role: 'starter' as const, expected: 27 },
    { rules: PIR_FANTASY_RULES, won: true, role: 'starter' as const, expected: 29.7 },
    { rules: PIR_FANTASY_RULES, won: true, role: 'captain' as const, expected: 59.4 },
    { rules: PIR_FANTASY_RULES, won: false, role: 'bench' as const, expected: 13.5 },
    // 20 + 8.4 + 6 + 3 − 2 = 35.4
    { rules: POINTS_FANTASY_RULES, won: true, role: 'starter' as const, expected: 35.4 },
    { rules: POINTS_FANTASY_RULES, won: false, role: 'captain' as const, expected: 35.4 },
  ])('should score $expected under $rules.name (won: $won, $role)', ({ rules, won, role, expected }) => {
    expect(fantasyPoints({ ...line, played: true }, { won, role }, rules)).toBe(expected)
  })

  it('should take any weights as data', () => {
    expect(fantasyBasePoints(line, { ...POINTS_FANTASY_RULES, weights: { threePointersMade: 2, blocks: 5 } })).toBe(4)
  })
})

describe('given a lineup over a round', () => {
  it('should add each player’s points, with the win taken from his game', () => {
    const roundGames = [game({ id: 'r1', home: 'A', away: 'B', score: [80, 70] })]
    const roundLines = [
      playerLine({ gameId: 'r1', teamId: 'A', playerId: 'ana', ...line }),
      playerLine({ gameId: 'r1', teamId: 'B', playerId: 'ben', ...line }),
      playerLine({ gameId: 'r1', teamId: 'B', playerId: 'dnp', played: false }),
    ]
    const score = fantasyLineupScore(
      [
        { playerId: 'ana', role: 'captain' },
        { playerId: 'ben', role: 'starter' },
        { playerId: 'dnp', role: 'bench' },
        { playerId: 'absent', role: 'bench' },
      ],
      roundGames,
      roundLines,
      PIR_FANTASY_RULES,
    )
    expect(score.slots.map((slot) => slot.points)).toEqual([59.4, 27, 0, 0])
    expect(score.total).toBe(86.4)
    expect(score.slots[3]?.gameId).toBeNull()
  })
})

describe('edge cases', () => {
  it('should give zero to a player who did not play, even as captain', () => {
    expect(fantasyPoints({ ...counts({}), played: false }, { won: true, role: 'captain' }, PIR_FANTASY_RULES)).toBe(0)
  })

  it('should allow negative scores', () => {
    const bad = counts({ twoPointersAttempted: 6, turnovers: 4 })
    expect(fantasyPoints({ ...bad, played: true }, { won: false, role: 'starter' }, PIR_FANTASY_RULES)).toBe(-10)
  })
})

describe('given the fantasy game’s own scoring', () => {
  it.each([
    { won: true, role: 'captain' as const, pickRole: 'captain' as const },
    { won: false, role: 'starter' as const, pickRole: 'court' as const },
    { won: true, role: 'bench' as const, pickRole: 'bench' as const },
  ])('should agree with playerGamePoints × roleMultiplier ($role, won: $won)', ({ won, role, pickRole }) => {
    const gamePoints = playerGamePoints({ ...line, played: true }, won, ELF_CLASSIC_RULES).points
    expect(fantasyPoints({ ...line, played: true }, { won, role }, PIR_FANTASY_RULES)).toBe(
      gamePoints * roleMultiplier(pickRole, null, ELF_CLASSIC_RULES),
    )
  })
})
