import { describe, expect, it } from 'vitest'
import type { TeamResult } from './game-results.ts'
import {
  ABA_RULES,
  classificationPointsFor,
  EUROLEAGUE_RULES,
  FIBA_RULES,
  measureResults,
  STANDINGS_PRESETS,
  TIE_BREAK_CRITERIA,
} from './tie-breaks.ts'

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

  it('should only name known criteria in the presets', () => {
    for (const rules of Object.values(STANDINGS_PRESETS)) {
      for (const key of rules.tieBreakers) {
        expect(TIE_BREAK_CRITERIA[key].key).toBe(key)
      }
    }
  })
})

describe('edge cases', () => {
  it('should measure no results as zero', () => {
    expect(measureResults('point-difference', [], ABA_RULES)).toBe(0)
  })
})
