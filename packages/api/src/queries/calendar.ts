// Subscribable calendars (iCalendar, RFC 5545) of a league season's games and of one team's games. Times go
// out in UTC (`DTSTART:…Z`), so every calendar application shows them in its own zone; a finished game's
// summary carries the score, and its SEQUENCE and LAST-MODIFIED move so subscribed calendars update.
import { sql } from 'drizzle-orm'
import ical from 'ical-generator'
import { selectRows, type Database } from '../db/connection.ts'
import type { GameInfo, SeasonGames } from './season-data.ts'
import { NotFoundError } from './errors.ts'

/** The zone the data's `date` + `time` are written in (the data README of every season: Central European time). */
export const leagueTimeZone = 'Europe/Belgrade'

/** A basketball game with its breaks takes about two hours; calendars need an end. */
const gameDurationMs = 2 * 60 * 60 * 1000

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs about a millisecond (it loads the zone's
 * data), and the fantasy rounds place every game of a season twice per request; saving a lineup spent 95% of
 * its time here (a CPU profile of the squad-save bench).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Minutes `timeZone` is ahead of UTC at `moment` (60 for Belgrade in winter, 120 in summer). */
function zoneOffsetMinutes(moment: Date, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(moment)
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'))
  return Math.round((asUtc - moment.getTime()) / 60_000)
}

/**
 * The instant of a wall-clock date and time in a zone.
 *
 * @example
 * zonedInstant('2022-10-01', '20:00', 'Europe/Belgrade').toISOString() //=> '2022-10-01T18:00:00.000Z'
 * zonedInstant('2023-01-14', '20:00', 'Europe/Belgrade').toISOString() //=> '2023-01-14T19:00:00.000Z'
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wallClockAsUtc = new Date(`${date}T${time}:00Z`)
  // The offset at the wall-clock reading taken as UTC is right except within the hour of a change; a second
  // look at the corrected instant settles it.
  const first = zoneOffsetMinutes(wallClockAsUtc, timeZone)
  const corrected = new Date(wallClockAsUtc.getTime() - first * 60_000)
  const second = zoneOffsetMinutes(corrected, timeZone)
  return new Date(wallClockAsUtc.getTime() - second * 60_000)
}

type CalendarFacts = { calendar_sequence: number; updated_at: unknown; slug: string }

async function calendarFactsOf(database: Database, leagueSeasonId: number) {
  const rows = await selectRows<CalendarFacts>(
    database,
    sql`SELECT slug, calendar_sequence, updated_at FROM games WHERE league_season_id = ${leagueSeasonId}`,
  )
  return new Map(rows.map((row) => [row.slug, row]))
}

function summaryOf(game: GameInfo): string {
  const teams = `${game.homeName} – ${game.awayName}`
  return game.status !== 'scheduled' && game.homeScore !== null && game.awayScore !== null
    ? `${teams} ${game.homeScore}:${game.awayScore}`
    : teams
}

/**
 * The season's games as an iCalendar text, or one team's (by club slug). Games without a date are left
 * out; a game without a tip-off time is an all-day event on its date.
 */
export async function leagueCalendar(
  database: Database,
  games: SeasonGames,
  options: { clientSlug: string; clientTitle: string; team?: string | undefined },
): Promise<string> {
  const team =
    options.team === undefined ? undefined : games.teams.find((candidate) => candidate.clubSlug === options.team)
  if (options.team !== undefined && team === undefined) {
    throw new NotFoundError('team', options.team, `No team "${options.team}" in ${games.season.slug}`)
  }
  const facts = await calendarFactsOf(database, games.league.leagueSeasonId)
  const title = `${games.league.name} ${games.season.name}`
  const calendar = ical({
    name: team === undefined ? title : `${team.name} · ${title}`,
    prodId: { company: options.clientTitle, product: 'league-calendar', language: 'EN' },
    // Calendar applications poll a subscription at their own pace; this asks for at least every six hours.
    ttl: 6 * 60 * 60,
  })
  for (const game of games.games) {
    if (game.date === null) {
      continue
    }
    if (team !== undefined && game.homeCode !== team.code && game.awayCode !== team.code) {
      continue
    }
    const fact = facts.get(game.slug)
    const updatedAt =
      fact === undefined
        ? null
        : new Date(String(fact.updated_at instanceof Date ? fact.updated_at.toISOString() : fact.updated_at))
    // A result shown counts as one more change than the stored ones, so a game the demo clock reveals
    // moves on as well.
    const sequence = (fact?.calendar_sequence ?? 0) + (game.status === 'scheduled' ? 0 : 1)
    const start =
      game.time === null ? new Date(`${game.date}T00:00:00Z`) : zonedInstant(game.date, game.time, leagueTimeZone)
    calendar.createEvent({
      id: `${options.clientSlug}-${games.season.slug}-${games.league.slug}-${game.slug}`,
      start,
      ...(game.time === null ? { allDay: true } : { end: new Date(start.getTime() + gameDurationMs) }),
      summary: summaryOf(game),
      location: game.venueName,
      sequence,
      ...(updatedAt === null ? {} : { lastModified: updatedAt, stamp: updatedAt }),
    })
  }
  return calendar.toString()
}
