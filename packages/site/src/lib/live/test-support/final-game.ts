// A real game played to its end through the live reducer, beside the team figures the API answers for it once
// finished: what the live tables and the screens are checked against. Tests only, like the data it reads.
import { convertPlayByPlay, toLoggedEvents } from '@league/live/play-by-play'
import { stateFromLog } from '@league/live/reducer'
import { roundedLine } from '@league/stats/box-score-line'
import { loadSeason } from '@league/stats/scripts/load-season'
import { teamTotals } from '@league/stats/team-totals'
// The live package's reader of a real game (setup and play-by-play rows).
import { loadRealGames } from '../../../../../live/scripts/load-game'
import type { Side } from '../game-centre'
import type { TeamStatsFigures } from '../team-stats-rows'

// The last game of the 2022-23 finals, whose play-by-play gives every player's published line.
const gameId = '22_205'
const found = loadRealGames('aba-2022-23').find((candidate) => candidate.gameId === gameId)
if (found === undefined) {
  throw new Error(`game ${gameId} not in data/aba-2022-23`)
}

export const realGame = found

/** The game's final state: its play-by-play through the live reducer, as if an operator had scored it. */
export const finalState = stateFromLog(
  realGame.setup,
  toLoggedEvents(convertPlayByPlay(realGame.setup, realGame.rows).events, Date.UTC(2022, 8, 30, 16, 0)),
)

/** The finished game's team figures as the API answers them, from the game's published box score. */
export function finalFigures(side: Side): TeamStatsFigures {
  const teamId = realGame.setup[side].id
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
