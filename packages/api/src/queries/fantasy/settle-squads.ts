// The squads' side of settling one round, in bulk SQL (a round of 100,000 squads is a few statements, never a
// query per squad): snapshot each squad's picks with the chip it played and its transfers, weigh each pick's
// points by its role, then totals and ranks after the round. A round is settled when all its games are
// final, which a postponed game delays past later rounds (ABA 2022-23's round 3 ended in April), so a round
// may be settled after later ones: its points then also join the totals after those.
import { roleMultiplier, type PickRole } from '@league/stats/fantasy/points'
import type { FantasyChip, FantasyGameRules } from '@league/stats/fantasy/rules'
import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'

const roles: readonly PickRole[] = ['captain', 'court', 'sixth', 'bench']
const chips: readonly (FantasyChip | null)[] = [null, 'wildcard', 'bench-boost', 'triple-captain']

/**
 * Every role × chip multiplier as a VALUES list (`chip` '' when none), taken from `roleMultiplier` of
 * @league/stats so the SQL weighs exactly as the stats package says (captain ×2, triple captain ×3, sixth
 * man ×1, bench ×0.5, bench boost ×1).
 */
function multiplierValues(rules: FantasyGameRules): SQL {
  const rows = roles.flatMap((role) =>
    chips.map((chip) => sql`(${role}, ${chip ?? ''}, ${roleMultiplier(role, chip, rules)}::float8)`),
  )
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS multipliers(role, chip, multiplier)`
}

type RoundToScore = { leagueSeasonId: number; round: number; gameIds: readonly number[]; rules: FantasyGameRules }

/**
 * The CTEs `playing` (every squad of the league season that plays the round, joined by then, with no snapshot
 * of it yet, with the chip it played in the round and whether it has a snapshot of another round) and `scored`
 * (its current picks as the snapshot's JSON and the sum over them of the player's round points × his role's
 * multiplier). `playing` is materialised so the chip is read once per squad: inlined, Postgres read the
 * squad's chips once per pick row and twice in the join (600,000 JSON walks for 20,000 squads, 4 of the 5 s
 * the statement took; EXPLAIN ANALYZE on PGlite).
 */
function scoredSquads({ leagueSeasonId, round, gameIds, rules }: RoundToScore): SQL {
  const games =
    gameIds.length === 0
      ? sql`NULL`
      : sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )
  return sql`
    round_points AS (
      SELECT player_id, sum(points::numeric) AS points FROM fantasy_player_points
      WHERE game_id IN (${games}) GROUP BY player_id
    ),
    playing AS MATERIALIZED (
      SELECT s.id, s.total_points, s.entry_points,
             coalesce((SELECT c.key FROM jsonb_each_text(s.chips_used) c WHERE c.value = ${String(round)} LIMIT 1), '')
               AS chip,
             EXISTS (SELECT 1 FROM fantasy_squad_rounds x WHERE x.squad_id = s.id AND x.round <> ${round}) AS settled_before
      FROM fantasy_squads s
      WHERE s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${round}
        AND NOT EXISTS (SELECT 1 FROM fantasy_squad_rounds x WHERE x.squad_id = s.id AND x.round = ${round})
    ),
    scored AS (
      SELECT playing.id AS squad_id, playing.chip,
             -- A squad's first snapshot starts from its entry points (a late joiner's average, 0 for the others).
             CASE WHEN playing.settled_before THEN playing.total_points ELSE playing.entry_points END AS total_before,
             jsonb_agg(jsonb_build_object('playerId', p.player_id, 'slot', p.slot, 'captain', p.captain,
                                          'position', p.position)
                       ORDER BY CASE p.slot WHEN 'court' THEN 0 WHEN 'sixth' THEN 1 ELSE 2 END, p.bench_order,
                                p.player_id) FILTER (WHERE p.player_id IS NOT NULL) AS picks,
             coalesce(round(sum(round(coalesce(rp.points, 0) * multipliers.multiplier::numeric, 2)), 2), 0)::float8
               AS points
      FROM playing
      LEFT JOIN fantasy_squad_picks p ON p.squad_id = playing.id
      LEFT JOIN round_points rp ON rp.player_id = p.player_id
      LEFT JOIN ${multiplierValues(rules)}
        ON multipliers.role = CASE WHEN p.captain AND p.slot = 'court' THEN 'captain' ELSE p.slot END
       AND multipliers.chip = playing.chip
      GROUP BY playing.id, playing.chip, playing.settled_before, playing.total_points, playing.entry_points
    ),
    transfers AS (
      SELECT squad_id, count(*)::smallint AS transfers FROM fantasy_transfers WHERE round = ${round} GROUP BY squad_id
    )`
}

/**
 * The planner must know the table's new size, or it joins 100,000 rows by nested loops (PGlite has no
 * autovacuum). The columns the reads filter and sort by only: sampling the picks' JSON took most of the
 * ANALYZE's second on 20,000 squads, and no query filters on it.
 */
async function analyzeSnapshots(database: Database): Promise<void> {
  await database.execute(sql`ANALYZE fantasy_squad_rounds (squad_id, round, points, total_after)`)
}

/**
 * The usual case, one statement: no snapshot of the round exists yet and no later round is settled, so the
 * squads written now are the round's whole board. Each snapshot is written once, complete (picks, chip,
 * transfers, points, total and rank after the round; ties share a rank), and each squad's total is set from
 * it. Rows are never written twice, as PGlite has no autovacuum to clear dead versions.
 */
async function settleWhole(database: Database, toScore: RoundToScore): Promise<void> {
  await database.execute(sql`
    WITH ${scoredSquads(toScore)},
    inserted AS (
      INSERT INTO fantasy_squad_rounds (squad_id, round, picks, chip, transfers_made, points, total_after, rank_after)
      SELECT scored.squad_id, ${toScore.round}::smallint, coalesce(scored.picks, '[]'::jsonb), nullif(scored.chip, ''),
             coalesce(transfers.transfers, 0), scored.points, scored.total_before + scored.points,
             rank() OVER (ORDER BY scored.total_before + scored.points DESC)
      FROM scored LEFT JOIN transfers ON transfers.squad_id = scored.squad_id
      RETURNING squad_id, total_after
    )
    UPDATE fantasy_squads s SET total_points = inserted.total_after FROM inserted WHERE s.id = inserted.squad_id`)
  await analyzeSnapshots(database)
}

/**
 * The snapshots of the squads that have none of the round yet, with their points; totals and ranks follow
 * (addToTotals, totalAndRank). For a round settled after later ones, or with snapshots already there.
 */
async function insertScoredSnapshots(database: Database, toScore: RoundToScore): Promise<void> {
  await database.execute(sql`
    WITH ${scoredSquads(toScore)}
    INSERT INTO fantasy_squad_rounds (squad_id, round, picks, chip, transfers_made, points)
    SELECT scored.squad_id, ${toScore.round}::smallint, coalesce(scored.picks, '[]'::jsonb), nullif(scored.chip, ''),
           coalesce(transfers.transfers, 0), scored.points
    FROM scored LEFT JOIN transfers ON transfers.squad_id = scored.squad_id
    ON CONFLICT (squad_id, round) DO NOTHING`)
  await analyzeSnapshots(database)
}

/**
 * Adds the round's points to each squad's total, for the snapshots not ranked yet (those just written: a
 * settled row always has a rank). A squad's first snapshot starts from its entry points (a late joiner's
 * average, 0 for the others). A round settled late (after a postponed game) also adds its points to the
 * totals after every later round already settled.
 */
async function addToTotals(database: Database, leagueSeasonId: number, round: number): Promise<boolean> {
  await database.execute(sql`
    UPDATE fantasy_squads s
    SET total_points = r.points + CASE
          WHEN EXISTS (SELECT 1 FROM fantasy_squad_rounds x WHERE x.squad_id = s.id AND x.round <> ${round})
          THEN s.total_points ELSE s.entry_points END
    FROM fantasy_squad_rounds r
    WHERE r.squad_id = s.id AND r.round = ${round} AND r.rank_after IS NULL AND s.league_season_id = ${leagueSeasonId}`)
  const [later] = await selectRows<{ found: boolean }>(
    database,
    sql`SELECT EXISTS (SELECT 1 FROM fantasy_squad_rounds x JOIN fantasy_squads s ON s.id = x.squad_id
                       WHERE x.round > ${round} AND s.league_season_id = ${leagueSeasonId}) AS found`,
  )
  if (later?.found === true) {
    await database.execute(sql`
      UPDATE fantasy_squad_rounds x SET total_after = x.total_after + r.points
      FROM fantasy_squad_rounds r
      WHERE r.squad_id = x.squad_id AND r.round = ${round} AND r.rank_after IS NULL AND x.round > ${round}`)
  }
  return later?.found === true
}

/**
 * The total after the round (the squad's total less what later rounds, settled before it, added) and the
 * ranks after this round and every later one (ties share a rank), in one pass over the rows.
 */
async function totalAndRank(
  database: Database,
  leagueSeasonId: number,
  round: number,
  laterRounds: boolean,
): Promise<void> {
  // Without later rounds settled (the usual case) the total after the round is the squad's total.
  const laterPoints = laterRounds
    ? sql`coalesce((SELECT sum(y.points) FROM fantasy_squad_rounds y WHERE y.squad_id = x.squad_id AND y.round > ${round}), 0)`
    : sql`0`
  await database.execute(sql`
    UPDATE fantasy_squad_rounds r SET total_after = ranked.total_after, rank_after = ranked.rank
    FROM (
      SELECT totals.squad_id, totals.round, totals.total_after,
             rank() OVER (PARTITION BY totals.round ORDER BY totals.total_after DESC) AS rank
      FROM (
        SELECT x.squad_id, x.round,
               CASE WHEN x.round = ${round}
                    THEN s.total_points - ${laterPoints}
                    ELSE x.total_after END AS total_after
        FROM fantasy_squad_rounds x JOIN fantasy_squads s ON s.id = x.squad_id
        WHERE x.round >= ${round} AND s.league_season_id = ${leagueSeasonId}
      ) totals
    ) ranked
    WHERE r.squad_id = ranked.squad_id AND r.round = ranked.round
      AND (r.rank_after IS DISTINCT FROM ranked.rank OR r.total_after IS DISTINCT FROM ranked.total_after)`)
}

/** Whether the round has snapshots in the league season already, and whether a later round is settled. */
async function snapshotsAround(database: Database, leagueSeasonId: number, round: number) {
  const [found] = await selectRows<{ this_round: boolean; later: boolean }>(
    database,
    sql`SELECT
          EXISTS (SELECT 1 FROM fantasy_squad_rounds x JOIN fantasy_squads s ON s.id = x.squad_id
                  WHERE x.round = ${round} AND s.league_season_id = ${leagueSeasonId}) AS this_round,
          EXISTS (SELECT 1 FROM fantasy_squad_rounds x JOIN fantasy_squads s ON s.id = x.squad_id
                  WHERE x.round > ${round} AND s.league_season_id = ${leagueSeasonId}) AS later`,
  )
  return { thisRound: found?.this_round === true, later: found?.later === true }
}

/** The squads' part of settling a round whose players' game points are already stored. */
export async function settleSquadsForRound(
  database: Database,
  leagueSeasonId: number,
  round: { sequence: number; gameIds: number[] },
  rules: FantasyGameRules,
): Promise<void> {
  const toScore = { leagueSeasonId, round: round.sequence, gameIds: round.gameIds, rules }
  // The snapshots' sorts (picks by squad, squads by total) spill to disk within the default 4 MB: 33 MB of
  // temporary files for 20,000 squads. For this transaction only.
  await database.execute(sql`SET LOCAL work_mem = '64MB'`)
  const around = await snapshotsAround(database, leagueSeasonId, round.sequence)
  if (!around.thisRound && !around.later) {
    await settleWhole(database, toScore)
    return
  }
  await insertScoredSnapshots(database, toScore)
  const laterRounds = await addToTotals(database, leagueSeasonId, round.sequence)
  await totalAndRank(database, leagueSeasonId, round.sequence, laterRounds)
}
