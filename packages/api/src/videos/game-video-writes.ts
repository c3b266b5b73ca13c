// A game's video link as staff set it (contract/game-videos.ts turns what they typed into the address to
// store), and the games staff pick from. Each write records its audit entry in the same transaction and lets
// the sites revalidate.
import { defaultVideoHosts } from '@league/client-league/client-schema'
import { sql } from 'drizzle-orm'
import { recordStaffChange } from '../auth/staff-audit.ts'
import { parseVideoLink, videoLinkProblemMessages, type GameVideoForm } from '../contract/game-videos.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { gameVideos, type LocalizedText } from '../db/schema/media.ts'
import { textOf } from '../documents/document-writes.ts'
import { DomainError } from '../domain-errors.ts'
import type { TenantClient } from '../http/env.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'

export type VideoActor = { client: TenantClient; userId: number; now: Date }

/** The hosts this client's videos may come from (client.json `videoHosts`, YouTube's and Vimeo's players by default). */
export function videoHostsOf(client: TenantClient): readonly string[] {
  return client.settings.videoHosts ?? defaultVideoHosts
}

/** The game of the client with this slug; a 404 for any other. */
export async function gameIdOf(database: Database, clientId: number, slug: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`SELECT g.id FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id
        JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId} AND g.slug = ${slug} LIMIT 1`,
  )
  if (row === undefined) {
    throw new DomainError('not_found', 'game_not_found', `No game "${slug}" in this league`)
  }
  return Number(row.id)
}

async function currentVideo(database: Database, gameId: number) {
  const [row] = await selectRows<{ url: string; title: LocalizedText }>(
    database,
    sql`SELECT url, title FROM game_videos WHERE game_id = ${gameId}`,
  )
  return row === undefined ? null : { url: row.url, title: textOf(row.title) }
}

export async function setGameVideo(
  database: Database,
  actor: VideoActor,
  game: string,
  form: GameVideoForm,
): Promise<{ url: string; title: Record<string, string> }> {
  const parsed = parseVideoLink(form.url, videoHostsOf(actor.client))
  if (!parsed.ok) {
    const message = videoLinkProblemMessages[parsed.problem]
    throw new DomainError('refused', `video_${parsed.problem}`, message, { fields: { url: message } })
  }
  const video = { url: parsed.url, title: textOf(form.title) }
  await database.transaction(async (transaction) => {
    const gameId = await gameIdOf(transaction, actor.client.id, game)
    const before = await currentVideo(transaction, gameId)
    await transaction
      .insert(gameVideos)
      .values({ gameId, ...video })
      .onConflictDoUpdate({ target: gameVideos.gameId, set: video })
    await recordStaffChange(transaction, {
      clientId: actor.client.id,
      userId: actor.userId,
      action: 'game-video.set',
      entityType: 'game',
      entityId: game,
      before,
      after: video,
      at: actor.now,
    })
  })
  invalidateComputedCache()
  return video
}

export async function removeGameVideo(database: Database, actor: VideoActor, game: string): Promise<void> {
  await database.transaction(async (transaction) => {
    const gameId = await gameIdOf(transaction, actor.client.id, game)
    const before = await currentVideo(transaction, gameId)
    if (before === null) {
      throw new DomainError('not_found', 'video_not_found', 'This game has no video link')
    }
    await transaction.execute(sql`DELETE FROM game_videos WHERE game_id = ${gameId}`)
    await recordStaffChange(transaction, {
      clientId: actor.client.id,
      userId: actor.userId,
      action: 'game-video.remove',
      entityType: 'game',
      entityId: game,
      before,
      after: null,
      at: actor.now,
    })
  })
  invalidateComputedCache()
}

export type StaffGameRow = {
  slug: string
  date: string | null
  home: string
  away: string
  phase: string
  video: { url: string; title: Record<string, string> } | null
}

/** The games of a season (by slug), the latest first, each with its video link; for the staff video page. */
export async function gamesWithVideos(database: Database, clientId: number, season: string): Promise<StaffGameRow[]> {
  const rows = await selectRows<{
    slug: string
    date: unknown
    home_team_name: string
    away_team_name: string
    phase: string
    url: string | null
    title: Record<string, string> | null
  }>(
    database,
    sql`SELECT g.slug, g.date, g.home_team_name, g.away_team_name, g.phase, v.url, v.title
        FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id JOIN seasons s ON s.id = ls.season_id
        LEFT JOIN game_videos v ON v.game_id = g.id
        WHERE s.client_id = ${clientId} AND s.slug = ${season}
        ORDER BY g.date DESC NULLS LAST, g.id DESC LIMIT 400`,
  )
  return rows.map((row) => ({
    slug: row.slug,
    date: row.date === null ? null : String(row.date instanceof Date ? row.date.toISOString() : row.date).slice(0, 10),
    home: row.home_team_name,
    away: row.away_team_name,
    phase: row.phase,
    video: row.url === null ? null : { url: row.url, title: row.title ?? {} },
  }))
}
