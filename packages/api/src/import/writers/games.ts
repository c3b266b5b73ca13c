// Games. Each carries a fingerprint of its detail rows (box score, play-by-play, shots) so a re-import can
// skip the detail tables of every game whose lines did not change.
import { eq, sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { selectRows } from '../../db/connection.ts'
import { games } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import { searchFold } from '../names/fold.ts'
import { duelKeyOf, phaseSlugs } from '../phases.ts'
import type { GameRow, SeasonFiles } from '../season-files.ts'

export type WrittenGames = {
  /** Game id by the source's game id (`22_6`). */
  gameIds: Map<string, number>
  /** Source ids of the games whose detail rows differ from the stored ones (all of them on a first import). */
  changedGames: Set<string>
}

export async function writeGames(
  context: ImportContext,
  season: SeasonFiles,
  references: {
    leagueSeasonId: number
    teamIds: Map<string, number>
    roundIds: Map<string, number>
    duelIds: Map<string, number>
  },
): Promise<WrittenGames> {
  const { leagueSeasonId, teamIds, roundIds, duelIds } = references
  const { venues: venueIds, referees: refereeIds } = context.ids
  const fingerprints = detailFingerprints(season)
  const storedFingerprints = new Map(
    (
      await selectRows<{ source_id: string; details_fingerprint: string | null }>(
        context.executor,
        sql`SELECT ${games.sourceId} AS source_id, ${games.detailsFingerprint} AS details_fingerprint FROM ${games}
            WHERE ${eq(games.leagueSeasonId, leagueSeasonId)}`,
      )
    ).map((row) => [row.source_id, row.details_fingerprint]),
  )
  const changedGames = new Set(
    season.games
      .map((game) => game.game_id)
      .filter((gameId) => storedFingerprints.get(gameId) !== fingerprints.get(gameId)),
  )
  const rows = season.games.map((game): ImportRow<typeof games, 'calendarSequence' | 'updatedAt'> => {
    const phase = phaseSlugs[game.phase]
    const slug = game.game_id.replace('_', '-')
    return {
      leagueSeasonId,
      sourceId: game.game_id,
      slug,
      phase,
      phaseSource: game.phase_source,
      roundNumber: game.round,
      roundId: roundIds.get(`${phase}:${game.round}`) ?? null,
      playoffDuelId: duelIds.get(duelKeyOf(game)) ?? null,
      status: game.status,
      date: game.date,
      time: game.time,
      homeTeamId: teamIds.get(game.home_team_id)!,
      awayTeamId: teamIds.get(game.away_team_id)!,
      homeTeamName: game.home_team,
      awayTeamName: game.away_team,
      homeScore: game.home_score,
      awayScore: game.away_score,
      homePeriodScores: periodScores(game, 'home'),
      awayPeriodScores: periodScores(game, 'away'),
      venueId: game.venue === null ? null : venueIds.get(game.venue)!,
      attendance: game.attendance,
      refereeIds: [game.referee1, game.referee2, game.referee3]
        .filter((name): name is string => name !== null)
        .map((name) => refereeIds.get(name)!),
      sourceUrl: game.source_url,
      searchText: [slug, game.game_id, game.home_team, game.away_team].map(searchFold).join(' | '),
      detailsFingerprint: fingerprints.get(game.game_id) ?? null,
    }
  })
  // The calendar columns belong to the database's trigger, which bumps them only when a game changes.
  await context.upsert(games, { key: ['leagueSeasonId', 'sourceId'], rows, leave: ['calendarSequence', 'updatedAt'] })
  const gameIds = await context.idsBy<string>(
    sql`SELECT ${games.id} AS id, ${games.sourceId} AS key FROM ${games} WHERE ${eq(games.leagueSeasonId, leagueSeasonId)}`,
  )
  context.progress.advance(season.games.length)
  return { gameIds, changedGames }
}

/** A hash per game of the source lines of its box-score, play-by-play and shot rows, in file order. */
function detailFingerprints(season: SeasonFiles): Map<string, string> {
  const hashes = new Map<string, ReturnType<typeof createHash>>()
  const files = [
    ['box', season.boxScores, season.lines.boxScores],
    ['pbp', season.playByPlay, season.lines.playByPlay],
    ['shot', season.shots, season.lines.shots],
  ] as const
  for (const [kind, rows, lines] of files) {
    rows.forEach((row, index) => {
      let hash = hashes.get(row.game_id)
      if (hash === undefined) {
        hash = createHash('sha1')
        hashes.set(row.game_id, hash)
      }
      hash.update(kind).update(lines[index]!)
    })
  }
  return new Map([...hashes].map(([gameId, hash]) => [gameId, hash.digest('base64url')]))
}

/** Points per period, overtimes appended only when played. */
function periodScores(game: GameRow, side: 'home' | 'away'): number[] {
  const periods = [
    game[`${side}_q1`],
    game[`${side}_q2`],
    game[`${side}_q3`],
    game[`${side}_q4`],
    game[`${side}_ot1`],
    game[`${side}_ot2`],
  ]
  return periods.filter((points): points is number => points !== null)
}

/**
 * The detail rows (box-score lines, events, shots) of the games whose lines changed; the rows of unchanged
 * games are skipped, and count as done on the progress bar.
 */
export function rowsOfChangedGames<Row extends { game_id: string }>(
  context: ImportContext,
  rows: Row[],
  { changedGames }: WrittenGames,
): Row[] {
  const kept = rows.filter((row) => changedGames.has(row.game_id))
  context.progress.advance(rows.length - kept.length)
  return kept
}

/** Database ids of the changed games: the parents whose stale detail rows are deleted. */
export function changedGameIds({ gameIds, changedGames }: WrittenGames): number[] {
  return [...changedGames].map((gameId) => gameIds.get(gameId)!)
}
