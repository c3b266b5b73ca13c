// The fantasy rounds of a league season, on the real calendar: one per round of the schedule (regular-season
// rounds 1…26, then each play-off game number of each phase), numbered 1, 2, … in play order. A round locks
// at its first tip-off; between its game days ("turns") a manager may still move players whose game has not
// started. A round is final when every game that counts for it is played by the clock (the demo clock hides
// later games); a game postponed past the next round's lock counts for nothing, as in EuroLeague Fantasy.
import type { DemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { leagueTimeZone, zonedInstant } from '../calendar.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'

/** A game as the fantasy game sees it. */
export type FantasyRoundGame = {
  id: number
  slug: string
  date: string | null
  /** Tip-off instant (20:00 league time when the data has no time). */
  startsAt: Date | null
  /** `played` by the clock, `forfeit`, or `scheduled` (also a game the demo clock hides). */
  status: 'played' | 'forfeit' | 'scheduled'
  homeTeamId: number
  awayTeamId: number
  /**
   * Played after the next round had locked: it scores nothing in fantasy and does not hold its round open
   * (as in EuroLeague Fantasy, where a postponed game's players get no points for the round).
   */
  postponed: boolean
}

export type FantasyRoundStatus = 'upcoming' | 'open' | 'locked' | 'final'

export type FantasyRound = {
  /** 1, 2, … in play order across the league season. */
  sequence: number
  roundId: number
  phase: string
  /** The schedule's round number (play-offs: the game number within the series). */
  number: number
  slug: string
  name: string
  games: FantasyRoundGame[]
  /** Distinct dates of the games that count (not postponed), in order. */
  gameDays: string[]
  /** First tip-off: transfers close here. Null when no game has a date. */
  locksAt: Date | null
  /**
   * `final` (every game played or forfeited), `locked` (started, not final), `open` (the next round to
   * start: squads change freely), `upcoming` (after the open one).
   */
  status: FantasyRoundStatus
}

type RoundRow = {
  round_id: number
  phase: string
  number: number
  slug: string
  name: string
  game_id: number | null
  game_slug: string | null
  date: string | null
  time: string | null
  status: string | null
  home_team_id: number | null
  away_team_id: number | null
}

function startOf(date: string | null, time: string | null): Date | null {
  return date === null ? null : zonedInstant(date, time ?? '20:00', leagueTimeZone)
}

/** A game's status by the clock: the demo clock shows a game after its day as still scheduled. */
function statusByClock(status: string, date: string | null, clock: Pick<DemoClock, 'hides'>) {
  if (clock.hides(date)) {
    return 'scheduled' as const
  }
  return status === 'played' || status === 'forfeit' ? status : ('scheduled' as const)
}

/**
 * The league season's fantasy rounds with each one's status at `clock.now()`.
 *
 * @example
 * // ABA League 2022-23 on 2022-12-20 (DEMO_AS_OF): rounds 1–12 final, round 13 open, 14… upcoming
 * (await fantasyRounds(database, leagueSeasonId, clock)).map((round) => round.status)
 */
export async function fantasyRounds(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<FantasyRound[]> {
  // The schedule changes only by an import or a final score, which clear the computed cache; the statuses
  // below are the clock's, worked out on every call.
  const rows = await computedOnce(leagueCacheKey(database, 'fantasy-round-rows', leagueSeasonId), () =>
    selectRows<RoundRow>(
      database,
      sql`SELECT r.id AS round_id, r.phase, r.number, r.slug, r.name,
               g.id AS game_id, g.slug AS game_slug, g.date::text AS date, g.time, g.status,
               g.home_team_id, g.away_team_id
        FROM rounds r LEFT JOIN games g ON g.round_id = r.id
        WHERE r.league_season_id = ${leagueSeasonId}
        ORDER BY r.id, g.date, g.time, g.id`,
    ),
  )
  const byRound = new Map<number, FantasyRound>()
  for (const row of rows) {
    let round = byRound.get(row.round_id)
    if (round === undefined) {
      round = {
        sequence: 0,
        roundId: row.round_id,
        phase: row.phase,
        number: row.number,
        slug: row.slug,
        name: row.name,
        games: [],
        gameDays: [],
        locksAt: null,
        status: 'upcoming',
      }
      byRound.set(row.round_id, round)
    }
    if (row.game_id !== null) {
      round.games.push({
        id: row.game_id,
        slug: row.game_slug ?? '',
        date: row.date,
        startsAt: startOf(row.date, row.time),
        status: statusByClock(row.status ?? 'scheduled', row.date, clock),
        homeTeamId: row.home_team_id ?? 0,
        awayTeamId: row.away_team_id ?? 0,
        postponed: false,
      })
    }
  }
  const ordered = [...byRound.values()].filter((round) => round.games.length > 0)
  for (const round of ordered) {
    round.locksAt = firstStart(round.games)
  }
  // Play order: by first tip-off; a round without dates keeps its place after the dated ones.
  ordered.sort(
    (a, b) => (a.locksAt?.getTime() ?? Infinity) - (b.locksAt?.getTime() ?? Infinity) || a.roundId - b.roundId,
  )
  ordered.forEach((round, index) => {
    const nextLock = ordered[index + 1]?.locksAt?.getTime()
    for (const game of round.games) {
      game.postponed = nextLock !== undefined && game.startsAt !== null && game.startsAt.getTime() >= nextLock
    }
    round.gameDays = [...new Set(countedGames(round).flatMap((game) => (game.date === null ? [] : [game.date])))].sort()
  })
  const now = clock.now().getTime()
  let openFound = false
  ordered.forEach((round, index) => {
    round.sequence = index + 1
    round.status = statusOf(round, now, openFound)
    if (round.status === 'open') {
      openFound = true
    }
  })
  return ordered
}

function firstStart(games: readonly FantasyRoundGame[]): Date | null {
  const starts = games.flatMap((game) => (game.startsAt === null ? [] : [game.startsAt.getTime()]))
  return starts.length === 0 ? null : new Date(Math.min(...starts))
}

/** The games that count for the round: all but those postponed past the next round's lock. */
export function countedGames(round: Pick<FantasyRound, 'games'>): FantasyRoundGame[] {
  return round.games.filter((game) => !game.postponed)
}

function statusOf(round: FantasyRound, now: number, openFound: boolean): FantasyRoundStatus {
  if (countedGames(round).every((game) => game.status !== 'scheduled')) {
    return 'final'
  }
  const started =
    round.games.some((game) => game.status !== 'scheduled') ||
    (round.locksAt !== null && round.locksAt.getTime() <= now)
  if (started) {
    return 'locked'
  }
  return openFound ? 'upcoming' : 'open'
}

/** Whether a game has tipped off by the clock (a played game always has). */
export function gameHasStarted(game: FantasyRoundGame, now: Date): boolean {
  return game.status !== 'scheduled' || (game.startsAt !== null && game.startsAt.getTime() <= now.getTime())
}

/** The round squads are being picked for: the open one, or none once the season's last round has locked. */
export function openRound(rounds: readonly FantasyRound[]): FantasyRound | undefined {
  return rounds.find((round) => round.status === 'open')
}

/** The round being played now (locked, not final), if any. */
export function roundInPlay(rounds: readonly FantasyRound[]): FantasyRound | undefined {
  return rounds.find((round) => round.status === 'locked')
}
