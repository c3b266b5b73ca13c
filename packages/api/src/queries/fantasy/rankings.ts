// The general ranking as a page: overall (season totals after the last settled round) or one round's points,
// with the reader's own squads wherever they stand. The ranking store (database or Redis) orders and ranks;
// the squads' names come from the database by primary key: a page's rows kept for a few seconds (the first
// page is what nearly every reader asks), the reader's own squads read each time (one small query).
import { sql } from 'drizzle-orm'
import type { FantasyRanking, FantasyRankingRow } from '../../contract/fantasy-results.ts'
import { selectRows, type Database } from '../../db/connection.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'
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

/**
 * How long a page's names are kept: the order and ranks only change with a settlement (which clears the
 * cache), but a manager may rename himself or his squad meanwhile, which then shows within these seconds.
 */
const pageNamesSeconds = 10

/** A page of the board as rows with names, shared by every reader within `pageNamesSeconds`. */
function pageRows(
  database: Database,
  store: RankingStore,
  board: RankingBoard,
  settledRound: number,
  page: number,
): Promise<FantasyRankingRow[]> {
  const period = Math.floor(Date.now() / (pageNamesSeconds * 1000))
  const key = leagueCacheKey(
    database,
    'fantasy-ranking-page',
    store.kind,
    board.leagueSeasonId,
    board.round,
    settledRound,
    page,
    period,
  )
  return computedOnce(key, async () => {
    const entries = await store.page(board, (page - 1) * rankingPageSize, rankingPageSize)
    const squads = await squadsOf(
      database,
      entries.map((entry) => entry.squadId),
      board.round ?? settledRound,
    )
    return entries.map((entry) => rowOf(entry, squads.get(entry.squadId), board))
  })
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
  const [total, rows, own] = await Promise.all([
    store.count(board),
    pageRows(database, store, board, settledRound, query.page),
    store.ranksOf(board, query.squadIds),
  ])
  const squads = await squadsOf(
    database,
    own.map((entry) => entry.squadId),
    query.round ?? settledRound,
  )
  return {
    round: query.round,
    settledRound,
    ...paging,
    total,
    pages: Math.ceil(total / rankingPageSize),
    rows,
    own: own.map((entry) => rowOf(entry, squads.get(entry.squadId), board)),
  }
}
