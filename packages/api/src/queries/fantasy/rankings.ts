// The general ranking as a page: overall (season totals after the last settled round) or one round's points,
// with the reader's own squads wherever they stand. The ranking store (database or Redis) orders and ranks;
// the squads' names come from the database by primary key, for the page's rows only.
import { sql } from 'drizzle-orm'
import type { FantasyRanking, FantasyRankingRow } from '../../contract/fantasy-results.ts'
import { selectRows, type Database } from '../../db/connection.ts'
import type { RankedSquad, RankingBoard, RankingStore } from './ranking-store.ts'
import { lastSettledRound } from './settled-rounds.ts'

export const rankingPageSize = 50

export type RankingQuery = {
  /** A round's ranking, or null for the overall one. */
  round: number | null
  page: number
  /** The reader's own squads, answered with their ranks in `own`. */
  squadIds: readonly number[]
}

type SquadRow = {
  id: number
  name: string
  is_demo: boolean
  manager: string | null
  total_after: number | null
  round_points: number | null
}

/** What the ranking shows of a manager: his display name, never an address (a name typed as one is cut at @). */
export function managerNameOf(name: string | null, squadName: string): string {
  if (name === null || name.trim() === '') {
    return squadName
  }
  const at = name.indexOf('@')
  return at > 0 ? name.slice(0, at) : name
}

async function squadsOf(database: Database, ids: readonly number[], round: number): Promise<Map<number, SquadRow>> {
  if (ids.length === 0) {
    return new Map()
  }
  const rows = await selectRows<SquadRow>(
    database,
    sql`SELECT s.id, s.name, s.is_demo, u.name AS manager, r.total_after, r.points AS round_points
        FROM fantasy_squads s
        LEFT JOIN users u ON u.id = s.user_id
        LEFT JOIN fantasy_squad_rounds r ON r.squad_id = s.id AND r.round = ${round}
        WHERE s.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return new Map(rows.map((row) => [Number(row.id), row]))
}

function rowOf(entry: RankedSquad, squad: SquadRow | undefined, board: RankingBoard): FantasyRankingRow {
  return {
    rank: entry.rank,
    squadId: entry.squadId,
    squadName: squad?.name ?? '',
    manager: managerNameOf(squad?.manager ?? null, squad?.name ?? ''),
    isDemo: squad?.is_demo ?? false,
    // On a round's board the entry's points are the round's; the total is the one after that round.
    total: board.round === null ? entry.points : Number(squad?.total_after ?? 0),
    roundPoints: squad?.round_points === null || squad?.round_points === undefined ? null : Number(squad.round_points),
  }
}

/** One page of the ranking plus the reader's own squads; a round not settled yet ranks nobody. */
export async function fantasyRanking(
  database: Database,
  store: RankingStore,
  leagueSeasonId: number,
  query: RankingQuery,
): Promise<FantasyRanking> {
  const settledRound = await lastSettledRound(database, leagueSeasonId)
  const board: RankingBoard = { leagueSeasonId, round: query.round }
  const paging = { page: query.page, pageSize: rankingPageSize }
  const ranked = query.round === null ? settledRound > 0 : query.round >= 1 && query.round <= settledRound
  if (!ranked) {
    return { round: query.round, settledRound, ...paging, total: 0, pages: 0, rows: [], own: [] }
  }
  const offset = (query.page - 1) * rankingPageSize
  const [total, entries, own] = await Promise.all([
    store.count(board),
    store.page(board, offset, rankingPageSize),
    store.ranksOf(board, query.squadIds),
  ])
  const squads = await squadsOf(
    database,
    [...new Set([...entries, ...own].map((entry) => entry.squadId))],
    query.round ?? settledRound,
  )
  return {
    round: query.round,
    settledRound,
    ...paging,
    total,
    pages: Math.ceil(total / rankingPageSize),
    rows: entries.map((entry) => rowOf(entry, squads.get(entry.squadId), board)),
    own: own.map((entry) => rowOf(entry, squads.get(entry.squadId), board)),
  }
}
