// A player's headshot, uploaded by staff: its public address, versioned by the file (a new headshot is a new
// file, so a new address, and the old one may be cached for a year), as crests are (club-crests.ts).
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'

/** The API path of a player's headshot (GET /v2/website/players/{player}/headshot), versioned by the file. */
export const headshotPathOf = (playerSlug: string, headshotFileId: string) =>
  `/v2/website/players/${encodeURIComponent(playerSlug)}/headshot?v=${headshotFileId.slice(0, 8)}`

const headshotsQuery = (clientId: number) =>
  sql`SELECT p.slug, f.id AS file_id, f.content_type FROM players p
      JOIN uploaded_files f ON f.id = p.headshot_file_id AND f.client_id = p.client_id AND f.is_public
      WHERE p.client_id = ${clientId}`

type HeadshotRow = { slug: string; file_id: string; content_type: string }

/** The public headshot file of a player: its id (the file store's key); undefined when there is none. */
export async function publicHeadshotFile(
  database: Database,
  clientId: number,
  playerSlug: string,
): Promise<{ id: string; contentType: string } | undefined> {
  const [row] = await selectRows<HeadshotRow>(database, sql`${headshotsQuery(clientId)} AND p.slug = ${playerSlug}`)
  return row === undefined ? undefined : { id: String(row.file_id), contentType: row.content_type }
}

/** The headshot address of one player; null without a headshot. */
export async function headshotUrlOf(database: Database, clientId: number, playerSlug: string): Promise<string | null> {
  const file = await publicHeadshotFile(database, clientId, playerSlug)
  return file === undefined ? null : headshotPathOf(playerSlug, file.id)
}

/** Headshot addresses of the players named, by slug (only those that have one). */
export async function headshotUrls(
  database: Database,
  clientId: number,
  playerSlugs: readonly string[],
): Promise<Map<string, string>> {
  if (playerSlugs.length === 0) {
    return new Map()
  }
  const rows = await selectRows<HeadshotRow>(
    database,
    sql`${headshotsQuery(clientId)} AND p.slug IN (${sql.join(
      playerSlugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`,
  )
  return new Map(rows.map((row) => [row.slug, headshotPathOf(row.slug, String(row.file_id))]))
}
