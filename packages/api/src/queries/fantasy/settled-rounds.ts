// Which fantasy rounds of a league season are settled. Settling a round ends by writing every priced player's
// price after it (recordPricesAfterRound), in the same transaction as the squads' points, so "prices after
// round N exist" is the mark that round N is settled (round 0, the opening prices, is no round). The answer only changes when a round is
// settled, which clears the computed cache (on every instance, through the live bus), so reads keep it there.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'

/** The settled rounds' sequence numbers, read now (settling itself must not trust a cached answer). */
export async function readSettledRounds(database: Database, leagueSeasonId: number): Promise<Set<number>> {
  const rows = await selectRows<{ round: number }>(
    database,
    sql`SELECT DISTINCT after_round AS round FROM fantasy_prices
        WHERE league_season_id = ${leagueSeasonId} AND after_round > 0`,
  )
  return new Set(rows.map((row) => Number(row.round)))
}

/** The settled rounds, cached until the next settlement or import (for reads; settling reads them now). */
export function settledRounds(database: Database, leagueSeasonId: number): Promise<ReadonlySet<number>> {
  return computedOnce(leagueCacheKey(database, 'fantasy-settled-rounds', leagueSeasonId), () =>
    readSettledRounds(database, leagueSeasonId),
  )
}

/** The last settled round (0 before the first), cached until the next settlement or import. */
export async function lastSettledRound(database: Database, leagueSeasonId: number): Promise<number> {
  return Math.max(0, ...(await settledRounds(database, leagueSeasonId)))
}
