// The ranking read from the database, on one machine. The database is the ranking's source: settling a round
// writes every squad's total and its rank after the round (settle-squads.ts). A board only changes when a round
// is settled, so the first read after a settlement reads it whole, in one ordered query, and keeps it in memory
// until the next one: sorted arrays of squads, points and ranks, plus each squad's place. A page is then a slice
// and a manager's rank one lookup, however far down the table he stands, without a query. Issue #28's 2,000
// reads a second under 50 callers are out of reach of one PGlite connection asking a query each (about 1 ms
// apiece, and every other request of the API waits behind them). Settling clears the computed cache, on every
// instance through the live bus, and the boards with it.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { onComputedCacheInvalidated } from '../computed-cache.ts'
import { ranksFrom, type RankedSquad, type RankingBoard, type RankingStore } from './ranking-store.ts'
import { lastSettledRound } from './settled-rounds.ts'

/** A board in memory, best first: 100,000 squads take about 7 MB (the place map most of it). */
type MemoryBoard = {
  squadIds: Int32Array
  points: Float64Array
  ranks: Int32Array
  placeOf: Map<number, number>
}

/** Boards kept per database: the overall one and the rounds readers open, the least recently read dropped. */
const boardsKept = 8

let boardsByDatabase = new WeakMap<Database, Map<string, Promise<MemoryBoard>>>()

// One listener for every store: a settlement (or an import) makes every board of every database stale.
let listening = false
function forgetBoardsOnInvalidation() {
  if (!listening) {
    listening = true
    onComputedCacheInvalidated(() => {
      boardsByDatabase = new WeakMap()
    })
  }
}

type Row = { squad_id: number; points: number; rank: number | null }

function boardOf(rows: readonly Row[], ranks: (index: number) => number): MemoryBoard {
  const board: MemoryBoard = {
    squadIds: new Int32Array(rows.length),
    points: new Float64Array(rows.length),
    ranks: new Int32Array(rows.length),
    placeOf: new Map(),
  }
  rows.forEach((row, index) => {
    const squadId = Number(row.squad_id)
    board.squadIds[index] = squadId
    board.points[index] = Number(row.points)
    board.ranks[index] = ranks(index)
    board.placeOf.set(squadId, index)
  })
  return board
}

/** The overall board: squads that played the last settled round, by total, with the rank stored then. */
async function readOverall(database: Database, leagueSeasonId: number, settled: number): Promise<MemoryBoard> {
  const rows = await selectRows<Row>(
    database,
    sql`SELECT s.id AS squad_id, s.total_points AS points, r.rank_after AS rank
        FROM fantasy_squads s JOIN fantasy_squad_rounds r ON r.squad_id = s.id AND r.round = ${settled}
        WHERE s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${settled}
        ORDER BY s.total_points DESC, s.id DESC`,
  )
  return boardOf(rows, (index) => Number(rows[index]?.rank ?? 0))
}

/** A round's board: its squads by the round's points, ranked as they stand (ties share a rank). */
async function readRound(database: Database, leagueSeasonId: number, round: number): Promise<MemoryBoard> {
  const rows = await selectRows<Row>(
    database,
    sql`SELECT r.squad_id, r.points, NULL AS rank
        FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
        WHERE r.round = ${round} AND s.league_season_id = ${leagueSeasonId}
        ORDER BY r.points DESC, r.squad_id DESC`,
  )
  const ranked = ranksFrom(
    rows.map((row) => ({ squadId: Number(row.squad_id), points: Number(row.points) })),
    0,
    1,
  )
  return boardOf(rows, (index) => ranked[index]?.rank ?? 0)
}

/** The board in memory, read from the database once per settlement (concurrent first readers share the read). */
async function memoryBoard(database: Database, board: RankingBoard): Promise<MemoryBoard> {
  forgetBoardsOnInvalidation()
  const settled = await lastSettledRound(database, board.leagueSeasonId)
  const key = `${board.leagueSeasonId}:${board.round ?? 'overall'}:${settled}`
  let boards = boardsByDatabase.get(database)
  if (boards === undefined) {
    boards = new Map()
    boardsByDatabase.set(database, boards)
  }
  const kept = boards.get(key)
  if (kept !== undefined) {
    // Most recently read last, so the first one is the one to drop.
    boards.delete(key)
    boards.set(key, kept)
    return kept
  }
  const reading =
    board.round === null
      ? readOverall(database, board.leagueSeasonId, settled)
      : readRound(database, board.leagueSeasonId, board.round)
  boards.set(key, reading)
  reading.catch(() => boards.delete(key))
  while (boards.size > boardsKept) {
    const oldest = boards.keys().next().value
    if (oldest === undefined) {
      break
    }
    boards.delete(oldest)
  }
  return reading
}

function entryAt(board: MemoryBoard, index: number): RankedSquad {
  return { squadId: board.squadIds[index] ?? 0, points: board.points[index] ?? 0, rank: board.ranks[index] ?? 0 }
}

export function createDatabaseRankingStore(database: Database): RankingStore {
  return {
    kind: 'database',
    async replace() {
      // The tables settling wrote are the ranking; the settlement's cache clearing drops the boards in memory.
    },
    async page(board, offset, limit) {
      const found = await memoryBoard(database, board)
      const end = Math.min(found.squadIds.length, offset + limit)
      const entries: RankedSquad[] = []
      for (let index = Math.max(0, offset); index < end; index += 1) {
        entries.push(entryAt(found, index))
      }
      return entries
    },
    async ranksOf(board, squadIds) {
      if (squadIds.length === 0) {
        return []
      }
      const found = await memoryBoard(database, board)
      return squadIds.flatMap((squadId) => {
        const place = found.placeOf.get(squadId)
        return place === undefined ? [] : [entryAt(found, place)]
      })
    },
    async count(board) {
      return (await memoryBoard(database, board)).squadIds.length
    },
    async close() {},
  }
}
