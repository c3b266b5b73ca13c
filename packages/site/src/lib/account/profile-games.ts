// The profile's "My games": the followed clubs' games split into upcoming and latest.
import type { GameSummary } from '@league/api/contract/games'
import { gameStartsAt } from '../game-data/game-time'

/** How many games each list shows. */
const gamesPerList = 6

/**
 * The upcoming and the latest games of the followed clubs, from each club's games (the imported data);
 * a game between two followed clubs is listed once.
 */
function byStart(first: GameSummary, second: GameSummary): number {
  return gameStartsAt(first.date, first.time).localeCompare(gameStartsAt(second.date, second.time))
}

export function splitGames(games: readonly GameSummary[]) {
  const unique = [...new Map(games.map((game) => [game.slug, game])).values()]
  const upcoming = unique
    .filter((game) => game.status === 'scheduled')
    .sort(byStart)
    .slice(0, gamesPerList)
  const recent = unique
    .filter((game) => game.status !== 'scheduled')
    .sort((first, second) => byStart(second, first))
    .slice(0, gamesPerList)
  return { upcoming, recent }
}
