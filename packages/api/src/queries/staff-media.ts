// What staff pick from on the media page: every club of the league with its crest (drafts and clubs of no
// season yet included, unlike the fans' lists), and players found by name with their headshot. Names are
// folded as the public search folds them, so "Djordjevic" finds "Đorđević".
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import { searchFold } from '../import/names/fold.ts'
import { crestPathOf } from './club-crests.ts'
import { headshotPathOf } from './player-headshots.ts'

export async function staffMediaClubs(database: Database, clientId: number) {
  const rows = await selectRows<{ slug: string; name: string; code: string; file_id: string | null }>(
    database,
    sql`SELECT c.slug, c.name, c.code, f.id AS file_id FROM clubs c
        LEFT JOIN uploaded_files f ON f.id = c.crest_file_id AND f.client_id = c.client_id AND f.is_public
        WHERE c.client_id = ${clientId}
        ORDER BY c.name`,
  )
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    code: row.code,
    crestUrl: row.file_id === null ? null : crestPathOf(row.slug, String(row.file_id)),
  }))
}

/** At most this many players per search: a name narrows it down, staff type more rather than scroll. */
const playersPerSearch = 20

export async function staffMediaPlayers(database: Database, clientId: number, search: string) {
  const words = searchFold(search)
    .split(' ')
    .filter((word) => word.length > 0)
  if (words.length === 0) {
    return []
  }
  const everyWord = sql.join(
    words.map((word) => sql`p.search_text LIKE ${`%${word}%`}`),
    sql` AND `,
  )
  const rows = await selectRows<{ slug: string; name: string; file_id: string | null }>(
    database,
    sql`SELECT p.slug, p.name, f.id AS file_id FROM players p
        LEFT JOIN uploaded_files f ON f.id = p.headshot_file_id AND f.client_id = p.client_id AND f.is_public
        WHERE p.client_id = ${clientId} AND ${everyWord}
        ORDER BY p.name LIMIT ${playersPerSearch}`,
  )
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    headshotUrl: row.file_id === null ? null : headshotPathOf(row.slug, String(row.file_id)),
  }))
}
