// Simulated squads for the fantasy bench, written in bulk by generate_series: each squad holds ten players of
// the league season's first round (five on court, the captain among them, a sixth man, four on the bench),
// spread so that every player is picked and totals differ; one squad in ten plays the triple captain, one in
// ten the bench boost. Marked as demo squads: they are never counted as real users.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../src/db/connection.ts'

/** Inserts `count` squads and their picks; answers the new squads' ids (first and last). */
export async function seedBenchSquads(
  database: Database,
  leagueSeasonId: number,
  count: number,
  playerIds: readonly number[],
  round: number,
): Promise<{ firstId: number; lastId: number }> {
  if (playerIds.length < 10) {
    throw new Error(`seeding squads needs at least 10 players, got ${playerIds.length}`)
  }
  const players = sql`ARRAY[${sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const [range] = await selectRows<{ first_id: number; last_id: number }>(
    database,
    sql`WITH inserted AS (
          INSERT INTO fantasy_squads (league_season_id, user_id, is_demo, name, bank_tenths, joined_round, chips_used)
          SELECT ${leagueSeasonId}, NULL, true, 'Bench squad ' || n, 0, ${round}::smallint,
                 CASE n % 10 WHEN 1 THEN jsonb_build_object('triple-captain', ${round}::int)
                             WHEN 2 THEN jsonb_build_object('bench-boost', ${round}::int)
                             ELSE '{}'::jsonb END
          FROM generate_series(1, ${count}::int) AS n
          RETURNING id
        )
        SELECT min(id) AS first_id, max(id) AS last_id FROM inserted`,
  )
  const firstId = Number(range?.first_id)
  const lastId = Number(range?.last_id)
  // Ten consecutive players from a start that moves with the squad (a stride prime to the list's length
  // would be nicer; consecutive ones are distinct as long as the list has ten or more).
  await database.execute(sql`
    INSERT INTO fantasy_squad_picks (squad_id, player_id, slot, bench_order, captain, position, bought_price_tenths)
    SELECT s.id, (${players})[1 + ((s.id * 7 + k) % ${playerIds.length}::int)],
           CASE WHEN k < 5 THEN 'court' WHEN k = 5 THEN 'sixth' ELSE 'bench' END,
           CASE WHEN k > 5 THEN k - 5 ELSE 0 END, k = s.id % 5, 'guard', 100
    FROM generate_series(${firstId}::int, ${lastId}::int) AS s(id)
    CROSS JOIN generate_series(0, 9) AS k`)
  await database.execute(sql`ANALYZE fantasy_squads`)
  await database.execute(sql`ANALYZE fantasy_squad_picks`)
  return { firstId, lastId }
}
