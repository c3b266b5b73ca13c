import { describe, expect, it } from 'vitest'
import { entryPoints, lateJoinerBudgetTenths } from './late-join.ts'
import { ELF_CLASSIC_RULES } from './rules.ts'

describe('given a manager who joins late', () => {
  it.each([
    { roundsPlayed: 0, budget: 1000 },
    { roundsPlayed: 1, budget: 1003 },
    { roundsPlayed: 12, budget: 1036 },
    { roundsPlayed: 26, budget: 1078 },
  ])('should give $budget tenths after $roundsPlayed rounds', ({ roundsPlayed, budget }) => {
    expect(lateJoinerBudgetTenths(roundsPlayed, ELF_CLASSIC_RULES)).toBe(budget)
  })

  it.each([
    { average: 181.25, roundsPlayed: 12, expected: 2175 },
    { average: 97.333, roundsPlayed: 3, expected: 292 },
    { average: 150.5, roundsPlayed: 1, expected: 150.5 },
  ])('should enter with $expected points for an average of $average over $roundsPlayed rounds', (row) => {
    expect(entryPoints(row.average, row.roundsPlayed)).toBe(row.expected)
  })
})

describe('edge cases', () => {
  it('should give the plain budget and no points before the first round', () => {
    expect(lateJoinerBudgetTenths(-1, ELF_CLASSIC_RULES)).toBe(1000)
    expect(entryPoints(120, 0)).toBe(0)
  })

  it('should give no entry points when nobody has scored (empty season)', () => {
    expect(entryPoints(Number.NaN, 4)).toBe(0)
    expect(entryPoints(0, 4)).toBe(0)
  })

  it('should follow a league’s own rate per round', () => {
    expect(lateJoinerBudgetTenths(10, { budgetTenths: 1200, lateJoinerTenthsPerRound: 5 })).toBe(1250)
  })
})
