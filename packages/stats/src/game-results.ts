import type { Game, Location, Outcome } from './types.ts'

/** One decided game seen from one team. */
export interface TeamResult {
  gameId: string
  teamId: string
  opponentId: string
  location: Location
  outcome: Outcome
  pointsFor: number
  pointsAgainst: number
  /** Points without overtime (sum of the first four periods); the final score when periods are unknown. */
  regulationPointsFor: number
  regulationPointsAgainst: number
  /** True when the result was registered by forfeit (no box score). */
  forfeit: boolean
  /** Overtime periods played (0 for regulation and forfeits). */
  overtimes: number
}

/** Periods of regulation; later entries of the period scores are overtimes. */
export const REGULATION_PERIODS = 4

/**
 * Whether a game has a result that counts: played or registered by forfeit.
 *
 * @example
 * isDecided({ ...game, status: 'forfeit' }) //=> true
 * isDecided({ ...game, status: 'scheduled' }) //=> false
 */
export function isDecided(game: Game): boolean {
  return game.status === 'played' || game.status === 'forfeit'
}

/**
 * The winner of a decided game: for a forfeit the team that did not forfeit, otherwise the higher score.
 * Null when the game is not decided (basketball has no draws).
 *
 * @example
 * winnerOf({ ...game, homeTeamId: 'ZAD', awayTeamId: 'SCD', homeScore: 96, awayScore: 67, status: 'played' }) //=> 'ZAD'
 */
export function winnerOf(game: Game): string | null {
  if (!isDecided(game)) {
    return null
  }
  if (game.status === 'forfeit' && game.forfeitLoser !== undefined) {
    return game.forfeitLoser === game.homeTeamId ? game.awayTeamId : game.homeTeamId
  }
  if (game.homeScore === game.awayScore) {
    return null
  }
  return game.homeScore > game.awayScore ? game.homeTeamId : game.awayTeamId
}

function sumRegulation(periods: readonly number[], fallback: number): number {
  if (periods.length === 0) {
    return fallback
  }
  return periods.slice(0, REGULATION_PERIODS).reduce((total, points) => total + points, 0)
}

/**
 * A decided game from one team's point of view; null when the game is not decided or the team did not
 * take part.
 *
 * @example
 * resultFor(zadarDerby, 'SCD') //=> { opponentId: 'ZAD', location: 'away', outcome: 'lost', pointsFor: 67, … }
 */
export function resultFor(game: Game, teamId: string): TeamResult | null {
  const winner = winnerOf(game)
  if (winner === null) {
    return null
  }
  const home = game.homeTeamId === teamId
  if (!home && game.awayTeamId !== teamId) {
    return null
  }
  const ownPeriods = home ? game.homePeriodScores : game.awayPeriodScores
  const opponentPeriods = home ? game.awayPeriodScores : game.homePeriodScores
  const pointsFor = home ? game.homeScore : game.awayScore
  const pointsAgainst = home ? game.awayScore : game.homeScore
  return {
    gameId: game.id,
    teamId,
    opponentId: home ? game.awayTeamId : game.homeTeamId,
    location: home ? 'home' : 'away',
    outcome: winner === teamId ? 'won' : 'lost',
    pointsFor,
    pointsAgainst,
    regulationPointsFor: sumRegulation(ownPeriods, pointsFor),
    regulationPointsAgainst: sumRegulation(opponentPeriods, pointsAgainst),
    forfeit: game.status === 'forfeit',
    overtimes: Math.max(0, ownPeriods.length - REGULATION_PERIODS),
  }
}

/**
 * Games in the order they were played. Games without a date (registered forfeits) take the earliest date
 * of their phase and round, so a forfeit sits in the calendar where it was scheduled; ties keep round, then
 * id order.
 *
 * @example
 * chronological(games).map((game) => game.id) //=> ['22_6', '22_1', …]
 */
export function chronological<T extends Game>(games: readonly T[]): T[] {
  const roundDates = new Map<string, string>()
  for (const game of games) {
    if (game.date === null) {
      continue
    }
    const key = `${game.phase}#${game.round}`
    const known = roundDates.get(key)
    if (known === undefined || game.date < known) {
      roundDates.set(key, game.date)
    }
  }
  const sortDate = (game: Game): string => game.date ?? roundDates.get(`${game.phase}#${game.round}`) ?? '9999-12-31'
  return [...games].sort((first, second) => {
    const byDate = sortDate(first).localeCompare(sortDate(second))
    if (byDate !== 0) {
      return byDate
    }
    if (first.round !== second.round) {
      return first.round - second.round
    }
    return first.id.localeCompare(second.id, 'en', { numeric: true })
  })
}

/**
 * A team's decided games, oldest first, as results from its point of view.
 *
 * @example
 * teamResults(games, 'CZV').length //=> 26 (ABA 2022-23 regular season)
 */
export function teamResults(games: readonly Game[], teamId: string): TeamResult[] {
  const results: TeamResult[] = []
  for (const game of chronological(games)) {
    const result = resultFor(game, teamId)
    if (result !== null) {
      results.push(result)
    }
  }
  return results
}

/**
 * Every team that appears in the games, sorted by id.
 *
 * @example
 * teamsOf(games) //=> ['BOR', 'BUD', 'CIB', …]
 */
export function teamsOf(games: readonly Game[]): string[] {
  const teams = new Set<string>()
  for (const game of games) {
    teams.add(game.homeTeamId)
    teams.add(game.awayTeamId)
  }
  return [...teams].sort()
}
