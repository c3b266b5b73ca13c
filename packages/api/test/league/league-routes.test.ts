// The league routes over the three real ABA seasons, imported once per database kind: PGlite always,
// PostgreSQL too when 127.0.0.1:5432 answers (availableDatabaseKinds says so when it does not).
import { computeLeaders } from '@league/stats/leaders'
import { computeStandings } from '@league/stats/standings'
import { ABA_RULES } from '@league/stats/tie-breaks'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import type { ResponseCache } from '../../src/http/response-cache.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { searchFold } from '../../src/import/names/fold.ts'
import { createDemoClock } from '@league/client-league/demo-clock'
import { abaOrigin, createTestApp, ligaSurOrigin, type TestApp } from '../helpers/app.ts'
import {
  answers,
  availableDatabaseKinds,
  describeServer,
  openTestDatabase,
  type TestDatabase,
} from '../helpers/database.ts'
import { csvGames, csvLines, csvRows, dataFolder, seasonFolders } from './csv-season.ts'

const kinds = await availableDatabaseKinds()

// The database kinds in the test's own name, so a run without PostgreSQL says so in the results, not only
// in a log line; each suite below checks that its database really is the server it is named after.
describe('given the database servers this machine offers', () => {
  it(`should test the league routes on ${kinds.join(' and ')}`, async () => {
    expect(kinds).toEqual((await answers('127.0.0.1', 5432)) ? ['pglite', 'postgres'] : ['pglite'])
  })
})

type Json = Record<string, any>

describe.each(kinds)('given the three ABA seasons imported into %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    await importSeasons(testDatabase.database, [dataFolder])
    app = createTestApp(testDatabase.database)
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  it(`should run on ${kind} itself, not on another server`, async () => {
    const server = await describeServer(testDatabase.database)
    expect(server.kind).toBe(kind)
    // PGlite 0.5 embeds PostgreSQL 18; the oldest server the SQL must work on is PostgreSQL 15.
    expect(server.majorVersion).toBeGreaterThanOrEqual(kind === 'pglite' ? 18 : 15)
  })

  async function get(path: string, origin = abaOrigin, from = app): Promise<{ status: number; body: Json }> {
    const response = await from.request(`/v2/website${path}`, { headers: { Origin: origin } })
    return { status: response.status, body: (await response.json()) as Json }
  }

  it.each(seasonFolders)(
    'should serve the %s regular-season table that @league/stats computes from the CSV files',
    async (folder) => {
      const season = folder.replace('aba-', '')
      const expected = computeStandings(csvGames(folder), { rules: ABA_RULES, phase: 'regular-season' })
      const { status, body } = await get(`/seasons/${season}/leagues/aba-league/standings`)
      expect(status).toBe(200)
      expect(
        body['standings'].map((row: Json) => [
          row['rank'],
          row['team']['code'],
          row['won'],
          row['lost'],
          row['pointsFor'],
          row['pointsAgainst'],
          row['classificationPoints'],
        ]),
      ).toEqual(
        expected.map((row) => [
          row.rank,
          row.teamId,
          row.won,
          row.lost,
          row.pointsFor,
          row.pointsAgainst,
          row.classificationPoints,
        ]),
      )
    },
  )

  it('should count Koper Primorska’s 26 registered forfeits in the 2020-21 table', async () => {
    const { body } = await get('/seasons/2020-21/leagues/aba-league/standings')
    const koper = body['standings'].find((row: Json) => row['team']['code'] === 'PRI')
    expect(koper).toMatchObject({ played: 26, won: 0, lost: 26, forfeitsLost: 26 })
  })

  it('should send each tie-break as codes, numbers and team names for the site to word in its language', async () => {
    const { body } = await get('/seasons/2022-23/leagues/aba-league/standings')
    const derby = body['standings'].find((row: Json) => row['team']['code'] === 'SCD')
    expect(derby['tieBreak']).toBe(
      'behind Zadar and ahead of Igokea m:tel on head-to-head point difference, Zadar +30, SC Derby -10, Igokea m:tel -20',
    )
    expect(derby['tieBreakExplanation']).toEqual({
      steps: [
        {
          criterion: 'head-to-head-point-difference',
          provisional: false,
          behind: ['Zadar'],
          aheadOf: ['Igokea m:tel'],
          values: [
            { team: 'Zadar', value: 30, isThisTeam: false },
            { team: 'SC Derby', value: -10, isThisTeam: true },
            { team: 'Igokea m:tel', value: -20, isThisTeam: false },
          ],
        },
      ],
      levelWith: [],
    })
    const partizan = body['standings'].find((row: Json) => row['team']['code'] === 'PAR')
    expect(partizan['tieBreakExplanation']).toBeNull()
  })

  const leaderCases = seasonFolders.flatMap((folder) =>
    (['points', 'rebounds', 'assists', 'pir'] as const).map((stat) => [folder, stat] as const),
  )

  it.each(leaderCases)(
    'should serve the %s %s leaders that @league/stats computes from the CSV files',
    async (folder, stat) => {
      const season = folder.replace('aba-', '')
      const expected = computeLeaders(csvGames(folder), csvLines(folder), {
        stat,
        mode: 'per-game',
        phase: 'regular-season',
        limit: 10,
      })
      const { body } = await get(`/seasons/${season}/leagues/aba-league/leaders?stat=${stat}&mode=per-game`)
      expect(
        body['leaders'].map((row: Json) => [
          row['rank'],
          searchFold(row['player']['name']),
          row['team']['code'],
          row['value'],
        ]),
      ).toEqual(
        expected.map((row) => [
          row.rank,
          searchFold(row.playerName ?? ''),
          row.teamId,
          Math.round(row.value * 10) / 10,
        ]),
      )
    },
  )

  it('should show game 22-6 as Zadar 96–67 SC Derby with the periods, venue and referees of games.csv', async () => {
    const { status, body } = await get('/games/22-6')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      date: '2022-09-30',
      time: '18:00',
      status: 'played',
      home: { team: { slug: 'zadar', code: 'ZAD' }, score: 96, periodScores: [25, 16, 24, 31] },
      away: { team: { slug: 'sc-derby', code: 'SCD' }, score: 67, periodScores: [8, 20, 20, 19] },
      venue: { name: 'Dvorana Krešimir Ćosić' },
      attendance: 1479,
      referees: ['Matej Boltauzer', 'Milan Nedović', 'Edo Javor'],
    })
  })

  it('should add up the box score of 22-6 to the final score', async () => {
    const { body } = await get('/games/22-6/box-score')
    expect(body['home']['totals']['points']).toBe(96)
    expect(body['away']['totals']['points']).toBe(67)
    const bozic = body['home']['players'].find((line: Json) => line['player']['slug'] === 'luka-bozic')
    expect(bozic).toMatchObject({ player: { name: 'Luka Božić' }, stats: { points: 30, rebounds: 13, assists: 7 } })
  })

  it('should count the team rebounds and turnovers of 22-6 from the play-by-play', async () => {
    const events = csvRows('aba-2022-23', 'pbp.csv').filter(
      (row) => row['game_id'] === '22_6' && row['player_id'] === '' && row['side'] !== '',
    )
    const count = (side: string, event: string) =>
      events.filter((row) => row['side'] === side && row['event'] === event).length
    const { body } = await get('/games/22-6/team-stats')
    expect(body['home']).toMatchObject({ teamRebounds: count('H', 'rebound'), teamTurnovers: count('H', 'turnover') })
    expect(body['away']).toMatchObject({ teamRebounds: count('A', 'rebound'), teamTurnovers: count('A', 'turnover') })
    expect(body['home']['teamRebounds']).toBe(11)
  })

  // The attack from issue 12: each junk parameter used to keep another copy of the answer (the API grew
  // from 650 to 822 MB over 2,000 requests). Junk is no part of the key now, and memory has a byte budget.
  it('should keep one play-by-play answer in memory for 2,000 requests with ?junk=N', async () => {
    let cache: ResponseCache | undefined
    const guarded = createTestApp(testDatabase.database, {
      onResponseCache: (created) => {
        cache = created
      },
    })
    const path = '/v2/website/games/22-6/play-by-play'
    const first = await guarded.request(path, { headers: { Origin: abaOrigin } })
    expect(first.status).toBe(200)
    const answerBytes = (await first.arrayBuffer()).byteLength
    for (let index = 0; index < 2000; index += 1) {
      const response = await guarded.request(`${path}?junk=${index}`, { headers: { Origin: abaOrigin } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    expect(cache?.size).toBe(1)
    expect(cache?.bytes).toBeLessThan(answerBytes * 2)
    cache?.close()
  })

  it('should give Stefan Đorđević the points boxscores.csv credits him with in every season', async () => {
    const expected = seasonFolders.map((folder) =>
      csvRows(folder, 'boxscores.csv')
        .filter((row) => row['player_id'] === '2668')
        .reduce((sum, row) => sum + Number(row['pts'] || 0), 0),
    )
    const { body: games } = await get('/players/stefan-dordevic/games')
    const fromLog = seasonFolders.map((folder) =>
      games['games']
        .filter((entry: Json) => entry['game']['season'] === folder.replace('aba-', ''))
        .reduce((sum: number, entry: Json) => sum + (entry['stats']['points'] ?? 0), 0),
    )
    expect(fromLog).toEqual(expected)
    const { body: player } = await get('/players/stefan-dordevic')
    expect(player['name']).toBe('Stefan Đorđević')
    expect(player['career']['total']['totals']['points']).toBe(expected.reduce((sum, points) => sum + points, 0))
  })

  it.each(['Đorđević', 'Djordjevic', 'Dordevic', 'Dzordzevic', 'Ђорђевић'])(
    'should find Stefan Đorđević when searching "%s"',
    async (query) => {
      const { body } = await get(`/search?q=${encodeURIComponent(query)}`)
      expect(body['players']).toContainEqual({ slug: 'stefan-dordevic', name: 'Stefan Đorđević' })
    },
  )

  it('should find a club by a Cyrillic spelling of its name', async () => {
    const { body } = await get(`/search?q=${encodeURIComponent('Партизан')}`)
    expect(body['clubs'].map((club: Json) => club['slug'])).toContain('partizan')
  })

  it.each([
    ['/seasons/1999-00', 'No season "1999-00" in this league'],
    ['/seasons/2022-23/leagues/nba', 'No league "nba" in season 2022-23'],
    ['/seasons/2022-23/leagues/aba-league/teams/lakers', 'No team "lakers" in ABA League 2022-23'],
    ['/games/99-1', 'No game "99-1" in this league'],
    ['/games/99-1/box-score', 'No game "99-1" in this league'],
    ['/players/nobody', 'No player "nobody" in this league'],
    ['/clubs/nobody', 'No club "nobody" in this league'],
    ['/news/nothing', 'No news "nothing" in this league'],
    ['/seasons/2022-23/leagues/aba-league/playoff/final/nobody', 'No series "nobody" in the final of 2022-23'],
  ])('should answer 404 for %s', async (path, message) => {
    const { status, body } = await get(path)
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'not_found', message } })
  })

  it('should write a match report for every played game, in six languages', async () => {
    const played = seasonFolders
      .flatMap((folder) => csvRows(folder, 'games.csv'))
      .filter((row) => row['status'] === 'played').length
    const { body } = await get('/news')
    expect(body['total']).toBe(played)
    const { body: report } = await get('/games/22-6/report?locale=sr')
    expect(report['title']).toBe('Zadar – SC Derby 96:67')
    expect(report['body']).toContain('Luka Božić – 30 poena, 13 skokova i 7 asistencija')
  })

  it('should serve the 2022-23 final series Partizan won 3–2 against Crvena zvezda', async () => {
    const { body } = await get('/seasons/2022-23/leagues/aba-league/playoff/final/partizan-vs-crvena-zvezda')
    expect(body).toMatchObject({ home: { wins: 3, seed: 1 }, away: { wins: 2, seed: 2 }, winner: { slug: 'partizan' } })
    expect(body['games']).toHaveLength(5)
  })

  it('should show no ABA data to the other client', async () => {
    expect((await get('/seasons', ligaSurOrigin)).body).toEqual({ seasons: [] })
    expect((await get('/players/stefan-dordevic', ligaSurOrigin)).status).toBe(404)
  })

  describe('given the demo clock set to 1 January 2023', () => {
    it('should show the final as scheduled and the table as it stood that day', async () => {
      const demoApp = createTestApp(testDatabase.database, { demoClock: createDemoClock('2023-01-01') })
      const { body: game } = await get('/games/22-205', abaOrigin, demoApp)
      expect(game).toMatchObject({ status: 'scheduled', home: { score: null }, away: { score: null } })
      const playedByThen = csvGames('aba-2022-23').filter(
        (entry) => entry.phase === 'regular-season' && entry.date !== null && entry.date <= '2023-01-01',
      ).length
      const { body: table } = await get('/seasons/2022-23/leagues/aba-league/standings', abaOrigin, demoApp)
      const gamesInTable = table['standings'].reduce((sum: number, row: Json) => sum + row['played'], 0) / 2
      expect(gamesInTable).toBe(playedByThen)
    })
  })

  it('should change nothing when the same files are imported again', async () => {
    const snapshot = async () =>
      selectRows<{ table_name: string; rows: number; versions: string }>(
        testDatabase.database,
        sql`SELECT 'games' AS table_name, count(*)::int AS rows, md5(string_agg(xmin::text, ',' ORDER BY id)) AS versions FROM games
            UNION ALL SELECT 'players', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY id)) FROM players
            UNION ALL SELECT 'news', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY id)) FROM news
            UNION ALL SELECT 'play_by_play_events', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY game_id, sequence)) FROM play_by_play_events`,
      )
    const before = await snapshot()
    const summary = await importSeasons(testDatabase.database, [dataFolder])
    expect(summary.changedRows).toBe(0)
    expect(await snapshot()).toEqual(before)
  })
})
