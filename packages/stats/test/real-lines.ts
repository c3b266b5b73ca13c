/** Real box-score lines for the fantasy tests (test code only): one player's line in one game, with the result. */
import type { LoadedLine, LoadedSeason } from '../scripts/load-season.ts'
import { winnerOf } from '../src/game-results.ts'
import type { Game } from '../src/types.ts'

export type RealLine = { line: LoadedLine; game: Game; won: boolean }

/** Whether the line's team won its game (overtime included: the final score decides). */
export function wonGame(season: LoadedSeason, line: Pick<LoadedLine, 'gameId' | 'teamId'>): boolean {
  const game = season.games.find((candidate) => candidate.id === line.gameId)
  if (game === undefined) {
    throw new Error(`no game ${line.gameId}`)
  }
  return winnerOf(game) === line.teamId
}

/** The line of a player (by name as the box score spells it) in a game, with its game and result. */
export function realLine(season: LoadedSeason, gameId: string, playerName: string): RealLine {
  const line = season.lines.find((candidate) => candidate.gameId === gameId && candidate.playerName === playerName)
  const game = season.games.find((candidate) => candidate.id === gameId)
  if (line === undefined || game === undefined) {
    throw new Error(`no line of ${playerName} in ${gameId}`)
  }
  return { line, game, won: winnerOf(game) === line.teamId }
}
