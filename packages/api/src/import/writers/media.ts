// Photos and game video links of a season folder's media.json: the season's imported media are replaced by
// the file's, inside the import's transaction. Without a media.json the stored media stay untouched.
import { sql } from 'drizzle-orm'
import { selectRows } from '../../db/connection.ts'
import type { ImportContext } from '../import-context.ts'
import type { SeasonFiles } from '../season-files.ts'

export async function writeMedia(
  context: ImportContext,
  season: SeasonFiles,
  leagueSeasonId: number,
  gameIds: ReadonlyMap<string, number>,
): Promise<void> {
  const media = season.media
  if (media === undefined) {
    return
  }
  const clientId = context.ids.clientId
  const [seasonRow] = await selectRows<{ season_id: number }>(
    context.executor,
    sql`SELECT season_id FROM league_seasons WHERE id = ${leagueSeasonId}`,
  )
  const seasonId = seasonRow!.season_id
  await selectRows(context.executor, sql`DELETE FROM photos WHERE import_season_id = ${seasonId} RETURNING id`)
  await selectRows(
    context.executor,
    sql`DELETE FROM game_videos WHERE game_id IN (SELECT id FROM games WHERE league_season_id = ${leagueSeasonId})
        RETURNING game_id`,
  )
  for (const photo of media.photos) {
    const gameId = photo.game === undefined ? null : gameIds.get(photo.game)!
    const clubId = photo.club === undefined ? null : context.ids.clubs.get(photo.club)!
    await selectRows(
      context.executor,
      sql`INSERT INTO photos (client_id, url, caption, club_id, game_id, taken_at, import_season_id)
          VALUES (${clientId}, ${photo.url}, ${JSON.stringify(photo.caption)}::jsonb, ${clubId}, ${gameId},
            ${photo.takenAt ?? null}::timestamptz, ${seasonId})
          RETURNING id`,
    )
  }
  for (const video of media.videos) {
    await selectRows(
      context.executor,
      sql`INSERT INTO game_videos (game_id, url, title)
          VALUES (${gameIds.get(video.game)!}, ${video.url}, ${JSON.stringify(video.title)}::jsonb)
          RETURNING game_id`,
    )
  }
}
