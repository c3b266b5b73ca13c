// What fans see of a season staff set up: nothing while it is a draft (seasons, season pages, the current
// season's leagues, search, game pages), the season and its play-off bracket once it is published and played.
// Also: team applications can target a draft, and seeding the clients keeps a current season staff set.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffSeason } from '../../src/contract/staff-seasons.ts'
import { selectRows } from '../../src/db/connection.ts'
import { readClientFiles, seedClients } from '../../src/tenants/clients.ts'
import { abaOrigin, createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { staffToken } from './application-approval-fixtures.ts'

const kinds = await availableDatabaseKinds()

const draftSeason = {
  name: '2033-34',
  competition: { name: 'Southern Cup' },
  startDate: '2033-09-01',
  endDate: '2034-05-31',
  format: {
    roundRobin: 'double',
    tieBreak: 'euroleague',
    playoff: { teams: 2, bestOf: { quarterfinal: 1, semifinal: 1, final: 3 } },
  },
}

const team = (name: string) => ({
  club: { name: `${name} Club`, shortName: name, code: name.slice(0, 3).toUpperCase() },
  venue: { name: `${name} Arena` },
  players: [{ firstName: 'Ivan', lastName: `${name}ski`, number: '4' }],
})

async function answer(response: Response, status: number): Promise<StaffSeason> {
  const text = await response.text()
  expect([response.status, text]).toEqual([status, expect.any(String)])
  return JSON.parse(text) as StaffSeason
}

describe.each(kinds)('a staff season as fans see it on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let season: StaffSeason

  const call = (method: string, path: string, body: unknown = {}) =>
    app.request(`/v2/website/staff${path}`, {
      ...jsonRequest(method, body, { Authorization: `Bearer ${staff}` }),
      ...(method === 'GET' ? { body: null } : {}),
    })
  const publicText = async (path: string) => {
    const response = await app.request(`/v2/website${path}`, { headers: { Origin: abaOrigin } })
    return { status: response.status, text: await response.text() }
  }

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    app = createTestApp(testDatabase.database)
    staff = await staffToken(app, testDatabase.database, 'public-seasons')
    season = await answer(await call('POST', '/seasons', draftSeason), 201)
    for (const name of ['Orion', 'Pegasus', 'Quasar']) {
      season = await answer(await call('POST', `/seasons/${season.id}/teams`, team(name)), 201)
    }
    const schedule = { firstRoundDate: '2033-10-01', daysBetweenRounds: 7, time: '18:00' }
    season = await answer(await call('POST', `/seasons/${season.id}/schedule`, schedule), 200)
  }, 120_000)

  afterAll(async () => {
    await testDatabase?.dispose()
  })

  it('keeps a draft out of every public read', async () => {
    const game = season.rounds[0]!.games[0]!
    expect((await publicText('/seasons')).text).not.toContain('2033-34')
    expect((await publicText('/seasons/2033-34')).status).toBe(404)
    expect((await publicText('/seasons/2033-34/leagues/southern-cup/standings')).status).toBe(404)
    expect((await publicText('/seasons/2033-34/leagues/southern-cup/calendar.ics')).status).toBe(404)
    expect((await publicText(`/games/${game.slug}`)).status).toBe(404)
    expect((await publicText('/search?q=Orion')).text).not.toContain(game.slug)
  })

  it('lets staff open a team application for the draft season', async () => {
    const response = await call('POST', '/applications', { newClubName: 'Rigel Club', season: '2033-34' })
    expect(response.status).toBe(201)
  })

  it('plays three teams double round robin: six rounds, each with a bye', () => {
    expect(season.rounds).toHaveLength(6)
    expect(season.rounds.every((round) => round.games.length === 1 && round.byes.length === 1)).toBe(true)
  })

  it('refuses the play-offs while the regular season is open, then draws the final from the table', async () => {
    await answer(await call('POST', `/seasons/${season.id}/publish`, { makeCurrent: true }), 200)
    const early = await call('POST', `/seasons/${season.id}/playoffs`)
    expect(early.status).toBe(422)
    // Every regular-season game final: the home team wins by the round number, so Orion, Pegasus and Quasar
    // finish on different records.
    for (const round of season.rounds) {
      const game = round.games[0]!
      await testDatabase.database.execute(
        sql`UPDATE games SET status = 'played', home_score = ${70 + round.number}, away_score = 70,
              home_period_scores = ARRAY[20,20,20,10], away_period_scores = ARRAY[20,20,20,10]
            WHERE id = ${game.id}`,
      )
    }
    const ready = await answer(await call('GET', `/seasons/${season.id}`), 200)
    expect(ready.playoffReady).toBe(true)
    const drawn = await answer(await call('POST', `/seasons/${season.id}/playoffs`), 201)
    const final = drawn.rounds.filter((round) => round.phase === 'final')
    // Best of 3, 1-1-1: the higher seed at home in games 1 and 3.
    expect(final.map((round) => round.games.length)).toEqual([1, 1, 1])
    const [first, second, third] = final.map((round) => round.games[0]!)
    expect(second!.home.teamId).toBe(first!.away.teamId)
    expect(third!.home.teamId).toBe(first!.home.teamId)
    expect((await call('POST', `/seasons/${season.id}/playoffs`)).status).toBe(422)
    const bracket = await publicText('/seasons/2033-34/leagues/southern-cup/playoff')
    expect(bracket.status).toBe(200)
    expect(bracket.text).toContain(first!.home.name)
    expect(bracket.text).toContain(first!.away.name)
  })

  it('records the champion once the final is decided, dropping its unneeded third game', async () => {
    const before = await answer(await call('GET', `/seasons/${season.id}`), 200)
    const final = before.rounds.filter((round) => round.phase === 'final').map((round) => round.games[0]!)
    const higherSeed = final[0]!.home.teamId
    // The higher seed wins games 1 (at home) and 2 (away): 2-0 in a best of 3.
    for (const game of final.slice(0, 2)) {
      const higherAtHome = game.home.teamId === higherSeed
      await testDatabase.database.execute(
        sql`UPDATE games SET status = 'played', home_score = ${higherAtHome ? 90 : 80},
              away_score = ${higherAtHome ? 80 : 90}, home_period_scores = ARRAY[20,20,20,20],
              away_period_scores = ARRAY[20,20,20,20] WHERE id = ${game.id}`,
      )
    }
    expect(before.playoffReady).toBe(false)
    const decided = await answer(await call('GET', `/seasons/${season.id}`), 200)
    expect(decided.playoffReady).toBe(true)
    const closed = await answer(await call('POST', `/seasons/${season.id}/playoffs`), 201)
    expect(closed.rounds.filter((round) => round.phase === 'final')).toHaveLength(2)
    expect(closed.playoffReady).toBe(false)
    expect((await call('POST', `/seasons/${season.id}/playoffs`)).status).toBe(409)
    const winner = await selectRows<{ winner: number }>(
      testDatabase.database,
      sql`SELECT d.winner_team_id AS winner FROM playoff_duels d JOIN playoff_rounds r ON r.id = d.playoff_round_id
          WHERE r.league_season_id = ${season.id}`,
    )
    expect(winner.map((row) => Number(row.winner))).toEqual([higherSeed])
  })

  it('keeps the season staff made current through a new seeding of the clients from client.json', async () => {
    await seedClients(testDatabase.database, readClientFiles())
    const [aba] = await selectRows<{ slug: string | null }>(
      testDatabase.database,
      sql`SELECT current_season_slug AS slug FROM clients WHERE slug = 'aba'`,
    )
    expect(aba?.slug).toBe('2033-34')
  })
})
