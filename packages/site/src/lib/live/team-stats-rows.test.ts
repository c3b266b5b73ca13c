import { convertPlayByPlay, toLoggedEvents } from '@league/live/play-by-play'
import { stateFromLog } from '@league/live/reducer'
import { roundedLine } from '@league/stats/box-score-line'
import { loadSeason } from '@league/stats/scripts/load-season'
import { teamTotals } from '@league/stats/team-totals'
import { describe, expect, it } from 'vitest'
// The live package's reader of a real game (setup and play-by-play rows); tests only, like the data it reads.
import { loadRealGames } from '../../../../live/scripts/load-game'
import type { Side } from './game-centre'
import { liveTeamFigures, TEAM_STATS_ROW_KEYS, teamStatsValues, type TeamStatsFigures } from './team-stats-rows'

// The last game of the 2022-23 finals, whose play-by-play gives every player's published line.
const gameId = '22_205'
const realGame = loadRealGames('aba-2022-23').find((candidate) => candidate.gameId === gameId)
if (realGame === undefined) {
  throw new Error(`game ${gameId} not in data/aba-2022-23`)
}

/** The game's final state: its play-by-play through the live reducer, as if an operator had scored it. */
const finalState = stateFromLog(
  realGame.setup,
  toLoggedEvents(convertPlayByPlay(realGame.setup, realGame.rows).events, Date.UTC(2022, 8, 30, 16, 0)),
)

/** The finished game's team figures as the API answers them, from the game's published box score. */
function finalFigures(side: Side): TeamStatsFigures {
  const teamId = realGame?.setup[side].id
  const lines = loadSeason('aba-2022-23').lines.filter((line) => line.gameId === gameId && line.teamId === teamId)
  const totals = teamTotals(lines)
  return {
    stats: roundedLine(totals.statistics),
    pointsInPaint: totals.pointsInPaint,
    secondChancePoints: totals.secondChancePoints,
    fastBreakPoints: totals.fastBreakPoints,
    benchPoints: totals.benchPoints,
  }
}

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
