// The ranking read from the database. The overall board lists the squads that played the last settled round
// by their total (fantasy_squads_ranking is the index of that ORDER BY) with the rank stored when the round
// was settled, so a manager's own rank is one row away however far down the table he stands. A round's board
// ranks that round's points (fantasy_squad_rounds_round).
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'
import { ranksFrom, type RankedSquad, type RankingBoard, type RankingStore } from './ranking-store.ts'
import { lastSettledRound } from './settled-rounds.ts'

type Row = { squad_id: number; points: number; rank: number | null }

function rankedOf(row: Row): RankedSquad {
  return { squadId: Number(row.squad_id), points: Number(row.points), rank: Number(row.rank) }
}

async function overallPage(database: Database, leagueSeasonId: number, offset: number, limit: number) {
  const settled = await lastSettledRound(database, leagueSeasonId)
  const rows = await selectRows<Row>(
    database,
    sql`SELECT s.id AS squad_id, s.total_points AS points, r.rank_after AS rank
        FROM fantasy_squads s JOIN fantasy_squad_rounds r ON r.squad_id = s.id AND r.round = ${settled}
        WHERE s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${settled}
        ORDER BY s.total_points DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map(rankedOf)
}

async function roundPage(database: Database, board: RankingBoard & { round: number }, offset: number, limit: number) {
  const rows = await selectRows<Row>(
    database,
    sql`SELECT r.squad_id, r.points,
               (SELECT count(*) FROM fantasy_squad_rounds o JOIN fantasy_squads os ON os.id = o.squad_id
                WHERE o.round = ${board.round} AND os.league_season_id = ${board.leagueSeasonId}
                  AND o.points > r.points) + 1 AS rank
        FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
        WHERE r.round = ${board.round} AND s.league_season_id = ${board.leagueSeasonId}
        ORDER BY r.points DESC, r.squad_id DESC LIMIT ${limit} OFFSET ${offset}`,
  )
  const first = rows[0]
  // Only the first row's rank is counted; the others follow from it (the same points share a rank).
  return first === undefined
    ? []
    : ranksFrom(
        rows.map((row) => ({ squadId: Number(row.squad_id), points: Number(row.points) })),
        offset,
        Number(first.rank),
      )
}

async function overallRanks(database: Database, leagueSeasonId: number, squadIds: readonly number[]) {
  const settled = await lastSettledRound(database, leagueSeasonId)
  const rows = await selectRows<Row>(
    database,
    sql`SELECT s.id AS squad_id, s.total_points AS points, r.rank_after AS rank
        FROM fantasy_squads s JOIN fantasy_squad_rounds r ON r.squad_id = s.id AND r.round = ${settled}
        WHERE s.id IN (${sql.join(
          squadIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${settled}`,
  )
  return rows.map(rankedOf)
}

async function roundRanks(database: Database, board: RankingBoard & { round: number }, squadIds: readonly number[]) {
  const rows = await selectRows<Row>(
    database,
    sql`SELECT r.squad_id, r.points,
               (SELECT count(*) FROM fantasy_squad_rounds o JOIN fantasy_squads os ON os.id = o.squad_id
                WHERE o.round = ${board.round} AND os.league_season_id = ${board.leagueSeasonId}
                  AND o.points > r.points) + 1 AS rank
        FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
        WHERE r.round = ${board.round} AND s.league_season_id = ${board.leagueSeasonId}
          AND r.squad_id IN (${sql.join(
            squadIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  )
  return rows.map(rankedOf)
}

async function countOf(database: Database, board: RankingBoard): Promise<number> {
  const round = board.round ?? (await lastSettledRound(database, board.leagueSeasonId))
  // The count only changes when a round is settled, which clears the computed cache.
  return computedOnce(leagueCacheKey(database, 'fantasy-board-count', board.leagueSeasonId, round), async () => {
    const [row] = await selectRows<{ count: number }>(
      database,
      sql`SELECT count(*)::int AS count FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
          WHERE r.round = ${round} AND s.league_season_id = ${board.leagueSeasonId}`,
    )
    return Number(row?.count ?? 0)
  })
}

export function createDatabaseRankingStore(database: Database): RankingStore {
  return {
    kind: 'database',
    async replace() {
      // The tables settling wrote are the ranking.
    },
    page(board, offset, limit) {
      return board.round === null
        ? overallPage(database, board.leagueSeasonId, offset, limit)
        : roundPage(database, { ...board, round: board.round }, offset, limit)
    },
    async ranksOf(board, squadIds) {
      if (squadIds.length === 0) {
        return []
      }
      const found =
        board.round === null
          ? await overallRanks(database, board.leagueSeasonId, squadIds)
          : await roundRanks(database, { ...board, round: board.round }, squadIds)
      const bySquad = new Map(found.map((entry) => [entry.squadId, entry]))
      return squadIds.flatMap((squadId) => bySquad.get(squadId) ?? [])
    },
    count: (board) => countOf(database, board),
    async close() {},
  }
}
