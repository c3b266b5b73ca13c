import { describe, expect, it } from 'vitest'
import { game, games } from '../test/fixtures.ts'
import type { TeamResult } from './game-results.ts'
import { computeStandings } from './standings.ts'
import {
  ABA_RULES,
  classificationPointsFor,
  EUROLEAGUE_RULES,
  FIBA_RULES,
  measureResults,
  STANDINGS_PRESETS,
  type StandingsRules,
} from './tie-breaks.ts'
import type { Game } from './types.ts'

function result(spec: Partial<TeamResult>): TeamResult {
  return {
    gameId: 'g',
    teamId: 'A',
    opponentId: 'B',
    location: 'home',
    outcome: 'won',
    pointsFor: 80,
    pointsAgainst: 70,
    regulationPointsFor: 80,
    regulationPointsAgainst: 70,
    forfeit: false,
    overtimes: 0,
    ...spec,
  }
}

// A win by 10, an overtime win by 6 (level after regulation), a loss by 5, a forfeit loss.
const results = [
  result({}),
  result({ pointsFor: 96, pointsAgainst: 90, regulationPointsFor: 80, regulationPointsAgainst: 80, overtimes: 1 }),
  result({ outcome: 'lost', pointsFor: 70, pointsAgainst: 75, regulationPointsFor: 70, regulationPointsAgainst: 75 }),
  result({
    outcome: 'lost',
    forfeit: true,
    pointsFor: 0,
    pointsAgainst: 20,
    regulationPointsFor: 0,
    regulationPointsAgainst: 20,
  }),
]

describe('given results', () => {
  it.each([
    { measure: 'classification-points' as const, rules: ABA_RULES, expected: 2 + 2 + 1 + 0 },
    { measure: 'classification-points' as const, rules: EUROLEAGUE_RULES, expected: 2 },
    { measure: 'wins' as const, rules: FIBA_RULES, expected: 2 },
    { measure: 'point-difference' as const, rules: FIBA_RULES, expected: 10 + 6 - 5 - 20 },
    { measure: 'point-difference' as const, rules: EUROLEAGUE_RULES, expected: 10 + 0 - 5 - 20 },
    { measure: 'points-scored' as const, rules: FIBA_RULES, expected: 80 + 96 + 70 },
    { measure: 'points-scored' as const, rules: EUROLEAGUE_RULES, expected: 80 + 80 + 70 },
  ])('should measure $measure under $rules.name as $expected', ({ measure, rules, expected }) => {
    expect(measureResults(measure, results, rules)).toBe(expected)
  })

  it('should give no classification point for a forfeit loss and one for a played loss', () => {
    expect(classificationPointsFor({ outcome: 'lost', forfeit: true }, FIBA_RULES.classificationPoints)).toBe(0)
    expect(classificationPointsFor({ outcome: 'lost', forfeit: false }, FIBA_RULES.classificationPoints)).toBe(1)
  })
})

/** The table's order as "rank team" rows. */
function order(season: readonly Game[], rules: StandingsRules): string[] {
  return computeStandings(season, { rules }).map((row) => `${row.rank} ${row.teamId}`)
}

describe('given a hand-made group of teams level on the table', () => {
  // A, B and C beat each other in a circle, each by 10, and all beat D: level on wins and on head-to-head
  // point difference (0 each). Head-to-head points scored: B 170, C 160, A 140. Overall point difference:
  // A +30, C +20, B +10.
  const circle = games(['A B 80-70', 'B C 100-90', 'C A 70-60', 'A D 90-60', 'B D 80-70', 'C D 85-65'])

  it.each([
    // FIBA looks at head-to-head points scored before leaving the tied teams' games.
    { preset: 'fiba' as const, expected: ['1 B', '2 C', '3 A', '4 D'] },
    // ABA and EuroLeague go from head-to-head point difference to the overall point difference.
    { preset: 'aba' as const, expected: ['1 A', '2 C', '3 B', '4 D'] },
    { preset: 'euroleague' as const, expected: ['1 A', '2 C', '3 B', '4 D'] },
  ])('should order a three-way tie under the $preset preset as $expected', ({ preset, expected }) => {
    expect(order(circle, STANDINGS_PRESETS[preset])).toEqual(expected)
  })

  // X and Y both win once and lose once, and never meet; X's loss is a forfeit (0 classification points).
  // Overall point difference: X +40 − 20 = +20, Y +10 − 10 = 0.
  const forfeit = [
    game({ home: 'X', away: 'W', score: [100, 60] }),
    game({ home: 'Z', away: 'X', score: [20, 0], status: 'forfeit', forfeitLoser: 'X' }),
    game({ home: 'Y', away: 'W', score: [80, 70] }),
    game({ home: 'Z', away: 'Y', score: [80, 70] }),
  ]

  it.each([
    // Classification points: Z 4, Y 3, X 2 (ahead of W, 2, on their game).
    { preset: 'fiba' as const, expected: ['1 Z', '2 Y', '3 X', '4 W'] },
    { preset: 'aba' as const, expected: ['1 Z', '2 Y', '3 X', '4 W'] },
    // Sorted by wins, X and Y are level and the point difference puts X first.
    { preset: 'euroleague' as const, expected: ['1 Z', '2 X', '3 Y', '4 W'] },
  ])('should weigh a forfeit loss under the $preset preset as $expected', ({ preset, expected }) => {
    expect(order(forfeit, STANDINGS_PRESETS[preset])).toEqual(expected)
  })
})

describe('edge cases', () => {
  it('should measure no results as zero', () => {
    expect(measureResults('point-difference', [], ABA_RULES)).toBe(0)
  })
})
