// The squads' side of settling one round, in bulk SQL (a round of 100,000 squads is a few statements, never a
// query per squad): snapshot each squad's picks with the chip it played and its transfers, weigh each pick's
// points by its role, then totals and ranks after the round. A round is settled when all its games are
// final, which a postponed game delays past later rounds (ABA 2022-23's round 3 ended in April), so a round
// may be settled after later ones: its points then also join the totals after those.
import { roleMultiplier, type PickRole } from '@league/stats/fantasy/points'
import type { FantasyChip, FantasyGameRules } from '@league/stats/fantasy/rules'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'

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

/**
 * Snapshots the current picks of every squad of the league season that plays the round (joined by then),
 * with the chip it played in that round and the transfers it made for it. A snapshot already taken (at the
 * round's lock) is kept. A squad's first snapshot starts its total from its entry points (a late joiner's
 * average, 0 for the others); the statement does not see the rows it inserts, so "no other round" is exact.
 */
async function snapshotSquads(database: Database, leagueSeasonId: number, round: number): Promise<void> {
  await database.execute(sql`
    WITH inserted AS (
    INSERT INTO fantasy_squad_rounds (squad_id, round, picks, chip, transfers_made)
    SELECT s.id, ${round}::smallint,
           coalesce(p.picks, '[]'::jsonb),
           (SELECT c.key FROM jsonb_each_text(s.chips_used) c WHERE c.value = ${String(round)} LIMIT 1),
           coalesce(t.transfers, 0)
    FROM fantasy_squads s
    LEFT JOIN (
      SELECT squad_id, jsonb_agg(jsonb_build_object('playerId', player_id, 'slot', slot, 'captain', captain,
                                                    'position', position)
                                 ORDER BY CASE slot WHEN 'court' THEN 0 WHEN 'sixth' THEN 1 ELSE 2 END,
                                          bench_order, player_id) AS picks
      FROM fantasy_squad_picks GROUP BY squad_id
    ) p ON p.squad_id = s.id
    LEFT JOIN (
      SELECT squad_id, count(*)::smallint AS transfers FROM fantasy_transfers WHERE round = ${round} GROUP BY squad_id
    ) t ON t.squad_id = s.id
    WHERE s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${round}
    ON CONFLICT (squad_id, round) DO NOTHING
    RETURNING squad_id
    )
    UPDATE fantasy_squads s SET total_points = s.entry_points
    FROM inserted
    WHERE s.id = inserted.squad_id
      AND NOT EXISTS (SELECT 1 FROM fantasy_squad_rounds x WHERE x.squad_id = s.id AND x.round <> ${round})`)
}

/**
 * Each snapshot's points: the sum over its picks of the player's round points × his role's multiplier. The
 * change from what the row held before (0 for a new snapshot) is added to the squad's total and to the totals
 * after every later round already settled (a round settled late, after a postponed game), so running it
 * again adds nothing. All in one statement: its parts read the rows as they were before it.
 */
async function scoreSnapshots(
  database: Database,
  leagueSeasonId: number,
  round: number,
  gameIds: number[],
  rules: FantasyGameRules,
) {
  const games =
    gameIds.length === 0
      ? sql`NULL`
      : sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )
  await database.execute(sql`
    WITH round_points AS (
      SELECT player_id, sum(points::numeric) AS points FROM fantasy_player_points
      WHERE game_id IN (${games}) GROUP BY player_id
    ),
    squad_points AS (
      SELECT r.squad_id, r.points AS before,
             coalesce(round(sum(round(coalesce(rp.points, 0) * multipliers.multiplier::numeric, 2)), 2), 0)::float8
               AS points
      FROM fantasy_squad_rounds r
      JOIN fantasy_squads s ON s.id = r.squad_id
      LEFT JOIN LATERAL jsonb_to_recordset(r.picks) AS pick("playerId" int, slot text, captain boolean) ON true
      LEFT JOIN round_points rp ON rp.player_id = pick."playerId"
      LEFT JOIN ${multiplierValues(rules)}
        ON multipliers.role = CASE WHEN pick.captain AND pick.slot = 'court' THEN 'captain' ELSE pick.slot END
       AND multipliers.chip = coalesce(r.chip, '')
      WHERE r.round = ${round} AND s.league_season_id = ${leagueSeasonId}
      GROUP BY r.squad_id, r.points
    ),
    scored AS (
      UPDATE fantasy_squad_rounds r SET points = squad_points.points
      FROM squad_points WHERE r.squad_id = squad_points.squad_id AND r.round = ${round}
    ),
    later AS (
      UPDATE fantasy_squad_rounds r SET total_after = r.total_after + squad_points.points - squad_points.before
      FROM squad_points
      WHERE r.squad_id = squad_points.squad_id AND r.round > ${round} AND squad_points.points <> squad_points.before
    )
    UPDATE fantasy_squads s SET total_points = s.total_points + squad_points.points - squad_points.before
    FROM squad_points WHERE s.id = squad_points.squad_id AND squad_points.points <> squad_points.before`)
}

/**
 * The total after the round (the squad's total less what later rounds, settled before it, added), then the
 * ranks after this round and every later one (ties share a rank).
 */
async function totalAndRank(database: Database, leagueSeasonId: number, round: number): Promise<void> {
  await database.execute(sql`
    UPDATE fantasy_squad_rounds r
    SET total_after = s.total_points - coalesce(later.points, 0)
    FROM fantasy_squads s
    LEFT JOIN (
      SELECT squad_id, sum(points) AS points FROM fantasy_squad_rounds WHERE round > ${round} GROUP BY squad_id
    ) later ON later.squad_id = s.id
    WHERE s.id = r.squad_id AND r.round = ${round} AND s.league_season_id = ${leagueSeasonId}`)
  await database.execute(sql`
    UPDATE fantasy_squad_rounds r SET rank_after = ranked.rank
    FROM (
      SELECT x.squad_id, x.round, rank() OVER (PARTITION BY x.round ORDER BY x.total_after DESC) AS rank
      FROM fantasy_squad_rounds x JOIN fantasy_squads s ON s.id = x.squad_id
      WHERE x.round >= ${round} AND s.league_season_id = ${leagueSeasonId}
    ) ranked
    WHERE r.squad_id = ranked.squad_id AND r.round = ranked.round
      AND r.rank_after IS DISTINCT FROM ranked.rank`)
}

/** The squads' part of settling a round whose players' game points are already stored. */
export async function settleSquadsForRound(
  database: Database,
  leagueSeasonId: number,
  round: { sequence: number; gameIds: number[] },
  rules: FantasyGameRules,
): Promise<void> {
  await snapshotSquads(database, leagueSeasonId, round.sequence)
  await scoreSnapshots(database, leagueSeasonId, round.sequence, round.gameIds, rules)
  await totalAndRank(database, leagueSeasonId, round.sequence)
}
