// ABA League 2021-22 and 2022-23 imported (2021-22 gives the opening prices and a newcomer's fallback), an
// app whose demo clock stands on 2022-12-20 (rounds 1–11 played, 2022-23 a season in progress), and the CSV
// files read independently of the importer to check what the API computes.
import { createDemoClock } from '@league/client-league/demo-clock'
import { performanceIndexRating } from '@league/stats/box-score'
import type { PlayerLine } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import { selectRows } from '../../src/db/connection.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { leagueSeason2022 } from '../helpers/imported-database.ts'
import { csvGames, csvLines, dataFolder } from './csv-season.ts'

export const demoDay = '2022-12-20'
export const clock = createDemoClock(demoDay)
export const fantasyPath = '/v2/website/seasons/2022-23/leagues/aba-league/fantasy'

export type Fixture = { testDatabase: TestDatabase; app: TestApp; leagueSeasonId: number }

export async function openFixture(): Promise<Fixture> {
  const testDatabase = await openTestDatabase('pglite')
  await importSeasons(testDatabase.database, [`${dataFolder}/aba-2021-22`, `${dataFolder}/aba-2022-23`])
  const season2022 = await leagueSeason2022(testDatabase.database)
  const app = createTestApp(testDatabase.database, { demoClock: clock })
  return { testDatabase, app, leagueSeasonId: season2022 }
}

export async function get(app: TestApp, path: string): Promise<{ status: number; body: any }> {
  const response = await app.request(path, { headers: { Origin: abaOrigin } })
  return { status: response.status, body: await response.json() }
}

/** PIR per game by player source id over the CSV lines played (games on or before `until`), ≥ 3 games. */
export function csvPirPerGame(season: string, until: string | null): Map<string, number> {
  const dates = new Map(csvGames(season).map((game) => [game.id, game.date]))
  const byPlayer = new Map<string, PlayerLine[]>()
  for (const line of csvLines(season)) {
    const date = dates.get(line.gameId) ?? null
    if (!line.played || (until !== null && (date === null || date > until))) {
      continue
    }
    byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line])
  }
  const perGame = new Map<string, number>()
  for (const [playerId, lines] of byPlayer) {
    if (lines.length >= 3) {
      perGame.set(playerId, lines.reduce((sum, line) => sum + performanceIndexRating(line), 0) / lines.length)
    }
  }
  return perGame
}

/** Source id of each player by slug. */
export async function sourceIdsBySlug(fixture: Fixture): Promise<Map<string, string>> {
  const rows = await selectRows<{ slug: string; source_id: number }>(
    fixture.testDatabase.database,
    sql`SELECT slug, source_id FROM players`,
  )
  return new Map(rows.map((row) => [row.slug, String(row.source_id)]))
}
