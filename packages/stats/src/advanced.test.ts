import { describe, expect, it } from 'vitest'
import { possessionsFromBothTeams, ratingPer100, simplePossessions, teamRatings, usagePercentage } from './advanced.ts'
import { emptyCounts } from './box-score.ts'
import type { BoxScoreCounts } from './types.ts'

function line(counts: Partial<BoxScoreCounts>): BoxScoreCounts {
  return { ...emptyCounts(), ...counts }
}

const side = line({
  points: 80,
  twoPointersMade: 20,
  twoPointersAttempted: 40,
  threePointersMade: 8,
  threePointersAttempted: 25,
  freeThrowsMade: 16,
  freeThrowsAttempted: 20,
  offensiveRebounds: 10,
  defensiveRebounds: 25,
  turnovers: 12,
})

describe('given a team line', () => {
  it.each([
    // 0.96 · (65 + 12 + 8.8 − 10) = 72.768
    { team: side, expected: 72.768 },
    // 0.96 · (10 + 0 + 4.4 − 2) = 11.904
    { team: line({ twoPointersAttempted: 10, freeThrowsAttempted: 10, offensiveRebounds: 2 }), expected: 11.904 },
  ])('should estimate $expected possessions from one side', ({ team, expected }) => {
    expect(simplePossessions(team)).toBeCloseTo(expected, 10)
  })

  it('should give both teams the same possessions by the standard formula', () => {
    // per side: 65 + 8 − 1.07 · (10/35) · 37 + 12 = 73.6886
    expect(possessionsFromBothTeams(side, side)).toBeCloseTo(73.6886, 3)
    const other = line({ ...side, offensiveRebounds: 15, turnovers: 8 })
    expect(possessionsFromBothTeams(side, other)).toBeCloseTo(possessionsFromBothTeams(other, side), 10)
  })

  it('should rate offence and defence per 100 possessions', () => {
    const opponent = line({ ...side, points: 70 })
    const ratings = teamRatings(side, opponent)
    expect(ratings.offensive).toBeCloseTo((100 * 80) / ratings.possessions, 10)
    expect(ratings.defensive).toBeCloseTo((100 * 70) / ratings.possessions, 10)
    expect(ratings.net).toBeCloseTo((100 * 10) / ratings.possessions, 10)
  })

  it.each([
    // 20 of 40 minutes, 15 plays of the team's 80: 100 · 15 · 2400 / (1200 · 80) = 37.5
    {
      player: line({ seconds: 1200, twoPointersAttempted: 10, threePointersAttempted: 3, turnovers: 2 }),
      team: line({ seconds: 12000, twoPointersAttempted: 50, threePointersAttempted: 25, turnovers: 5 }),
      expected: 37.5,
    },
    // all 40 minutes, a fifth of the plays: 20
    {
      player: line({ seconds: 2400, twoPointersAttempted: 10, freeThrowsAttempted: 0, turnovers: 6 }),
      team: line({ seconds: 12000, twoPointersAttempted: 70, turnovers: 10 }),
      expected: 20,
    },
  ])('should compute usage $expected %', ({ player, team, expected }) => {
    expect(usagePercentage(player, team)).toBeCloseTo(expected, 10)
  })
})

describe('edge cases', () => {
  it('should give no usage for zero minutes', () => {
    expect(usagePercentage(emptyCounts(), side)).toBeNull()
  })

  it('should give no rating without possessions', () => {
    expect(ratingPer100(20, 0)).toBeNull()
    expect(teamRatings(emptyCounts(), emptyCounts()).offensive).toBeNull()
  })
})
