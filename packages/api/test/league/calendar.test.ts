// Subscribable calendars over the real 2022-23 season, read back with a real calendar library (ical.js):
// every game once, times in UTC, the score of a finished game, one team's games only, and a SEQUENCE that
// moves when a result changes.
import ICAL from 'ical.js'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import { invalidateComputedCache } from '../../src/queries/computed-cache.ts'
import { zonedInstant } from '../../src/queries/calendar.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { abaOrigin, createTestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { csvRows, dataFolder } from './csv-season.ts'

const season = 'aba-2022-23'
const leagueCalendarPath = '/v2/website/seasons/2022-23/leagues/aba-league/calendar.ics'
const games = csvRows(season, 'games.csv')
const regularSeasonGames = games.filter((game) => game.phase === 'regular_season')

type CalendarEvent = { uid: string; summary: string; start: string; sequence: number; lastModified: string }

function eventsOf(text: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      lastModified: String(component.getFirstPropertyValue('last-modified')),
    }
  })
}

/** The game slug at the end of an event's UID (`aba-2022-23-aba-league-22-6` → `22-6`). */
function gameSlugOf(uid: string): string {
  return uid.replace('aba-2022-23-aba-league-', '')
}

describe('given the 2022-23 season imported', () => {
  let testDatabase: TestDatabase
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite')
    await importSeasons(testDatabase.database, [join(dataFolder, season)])
    app = createTestApp(testDatabase.database)
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const get = (path: string) => app.request(path, { headers: { Origin: abaOrigin } })

  it('should serve the league calendar as text/calendar with every game of games.csv once', async () => {
    const response = await get(leagueCalendarPath)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const events = eventsOf(await response.text())
    const slugs = events.map((event) => gameSlugOf(event.uid))
    expect(regularSeasonGames).toHaveLength(182)
    expect(slugs.toSorted()).toEqual(games.map((game) => String(game.game_id).replace('_', '-')).toSorted())
    expect(new Set(slugs).size).toBe(events.length)
    const regularSlugs = new Set(regularSeasonGames.map((game) => String(game.game_id).replace('_', '-')))
    expect(slugs.filter((slug) => regularSlugs.has(slug))).toHaveLength(182)
  })

  it('should give tip-off in UTC from Central European time, summer and winter', async () => {
    const events = eventsOf(await (await get(leagueCalendarPath)).text())
    const byGame = new Map(events.map((event) => [gameSlugOf(event.uid), event]))
    // 22_1: 2022-10-01 20:00 in Belgrade, summer time (UTC+2).
    expect(byGame.get('22-1')?.start).toBe('2022-10-01T18:00:00.000Z')
    for (const game of regularSeasonGames.slice(0, 40)) {
      const expected = zonedInstant(String(game.date), String(game.time), 'Europe/Belgrade').toISOString()
      expect(byGame.get(String(game.game_id).replace('_', '-'))?.start).toBe(expected)
    }
    expect(zonedInstant('2023-01-14', '20:00', 'Europe/Belgrade').toISOString()).toBe('2023-01-14T19:00:00.000Z')
  })

  it('should show the score in the summary of a finished game', async () => {
    const events = eventsOf(await (await get(leagueCalendarPath)).text())
    expect(events.find((event) => gameSlugOf(event.uid) === '22-6')?.summary).toBe('Zadar – SC Derby 96:67')
  })

  it("should list one team's games only in the team calendar", async () => {
    const response = await get('/v2/website/seasons/2022-23/leagues/aba-league/teams/zadar/calendar.ics')
    expect(response.status).toBe(200)
    const events = eventsOf(await response.text())
    const zadarGames = games.filter((game) => game.home_team_id === 'ZAD' || game.away_team_id === 'ZAD')
    expect(events.map((event) => gameSlugOf(event.uid)).toSorted()).toEqual(
      zadarGames.map((game) => String(game.game_id).replace('_', '-')).toSorted(),
    )
    expect(events.every((event) => event.summary.includes('Zadar'))).toBe(true)
  })

  it('should answer 404 with a message for a team the season does not have', async () => {
    const response = await get('/v2/website/seasons/2022-23/leagues/aba-league/teams/no-such-team/calendar.ics')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('no-such-team')
  })

  it('should raise SEQUENCE and LAST-MODIFIED when a result changes, and not otherwise', async () => {
    const { database } = testDatabase
    // A fresh app each time: the response cache would answer the same text for 30 s.
    const eventOf2206 = async () => {
      invalidateComputedCache()
      const text = await (
        await createTestApp(database).request(leagueCalendarPath, { headers: { Origin: abaOrigin } })
      ).text()
      return eventsOf(text).find((event) => gameSlugOf(event.uid) === '22-6')
    }
    // A change of a column the calendar does not show leaves the calendar columns alone.
    await selectRows(
      database,
      sql`UPDATE games SET updated_at = '2023-06-01T00:00:00Z' WHERE slug = '22-6' RETURNING id`,
    )
    const before = await eventOf2206()
    // An import that writes the same values changes nothing either.
    await importSeasons(database, [join(dataFolder, season)])
    expect(await eventOf2206()).toEqual(before)
    await selectRows(database, sql`UPDATE games SET home_score = 97 WHERE slug = '22-6' RETURNING id`)
    const after = await eventOf2206()
    expect(before?.sequence).toBe(1)
    expect(before?.lastModified).toBe('2023-06-01T00:00:00Z')
    expect(after?.sequence).toBe(2)
    expect(after?.summary).toBe('Zadar – SC Derby 97:67')
    expect(after?.lastModified).not.toBe(before?.lastModified)
  })
})
