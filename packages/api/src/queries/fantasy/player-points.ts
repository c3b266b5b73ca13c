// Each player's fantasy points for one final game, from his box-score line: the base (PIR in ELF's game) part
// by part, the win bonus, and a starter's points. Stored in fantasy_player_points so a round's squads, the
// game's fantasy tab and a player's history read them without scoring again; the role weights (captain,
// bench) are applied per squad when the round is settled.
import { emptyCounts } from '@league/stats/box-score'
import { playerGamePoints, type FantasyPointsBreakdown } from '@league/stats/fantasy/points'
import type { FantasyGameRules } from '@league/stats/fantasy/rules'
import { COUNT_KEYS, type BoxScoreCounts, type CountKey } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { fantasyPlayerPoints } from '../../db/schema/fantasy.ts'
import { lineColumns } from '../box-score-rows.ts'

type LineRow = {
  player_id: number
  side: string
  home_score: number | null
  away_score: number | null
  starter: boolean
  played: boolean
} & { [Key in CountKey]: number | null }

/** A player's points in a game, explained. */
export type PlayerGamePoints = { playerId: number; breakdown: FantasyPointsBreakdown }

/** Whether the line's side won: the final score, overtime included (a draw wins nobody anything). */
function sideWon(row: Pick<LineRow, 'side' | 'home_score' | 'away_score'>): boolean {
  if (row.home_score === null || row.away_score === null) {
    return false
  }
  return row.side === 'H' ? row.home_score > row.away_score : row.away_score > row.home_score
}

function countsOf(row: LineRow): BoxScoreCounts & { played: boolean } {
  const counts = emptyCounts()
  for (const key of COUNT_KEYS) {
    counts[key] = row[key] ?? 0
  }
  return { ...counts, played: row.played }
}

/** Every box-score line of the game, scored by the rules (no line: a forfeit or a game not played yet). */
export async function gamePlayerPoints(
  database: Database,
  gameId: number,
  rules: FantasyGameRules,
): Promise<PlayerGamePoints[]> {
  const rows = await selectRows<LineRow>(
    database,
    sql`SELECT b.player_id, b.side, g.home_score, g.away_score, ${lineColumns}
        FROM box_score_lines b JOIN games g ON g.id = b.game_id
        WHERE b.game_id = ${gameId}`,
  )
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    breakdown: playerGamePoints(countsOf(row), sideWon(row), rules),
  }))
}

/**
 * Scores a final game's players into fantasy_player_points (again from scratch: a corrected box score or
 * changed rules replace the old points). Answers each player's starter points.
 *
 * @example
 * // ABA 2022-23, a player with PIR 20 in a home win: base 20, winBonus 2, points 22 under ELF's rules
 * await scoreGamePlayers(database, gameId, ELF_CLASSIC_RULES)
 */
export async function scoreGamePlayers(
  database: Database,
  gameId: number,
  rules: FantasyGameRules,
): Promise<Map<number, number>> {
  const scored = await gamePlayerPoints(database, gameId, rules)
  await database.delete(fantasyPlayerPoints).where(sql`${fantasyPlayerPoints.gameId} = ${gameId}`)
  if (scored.length > 0) {
    await database.insert(fantasyPlayerPoints).values(
      scored.map(({ playerId, breakdown }) => ({
        gameId,
        playerId,
        base: breakdown.base,
        won: breakdown.won,
        points: breakdown.points,
        breakdown: breakdown as unknown as Record<string, unknown>,
      })),
    )
  }
  return new Map(scored.map(({ playerId, breakdown }) => [playerId, breakdown.points]))
}
