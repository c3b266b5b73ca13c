import { chronological, resultFor } from './game-results.ts'
import type { Game, PlayerLine } from './types.ts'

/** Ways to split a set of games. */
export type SplitKind = 'location' | 'outcome' | 'month' | 'phase'

/** What a split looks at, for a player's line or a team's game. */
export interface SplitContext {
  location: 'home' | 'away'
  outcome: 'won' | 'lost'
  date: string | null
  phase: string
}

/**
 * The group of a game in a split: 'home'/'away', 'won'/'lost', the month 'YYYY-MM' ('unknown' without a
 * date) or the phase.
 *
 * @example
 * splitKeyOf({ location: 'home', outcome: 'won', date: '2023-01-20', phase: 'regular-season' }, 'month') //=> '2023-01'
 */
export function splitKeyOf(context: SplitContext, kind: SplitKind): string {
  switch (kind) {
    case 'location':
      return context.location
    case 'outcome':
      return context.outcome
    case 'month':
      return context.date === null ? 'unknown' : context.date.slice(0, 7)
    case 'phase':
      return context.phase
    default:
      kind satisfies never
      return ''
  }
}

/**
 * Splits items (player lines, team games…) into groups by a key, keeping the groups in first-seen order.
 *
 * @example
 * groupBy(teamGames, (entry) => entry.location) //=> Map { 'home' => […], 'away' => […] }
 */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    if (key === null) {
      continue
    }
    const group = groups.get(key)
    if (group === undefined) {
      groups.set(key, [item])
    } else {
      group.push(item)
    }
  }
  return groups
}

/**
 * Splits player lines by home/away, win/loss, month or phase; lines of games that are not decided (or not
 * in `games`) are left out. Aggregate each group with `aggregatePlayers`.
 *
 * @example
 * splitPlayerLines(haleLines, games, 'location').get('home')?.length //=> 13 (Hunter Hale, ABA 2022-23 regular season)
 */
export function splitPlayerLines<T extends Pick<PlayerLine, 'gameId' | 'teamId'>>(
  lines: readonly T[],
  games: readonly Game[],
  kind: SplitKind,
): Map<string, T[]> {
  const byId = new Map(games.map((game) => [game.id, game]))
  return groupBy(lines, (line) => {
    const game = byId.get(line.gameId)
    const result = game === undefined ? null : resultFor(game, line.teamId)
    if (game === undefined || result === null) {
      return null
    }
    return splitKeyOf({ location: result.location, outcome: result.outcome, date: game.date, phase: game.phase }, kind)
  })
}

/**
 * The lines of a player's (or any group's) last `count` games in which he took the court, oldest first.
 *
 * @example
 * lastGamesLines(haleLines, games, 5).length //=> 5
 */
export function lastGamesLines<T extends Pick<PlayerLine, 'gameId' | 'played'>>(
  lines: readonly T[],
  games: readonly Game[],
  count: number,
): T[] {
  const order = new Map(chronological(games).map((game, index) => [game.id, index]))
  const played = lines
    .filter((line) => line.played && order.has(line.gameId))
    .sort((first, second) => (order.get(first.gameId) ?? 0) - (order.get(second.gameId) ?? 0))
  return count <= 0 ? [] : played.slice(-count)
}

/**
 * A team's games (e.g. from `teamGames`) split by home/away, win/loss, month or phase.
 *
 * @example
 * splitTeamGames(teamGames(regularSeason, lines).filter((entry) => entry.teamId === 'PAR'), 'outcome').get('won')?.length //=> 24
 */
export function splitTeamGames<T extends SplitContext>(entries: readonly T[], kind: SplitKind): Map<string, T[]> {
  return groupBy(entries, (entry) => splitKeyOf(entry, kind))
}

/**
 * A team's last `count` games, oldest first.
 *
 * @example
 * lastTeamGames(parEntries, 5).map((entry) => entry.outcome) //=> ['won', 'won', 'won', 'won', 'won'] (Partizan, end of the 2022-23 regular season)
 */
export function lastTeamGames<T extends Pick<SplitContext, 'date'> & { gameId: string; phase: string; round: number }>(
  entries: readonly T[],
  count: number,
): T[] {
  const sorted = [...entries].sort(
    (first, second) => (first.date ?? '').localeCompare(second.date ?? '') || first.round - second.round,
  )
  return count <= 0 ? [] : sorted.slice(-count)
}
