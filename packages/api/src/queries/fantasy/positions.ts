// Every player's fantasy position in a league season, stored in player_positions. The data has no positions,
// so the classifier of @league/stats reads them from the box scores (thresholds in packages/stats/README.md);
// staff may override one player by command, and no re-run of the classifier ever overwrites that.
import type { DemoClock } from '@league/client-league/demo-clock'
import { classifyPosition, positionMetrics, type PositionMetrics } from '@league/stats/fantasy/positions'
import type { FantasyPosition } from '@league/stats/fantasy/rules'
import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { playerPositions } from '../../db/schema/fantasy.ts'
import { invalidateComputedCache } from '../computed-cache.ts'
import { fantasyLines, linesByPlayer, previousLeagueSeasonId, type FantasyLine } from './catalogue-lines.ts'

/**
 * Fewer minutes than this in a season say too little about a player's game (a few garbage-time minutes can
 * be all threes or all rebounds): he takes the previous season's position instead, and a newcomer without
 * one plays as a forward, the middle position.
 */
export const MINIMUM_MINUTES_FOR_POSITION = 100

export type PositionAnswer = {
  position: FantasyPosition
  source: 'classifier' | 'staff'
  /** The rates the classifier read; `fromPreviousSeason: 1` when they are the previous season's. */
  metrics: Record<string, number> | null
}

type Classified = { playerId: number; position: FantasyPosition; metrics: Record<string, number> | null }

function metricsRecord(metrics: PositionMetrics, fromPreviousSeason: boolean): Record<string, number> {
  return { ...metrics, ...(fromPreviousSeason ? { fromPreviousSeason: 1 } : {}) }
}

/** A player's position from his lines when they are enough to tell. */
function classified(
  lines: readonly FantasyLine[] | undefined,
): { position: FantasyPosition; metrics: PositionMetrics } | null {
  if (lines === undefined) {
    return null
  }
  const metrics = positionMetrics([...lines])
  return metrics.minutes >= MINIMUM_MINUTES_FOR_POSITION ? { position: classifyPosition(metrics), metrics } : null
}

/** The players on the league season's rosters. */
async function rosterPlayerIds(database: Database, leagueSeasonId: number): Promise<number[]> {
  const rows = await selectRows<{ player_id: number }>(
    database,
    sql`SELECT DISTINCT r.player_id FROM rosters r JOIN season_teams st ON st.id = r.season_team_id
        WHERE st.league_season_id = ${leagueSeasonId} ORDER BY r.player_id`,
  )
  return rows.map((row) => row.player_id)
}

/** The stored positions of a league season by player id. */
export async function positionsOf(database: Database, leagueSeasonId: number): Promise<Map<number, PositionAnswer>> {
  const rows = await database
    .select({
      playerId: playerPositions.playerId,
      position: playerPositions.position,
      source: playerPositions.source,
      metrics: playerPositions.metrics,
    })
    .from(playerPositions)
    .where(eq(playerPositions.leagueSeasonId, leagueSeasonId))
  return new Map(rows.map(({ playerId, ...answer }) => [playerId, answer]))
}

async function classifyPlayers(
  database: Database,
  leagueSeasonId: number,
  playerIds: readonly number[],
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<Classified[]> {
  const current = linesByPlayer(await fantasyLines(database, leagueSeasonId, clock))
  const previousId = await previousLeagueSeasonId(database, leagueSeasonId)
  const previousStored =
    previousId === null ? new Map<number, PositionAnswer>() : await positionsOf(database, previousId)
  const previous = previousId === null ? new Map() : linesByPlayer(await fantasyLines(database, previousId, clock))
  return playerIds.map((playerId) => {
    const now = classified(current.get(playerId))
    if (now !== null) {
      return { playerId, position: now.position, metrics: metricsRecord(now.metrics, false) }
    }
    const stored = previousStored.get(playerId)
    if (stored !== undefined) {
      return { playerId, position: stored.position, metrics: stored.metrics }
    }
    const before = classified(previous.get(playerId))
    if (before !== null) {
      return { playerId, position: before.position, metrics: metricsRecord(before.metrics, true) }
    }
    return { playerId, position: 'forward', metrics: null }
  })
}

/**
 * Classifies the players of the league season's rosters from its box scores so far by the clock (the
 * previous season's position for a player with too few minutes, else forward) and stores them. Staff
 * overrides stay; `onlyMissing` classifies only players without a position yet (a season in progress keeps
 * the positions squads were built with).
 */
export async function classifyLeagueSeasonPositions(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
  options: { onlyMissing?: boolean } = {},
): Promise<{ classified: number; staffKept: number }> {
  const stored = await positionsOf(database, leagueSeasonId)
  const playerIds = (await rosterPlayerIds(database, leagueSeasonId)).filter((playerId) => {
    const existing = stored.get(playerId)
    return existing === undefined || (options.onlyMissing !== true && existing.source !== 'staff')
  })
  const rows = await classifyPlayers(database, leagueSeasonId, playerIds, clock)
  if (rows.length > 0) {
    await database
      .insert(playerPositions)
      .values(rows.map((row) => ({ leagueSeasonId, ...row, source: 'classifier' as const })))
      .onConflictDoUpdate({
        target: [playerPositions.leagueSeasonId, playerPositions.playerId],
        set: { position: sql`excluded.position`, metrics: sql`excluded.metrics`, updatedAt: sql`now()` },
        // A staff override set between reading and writing still wins.
        setWhere: sql`${playerPositions.source} <> 'staff'`,
      })
  }
  const staffKept = [...stored.values()].filter((answer) => answer.source === 'staff').length
  return { classified: rows.length, staffKept }
}

/** A staff member's position for one player in one league season; it outlives every re-run of the classifier. */
export async function setStaffPosition(
  database: Database,
  leagueSeasonId: number,
  playerId: number,
  position: FantasyPosition,
): Promise<void> {
  await database
    .insert(playerPositions)
    .values({ leagueSeasonId, playerId, position, source: 'staff', metrics: null })
    .onConflictDoUpdate({
      target: [playerPositions.leagueSeasonId, playerPositions.playerId],
      set: { position, source: 'staff', updatedAt: sql`now()` },
    })
  // The squads' candidates and the catalogue carry positions.
  invalidateComputedCache()
}

/** One player's stored position in a league season, if any. */
export async function positionOf(
  database: Database,
  leagueSeasonId: number,
  playerId: number,
): Promise<PositionAnswer | undefined> {
  const [row] = await database
    .select({ position: playerPositions.position, source: playerPositions.source, metrics: playerPositions.metrics })
    .from(playerPositions)
    .where(and(eq(playerPositions.leagueSeasonId, leagueSeasonId), eq(playerPositions.playerId, playerId)))
  return row
}
