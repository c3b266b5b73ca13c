// The home page's "Live now" strip: which of the client's games are in progress, in the order a fan reads them.
import type { GameHeader } from '@league/api/contract/games'
import type { LiveCardScore, LiveCardScores } from './live-scores'

export type LiveNowGame = { header: GameHeader; score: LiveCardScore }

/**
 * The games in progress that have their header loaded, latest period first (a close finish before a tip-off);
 * a game whose final whistle has gone leaves the strip.
 *
 * @example liveNowGames(new Map([['22-1', { phase: 'running', period: 2, … }]]), new Map([['22-1', header]]))
 * // [{ header, score }]
 */
export function liveNowGames(scores: LiveCardScores, headers: ReadonlyMap<string, GameHeader>): LiveNowGame[] {
  return [...scores.entries()]
    .flatMap(([game, score]) => {
      const header = headers.get(game)
      return header && score.phase !== 'final' ? [{ header, score }] : []
    })
    .sort(
      (first, second) =>
        second.score.period - first.score.period || first.header.slug.localeCompare(second.header.slug),
    )
}

/** Games in progress whose header the strip has not loaded yet. */
export function missingHeaders(scores: LiveCardScores, headers: ReadonlyMap<string, GameHeader>): string[] {
  return [...scores.entries()]
    .filter(([game, score]) => score.phase !== 'final' && !headers.has(game))
    .map(([game]) => game)
}
