// `league-api demo advance`: the demo season moves on by one fantasy round. The clock goes to the end of the
// day before the first game day of the round after the open one (day level, because the demo clock `hides`
// whole dates): the open round is then played and final, the next one open. Then every round made final is
// settled and the demo managers make their moves for the new open round.
import type { DemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { DomainError } from '../../domain-errors.ts'
import { leagueTimeZone, zonedInstant } from '../calendar.ts'
import { invalidateComputedCache } from '../computed-cache.ts'
import { storeDemoMoment } from './demo-clock-store.ts'
import { fantasyRounds, openRound, roundInPlay, type FantasyRound } from './rounds.ts'

/** What happens to each league season in play once the clock has moved. */
export type DemoAdvanceSteps = {
  /** Scores every round the clock has made final (idempotent). */
  settleSeason: (database: Database, leagueSeasonId: number, clock: DemoClock) => Promise<void>
  /** The demo managers' transfers and lineup for the open round; answers how many squads moved. */
  moveDemoManagers: (database: Database, leagueSeasonId: number, clock: DemoClock) => Promise<number>
}

export type DemoLeagueSeasonState = {
  leagueSeasonId: number
  season: string
  league: string
  openRound: { sequence: number; name: string; locksAt: string | null } | null
  demoManagersMoved: number
}

export type DemoAdvance = { asOf: string; date: string; leagues: DemoLeagueSeasonState[] }

type LeagueSeasonRow = { league_season_id: number; season: string; league: string }

/** League seasons with a game the demo clock still hides: the ones in play. */
export async function leagueSeasonsInPlay(database: Database, date: string): Promise<LeagueSeasonRow[]> {
  return selectRows<LeagueSeasonRow>(
    database,
    sql`SELECT ls.id AS league_season_id, s.slug AS season, c.slug AS league
        FROM league_seasons ls
        JOIN seasons s ON s.id = ls.season_id
        JOIN competitions c ON c.id = ls.competition_id
        WHERE NOT ls.draft AND EXISTS (SELECT 1 FROM rounds r JOIN games g ON g.round_id = r.id
                      WHERE r.league_season_id = ls.id AND g.date > ${date}::date)
        ORDER BY ls.id`,
  )
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

/**
 * The day the clock should stand at after this advance: the eve of the round after the open one; the open
 * (or the in-play) round's last game day when it is the season's last; never a day already shown.
 */
export function nextDemoDay(rounds: readonly FantasyRound[], today: string): string | undefined {
  const open = openRound(rounds)
  const current = open ?? roundInPlay(rounds)
  if (current === undefined) {
    return undefined
  }
  const lastDayOfCurrent = current.gameDays.at(-1)
  const following = open === undefined ? undefined : rounds[open.sequence]
  const firstDayOfFollowing = following?.gameDays[0]
  const candidate = firstDayOfFollowing === undefined ? lastDayOfCurrent : dayBefore(firstDayOfFollowing)
  if (candidate !== undefined && candidate > today) {
    return candidate
  }
  // Rounds that overlap on the calendar (a game moved late) must still move the clock on.
  return lastDayOfCurrent !== undefined && lastDayOfCurrent > today ? lastDayOfCurrent : undefined
}

/** The last minute of a day in league time: games of that day are played, the next day's are not. */
export function endOfLeagueDay(date: string): Date {
  return new Date(zonedInstant(date, '23:59', leagueTimeZone).getTime() + 59_000)
}

let advancing: Promise<unknown> = Promise.resolve()

/** Advances the demo season by one round; two calls at once run one after the other, never both from one day. */
export function advanceDemoSeason(database: Database, clock: DemoClock, steps: DemoAdvanceSteps): Promise<DemoAdvance> {
  const next = advancing.then(() => advanceOnce(database, clock, steps))
  advancing = next.catch(() => undefined)
  return next
}

async function advanceOnce(database: Database, clock: DemoClock, steps: DemoAdvanceSteps): Promise<DemoAdvance> {
  const today = clock.date
  if (today === null) {
    throw new DomainError(
      'conflict',
      'no_demo_clock',
      'No demo clock is set: start the API with DEMO_AS_OF (npm run demo) to play a season in minutes.',
    )
  }
  const inPlay = await leagueSeasonsInPlay(database, today)
  const days: string[] = []
  for (const leagueSeason of inPlay) {
    const day = nextDemoDay(await fantasyRounds(database, leagueSeason.league_season_id, clock), today)
    if (day !== undefined) {
      days.push(day)
    }
  }
  const targetDay = days.sort()[0]
  if (targetDay === undefined) {
    throw new DomainError(
      'conflict',
      'demo_season_over',
      `The demo season is over: every game is played by the demo clock (${today}).`,
    )
  }
  const moment = endOfLeagueDay(targetDay)
  await storeDemoMoment(database, moment)
  clock.advanceTo(moment)
  const leagues: DemoLeagueSeasonState[] = []
  for (const leagueSeason of inPlay) {
    leagues.push(await afterAdvance(database, clock, steps, leagueSeason))
  }
  // Keys carry the date, so nothing stale is served; clearing frees the old day's tables and tells the
  // sites to revalidate their cached pages.
  invalidateComputedCache()
  return { asOf: moment.toISOString(), date: targetDay, leagues }
}

async function afterAdvance(
  database: Database,
  clock: DemoClock,
  steps: DemoAdvanceSteps,
  leagueSeason: LeagueSeasonRow,
): Promise<DemoLeagueSeasonState> {
  const leagueSeasonId = leagueSeason.league_season_id
  await steps.settleSeason(database, leagueSeasonId, clock)
  const demoManagersMoved = await steps.moveDemoManagers(database, leagueSeasonId, clock)
  const open = openRound(await fantasyRounds(database, leagueSeasonId, clock))
  return {
    leagueSeasonId,
    season: leagueSeason.season,
    league: leagueSeason.league,
    openRound:
      open === undefined
        ? null
        : { sequence: open.sequence, name: open.name, locksAt: open.locksAt?.toISOString() ?? null },
    demoManagersMoved,
  }
}
