import { emptyCounts, sumCounts } from './box-score.ts'
import { resultFor } from './game-results.ts'
import type { BoxScoreCounts, Game, Location, Outcome, Phase, PlayerLine } from './types.ts'

/** A team's box score in one played game, with its opponent's. */
export interface TeamGame {
  gameId: string
  date: string | null
  phase: Phase
  round: number
  teamId: string
  opponentId: string
  location: Location
  outcome: Outcome
  /** Sum of the team's player lines (team rebounds and turnovers are not in player lines). */
  counts: BoxScoreCounts
  opponentCounts: BoxScoreCounts
}

/**
 * Groups lines by game and team: `byGame.get(gameId)?.get(teamId)` holds that team's lines in that game.
 *
 * @example
 * linesByGameAndTeam(lines).get('22_6')?.get('ZAD')?.length //=> 12 (Zadar's game sheet v SC Derby)
 */
export function linesByGameAndTeam<T extends Pick<PlayerLine, 'gameId' | 'teamId'>>(
  lines: readonly T[],
): Map<string, Map<string, T[]>> {
  const byGame = new Map<string, Map<string, T[]>>()
  for (const line of lines) {
    let byTeam = byGame.get(line.gameId)
    if (byTeam === undefined) {
      byTeam = new Map()
      byGame.set(line.gameId, byTeam)
    }
    const teamLines = byTeam.get(line.teamId)
    if (teamLines === undefined) {
      byTeam.set(line.teamId, [line])
    } else {
      teamLines.push(line)
    }
  }
  return byGame
}

/**
 * Team box scores of every played game: each game gives two entries, one per team, with the opponent's
 * counts beside. Forfeits and scheduled games have no box score and give none.
 *
 * @example
 * teamGames(games, lines).filter((entry) => entry.teamId === 'ZAD')[0]?.counts.points //=> 96
 */
export function teamGames(games: readonly Game[], lines: readonly PlayerLine[]): TeamGame[] {
  const byGame = linesByGameAndTeam(lines)
  const entries: TeamGame[] = []
  for (const game of games) {
    if (game.status !== 'played') {
      continue
    }
    const byTeam = byGame.get(game.id)
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const result = resultFor(game, teamId)
      if (result === null) {
        continue
      }
      const own = byTeam?.get(teamId)
      const opponent = byTeam?.get(result.opponentId)
      entries.push({
        gameId: game.id,
        date: game.date,
        phase: game.phase,
        round: game.round,
        teamId,
        opponentId: result.opponentId,
        location: result.location,
        outcome: result.outcome,
        counts: own === undefined ? emptyCounts() : sumCounts(own),
        opponentCounts: opponent === undefined ? emptyCounts() : sumCounts(opponent),
      })
    }
  }
  return entries
}
