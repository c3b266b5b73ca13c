// Box-score lines: every column of boxscores.csv, one row per player and game.
import { boxScoreLines } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import type { SeasonFiles } from '../season-files.ts'
import { changedGameIds, rowsOfChangedGames, type WrittenGames } from './games.ts'

export async function writeBoxScores(
  context: ImportContext,
  season: SeasonFiles,
  teamIds: Map<string, number>,
  written: WrittenGames,
): Promise<void> {
  context.progress.step(`writing ${season.season}: box scores`)
  const playerIds = context.ids.players
  const rows = rowsOfChangedGames(context, season.boxScores, written).map((line): ImportRow<typeof boxScoreLines> => ({
    gameId: written.gameIds.get(line.game_id)!,
    playerId: playerIds.get(line.player_id)!,
    seasonTeamId: teamIds.get(line.team_id)!,
    side: line.side,
    playerName: line.player_name,
    jersey: line.jersey,
    starter: line.starter,
    played: line.played,
    minutes: line.min,
    secondsPlayed: line.sec_played,
    points: line.pts,
    twoPointersMade: line.fg2m,
    twoPointersAttempted: line.fg2a,
    threePointersMade: line.fg3m,
    threePointersAttempted: line.fg3a,
    freeThrowsMade: line.ftm,
    freeThrowsAttempted: line.fta,
    offensiveRebounds: line.oreb,
    defensiveRebounds: line.dreb,
    rebounds: line.reb,
    assists: line.ast,
    steals: line.stl,
    turnovers: line.tov,
    blocks: line.blk,
    blocksAgainst: line.blk_against,
    foulsCommitted: line.pf,
    foulsDrawn: line.fd,
    plusMinus: line.plus_minus,
    pir: line.pir,
    pointsInPaint: line.pts_paint,
    secondChancePoints: line.pts_second_chance,
    fastBreakPoints: line.pts_fast_break,
  }))
  await context.upsert(boxScoreLines, { key: ['gameId', 'playerId'], rows, countsForProgress: true })
  await context.deleteStale(boxScoreLines, {
    parent: 'gameId',
    parentIds: changedGameIds(written),
    key: ['gameId', 'playerId'],
    kept: rows,
  })
}
