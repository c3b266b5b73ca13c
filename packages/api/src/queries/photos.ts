// Photos of clubs, players and games. The imported data has none, so these lists are empty until a client
// adds photos; the site shows an honest empty state.
import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'

/** The game's video link, its title in `locale` (English when that has none). */
export async function gameVideoOf(
  database: Database,
  gameId: number,
  locale = 'en',
): Promise<{ url: string; title: string } | null> {
  const [row] = await selectRows<{ url: string; title: LocalizedText }>(
    database,
    sql`SELECT url, title FROM game_videos WHERE game_id = ${gameId}`,
  )
  return row === undefined ? null : { url: row.url, title: row.title[locale] ?? row.title['en'] ?? '' }
}

export async function photosOf(
  database: Database,
  clientId: number,
  subject: { club?: string; player?: string; game?: string; season?: string },
  locale = 'en',
): Promise<{ url: string; caption: string; takenAt: string | null }[]> {
  const filters: SQL[] = [sql`ph.client_id = ${clientId}`]
  if (subject.club !== undefined) {
    filters.push(sql`ph.club_id = (SELECT id FROM clubs WHERE client_id = ${clientId} AND slug = ${subject.club})`)
  }
  if (subject.player !== undefined) {
    filters.push(
      sql`ph.player_id = (SELECT id FROM players WHERE client_id = ${clientId} AND slug = ${subject.player})`,
    )
  }
  if (subject.game !== undefined) {
    filters.push(sql`ph.game_id IN (SELECT g.id FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id
      JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId} AND NOT ls.draft AND g.slug = ${subject.game})`)
  }
  if (subject.season !== undefined) {
    // A photo belongs to a season by the season folder that imported it, or by the day it was taken.
    filters.push(sql`EXISTS (SELECT 1 FROM seasons s WHERE s.client_id = ${clientId} AND s.slug = ${subject.season}
      AND (ph.import_season_id = s.id OR ph.taken_at::date BETWEEN s.start_date AND s.end_date))`)
  }
  const rows = await selectRows<{ url: string; caption: LocalizedText; taken_at: unknown }>(
    database,
    sql`SELECT ph.url, ph.caption, ph.taken_at FROM photos ph WHERE ${sql.join(filters, sql` AND `)} ORDER BY ph.taken_at DESC NULLS LAST, ph.id`,
  )
  return rows.map((row) => ({
    url: row.url,
    caption: row.caption[locale] ?? row.caption['en'] ?? '',
    takenAt:
      row.taken_at === null
        ? null
        : new Date(String(row.taken_at instanceof Date ? row.taken_at.toISOString() : row.taken_at)).toISOString(),
  }))
}
