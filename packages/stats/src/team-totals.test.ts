import { describe, expect, it } from 'vitest'
import { loadSeason } from '../scripts/load-season.ts'
import { emptyCounts } from './box-score.ts'
import { teamTotals, type TeamTotalsLine } from './team-totals.ts'

function line(figures: Partial<TeamTotalsLine>): TeamTotalsLine {
  return { ...emptyCounts(), starter: false, ...figures }
}

describe('given the lines of one team in one game', () => {
  const lines = [
    line({
      starter: true,
      points: 12,
      twoPointersMade: 3,
      twoPointersAttempted: 6,
      threePointersMade: 2,
      threePointersAttempted: 4,
      offensiveRebounds: 1,
      defensiveRebounds: 4,
      pointsInPaint: 6,
      fastBreakPoints: 2,
    }),
    line({
      starter: false,
      points: 7,
      twoPointersMade: 2,
      twoPointersAttempted: 3,
      freeThrowsMade: 3,
      freeThrowsAttempted: 4,
      defensiveRebounds: 2,
      assists: 3,
      pointsInPaint: 4,
      secondChancePoints: 2,
      fastBreakPoints: null,
    }),
    // On the sheet, did not play.
    line({ starter: false }),
  ]

  it.each([
    // 12 + 7
    { figure: 'points', expected: 19 },
    // 3 + 2 twos and 2 threes of 6 + 3 + 4
    { figure: 'fieldGoalsMade', expected: 7 },
    { figure: 'fieldGoalsAttempted', expected: 13 },
    // 7 of 13, from the totals
    { figure: 'fieldGoalPercentage', expected: 53.8462 },
    // 3 of 4
    { figure: 'freeThrowPercentage', expected: 75 },
    // 1 + 4 + 2
    { figure: 'rebounds', expected: 7 },
    { figure: 'assists', expected: 3 },
  ] as const)('should give the team $figure $expected', ({ figure, expected }) => {
    expect(teamTotals(lines).statistics[figure]).toBeCloseTo(expected, 3)
  })

  it('should add where the points came from, a missing figure counting as none', () => {
    const totals = teamTotals(lines)
    expect(totals.pointsInPaint).toBe(10)
    expect(totals.secondChancePoints).toBe(2)
    expect(totals.fastBreakPoints).toBe(2)
    expect(totals.benchPoints).toBe(7)
  })
})

describe('edge cases', () => {
  it('should give zero totals and no rates for a team without lines (a forfeit)', () => {
    const totals = teamTotals([])
    expect(totals.statistics.points).toBe(0)
    expect(totals.statistics.fieldGoalPercentage).toBeNull()
    expect(totals.benchPoints).toBe(0)
  })
})

describe('given a real game: Zadar v SC Derby, 2022-09-30 (game 22_6), 96:67', () => {
  const season = loadSeason('aba-2022-23')
  const zadar = season.lines.filter((candidate) => candidate.gameId === '22_6' && candidate.teamId === 'ZAD')
  const totals = teamTotals(zadar)

  it('should score what the game sheet says, starters 12 + 6 + 9 + 30 + 13 and bench 9 + 5 + 10 + 2', () => {
    expect(totals.statistics.points).toBe(season.games.find((game) => game.id === '22_6')?.homeScore)
    expect(totals.statistics.points).toBe(96)
    expect(totals.benchPoints).toBe(26)
  })

  it('should shoot 24/39 twos, 10/29 threes, 18/24 free throws: 34 of 68 from the field', () => {
    expect(totals.statistics).toMatchObject({
      twoPointersMade: 24,
      twoPointersAttempted: 39,
      threePointersMade: 10,
      threePointersAttempted: 29,
      freeThrowsMade: 18,
      freeThrowsAttempted: 24,
      fieldGoalsMade: 34,
      fieldGoalsAttempted: 68,
      fieldGoalPercentage: 50,
      freeThrowPercentage: 75,
    })
  })

  it('should rebound 11 + 28 and reach the sum of the published player PIRs (123)', () => {
    expect(totals.statistics.rebounds).toBe(39)
    expect(totals.statistics.pir).toBe(zadar.reduce((sum, player) => sum + (player.publishedPir ?? 0), 0))
    expect(totals.statistics.pir).toBe(123)
  })
})
