// Play-by-play events and shots: every column of pbp.csv and shots.csv. Neither table has foreign keys
// (each cost a lookup and a row lock per row), so the ids come from rows written in this transaction.
import { playByPlayEvents, shots } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import type { SeasonFiles } from '../season-files.ts'
import { changedGameIds, rowsOfChangedGames, type WrittenGames } from './games.ts'

export async function writePlayByPlayAndShots(
  context: ImportContext,
  season: SeasonFiles,
  folderName: string,
  teamIds: Map<string, number>,
  written: WrittenGames,
): Promise<void> {
  const teamOrNull = (code: string | null): number | null => (code === null ? null : teamIds.get(code)!)
  // A few events name a player no players.csv of the season lists: kept without a player, reported once.
  const unknownPlayers = new Map<number, number>()
  const playerOrNull = (sourceId: number | null): number | null => {
    if (sourceId === null) {
      return null
    }
    const id = context.ids.players.get(sourceId)
    if (id === undefined) {
      unknownPlayers.set(sourceId, (unknownPlayers.get(sourceId) ?? 0) + 1)
      return null
    }
    return id
  }
  const parentIds = changedGameIds(written)

  context.progress.step(`writing ${season.season}: play-by-play`)
  const eventRows = rowsOfChangedGames(context, season.playByPlay, written).map(
    (event): ImportRow<typeof playByPlayEvents> => ({
      gameId: written.gameIds.get(event.game_id)!,
      sequence: event.seq,
      period: event.period,
      clock: event.clock,
      side: event.side,
      seasonTeamId: teamOrNull(event.team_id),
      playerId: playerOrNull(event.player_id),
      event: event.event,
      subtype: event.subtype,
      shotValue: event.shot_value,
      valueSource: event.value_src,
      homeScore: event.home_score,
      awayScore: event.away_score,
      shotX: event.shot_x,
      shotY: event.shot_y,
      shotSequence: event.shot_seq,
      inferred: event.inferred,
    }),
  )
  await context.upsert(playByPlayEvents, { key: ['gameId', 'sequence'], rows: eventRows, countsForProgress: true })
  await context.deleteStale(playByPlayEvents, {
    parent: 'gameId',
    parentIds,
    key: ['gameId', 'sequence'],
    kept: eventRows,
  })

  context.progress.step(`writing ${season.season}: shots`)
  const shotRows = rowsOfChangedGames(context, season.shots, written).map((shot): ImportRow<typeof shots> => ({
    gameId: written.gameIds.get(shot.game_id)!,
    shotSequence: shot.shot_seq,
    side: shot.side,
    seasonTeamId: teamOrNull(shot.team_id),
    playerId: playerOrNull(shot.player_id),
    made: shot.made,
    x: shot.x,
    y: shot.y,
    playByPlaySequence: shot.pbp_seq,
  }))
  await context.upsert(shots, { key: ['gameId', 'shotSequence'], rows: shotRows, countsForProgress: true })
  await context.deleteStale(shots, { parent: 'gameId', parentIds, key: ['gameId', 'shotSequence'], kept: shotRows })

  for (const [sourceId, count] of unknownPlayers) {
    context.options.onWarning?.(
      `${folderName}: ${count} play-by-play or shot rows name player ${sourceId}, who is in no imported players.csv; kept without a player`,
    )
  }
}
