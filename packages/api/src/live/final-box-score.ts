// When an operator ends a live game, its result and box score are written like an imported game's, and the
// computed caches (standings, leaders, records) and the response cache are invalidated so they include it.
// A replay never writes: it re-plays a game whose official box score is already imported.
import type { LiveGameState } from '@league/live/state'
import { boxScoreLine } from '@league/stats/box-score-line'
import { COUNT_KEYS, type BoxScoreCounts } from '@league/stats/types'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { boxScoreLines, competitions, games, leagueSeasons, players } from '../db/schema/league.ts'
import { boxScoreFieldOf } from '../queries/box-score-rows.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { closeReopenings } from './reopenings.ts'

/** `1234` seconds → `20:34`, as the box score's minutes column. */
function minutesOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** The box-score fields of a played line, as an imported game's: counts, minutes, rebounds and PIR. */
function boxScoreRow(counts: BoxScoreCounts) {
  const statistics = boxScoreLine(counts)
  const countFields = Object.fromEntries(COUNT_KEYS.map((key) => [boxScoreFieldOf(key), counts[key]])) as Record<
    ReturnType<typeof boxScoreFieldOf>,
    number
  >
  return {
    minutes: minutesOf(counts.seconds),
    ...countFields,
    rebounds: statistics.rebounds,
    pir: statistics.pir,
  }
}

/** A player's line of a live state: the counts the final box score is written from (and live points read). */
export type LiveBoxScoreLine = {
  sourceId: string
  side: 'H' | 'A'
  played: boolean
  starter: boolean
  counts: BoxScoreCounts
}

/**
 * Every player line of a live state, as the final box score stores it. Live fantasy points read the same
 * lines (live/fantasy-live.ts), so what is shown live and what is scored at the end can never drift.
 */
export function liveBoxScoreLines(state: LiveGameState): LiveBoxScoreLine[] {
  return Object.values(state.players).map((player) => ({
    sourceId: player.id,
    side: player.teamId === state.home.id ? 'H' : 'A',
    played: player.played,
    starter: player.starter,
    counts: player.counts,
  }))
}

export async function writeFinalBoxScore(database: Database, gameId: number, state: LiveGameState): Promise<void> {
  await database.transaction(async (transaction) => {
    const [game] = await transaction
      .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, clientId: competitions.clientId })
      .from(games)
      .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
      .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
      .where(eq(games.id, gameId))
    if (game === undefined) {
      return
    }
    await transaction
      .update(games)
      .set({
        status: 'played',
        homeScore: state.home.score,
        awayScore: state.away.score,
        homePeriodScores: state.home.periodScores,
        awayPeriodScores: state.away.periodScores,
      })
      .where(eq(games.id, gameId))
    const livePlayers = Object.values(state.players)
    const known = await transaction
      .select({ id: players.id, sourceId: players.sourceId })
      .from(players)
      // Source ids are the source's, so two clients importing the same season hold the same ones: only the
      // game's own client's players are its players.
      .where(
        and(
          eq(players.clientId, game.clientId),
          inArray(players.sourceId, livePlayers.map((player) => Number(player.id)).filter(Number.isFinite)),
        ),
      )
    const internalIds = new Map(known.map((row) => [String(row.sourceId), row.id]))
    await transaction.delete(boxScoreLines).where(eq(boxScoreLines.gameId, gameId))
    const lines = new Map(liveBoxScoreLines(state).map((line) => [line.sourceId, line]))
    const rows = livePlayers.flatMap((player) => {
      const playerId = internalIds.get(player.id)
      const line = lines.get(player.id)
      if (playerId === undefined || line === undefined) {
        return []
      }
      return [
        {
          gameId,
          playerId,
          seasonTeamId: line.side === 'H' ? game.homeTeamId : game.awayTeamId,
          side: line.side,
          playerName: player.name,
          jersey: player.number ?? null,
          starter: line.starter,
          played: line.played,
          ...(line.played ? boxScoreRow(line.counts) : {}),
        },
      ]
    })
    if (rows.length > 0) {
      await transaction.insert(boxScoreLines).values(rows)
    }
    // The result is official again: the next operator event needs a new reopening.
    await closeReopenings(transaction, gameId)
  })
  invalidateComputedCache()
}
