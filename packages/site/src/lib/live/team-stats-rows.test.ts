import { describe, expect, it } from 'vitest'
import { finalFigures, finalState, realGame } from './test-support/final-game'
import { liveTeamFigures, TEAM_STATS_ROW_KEYS, teamStatsValues } from './team-stats-rows'

// What a live game's play-by-play cannot say (where a shot was taken from, how the possession began).
const notRecordedLive = new Set(['pointsInPaint', 'secondChancePoints', 'fastBreakPoints'])

describe.each(['home', 'away'] as const)('given the %s team of a real game played to its end live', (side) => {
  const live = teamStatsValues(liveTeamFigures(finalState, side))
  const final = teamStatsValues(finalFigures(side))

  it('should reach the final score on the live table', () => {
    expect(live.points).toBe(side === 'home' ? realGame.homeScore : realGame.awayScore)
  })

  it("should show the rows of the finished game's table", () => {
    expect(Object.keys(live)).toEqual(TEAM_STATS_ROW_KEYS)
    expect(Object.keys(final)).toEqual(TEAM_STATS_ROW_KEYS)
  })

  it("should show the numbers of the finished game's table", () => {
    const recorded = TEAM_STATS_ROW_KEYS.filter((key) => !notRecordedLive.has(key))
    expect(Object.fromEntries(recorded.map((key) => [key, live[key]]))).toEqual(
      Object.fromEntries(recorded.map((key) => [key, final[key]])),
    )
  })
})
