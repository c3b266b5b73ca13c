// Loads every league season and its tables into the computed cache, so the first visitor after a start or
// an import does not wait for them (loading a season's box scores takes about a second on PGlite).
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import { leaders, standings } from './league-statistics.ts'
import { allSeasonBundles } from './season-data.ts'
import type { DemoClock } from '@league/client-league/demo-clock'

export async function warmLeagueCache(database: Database, demoClock: DemoClock): Promise<void> {
  const clients = await selectRows<{ id: number }>(database, sql`SELECT DISTINCT client_id AS id FROM seasons`)
  for (const client of clients) {
    for (const bundle of await allSeasonBundles(database, demoClock, client.id)) {
      await standings(database, demoClock, bundle, 'regular-season')
      await leaders(database, demoClock, bundle, {
        stat: 'points',
        mode: 'per-game',
        phase: 'regular-season',
        limit: 10,
      })
    }
  }
}
