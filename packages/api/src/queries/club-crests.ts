// A club's look from its approved team application: the crest's public address and the colours. The address
// carries the crest file's id, so a new crest is a new address and the old one may be cached for a year.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'

export type ClubColours = { primary: string; secondary: string }
export type ClubLook = { crestUrl: string | null; colours: ClubColours | null }

type LookRow = { slug: string; crest_file_id: string | null; colours: ClubColours | null }

/** The API path of a club's crest (GET /v2/website/clubs/{club}/crest), versioned by the file. */
export const crestPathOf = (clubSlug: string, crestFileId: string) =>
  `/v2/website/clubs/${encodeURIComponent(clubSlug)}/crest?v=${crestFileId.slice(0, 8)}`

function lookOf(row: LookRow | undefined): ClubLook {
  return {
    crestUrl: row?.crest_file_id ? crestPathOf(row.slug, String(row.crest_file_id)) : null,
    colours: row?.colours ?? null,
  }
}

/** Only a crest made public (by an approval) has an address; a crest still under review has none. */
const looksQuery = (clientId: number) =>
  sql`SELECT c.slug, f.id AS crest_file_id, c.colours FROM clubs c
      LEFT JOIN uploaded_files f ON f.id = c.crest_file_id AND f.client_id = c.client_id AND f.is_public
      WHERE c.client_id = ${clientId}`

/** Every club's look by club slug. */
export async function clubLooks(database: Database, clientId: number): Promise<Map<string, ClubLook>> {
  const rows = await selectRows<LookRow>(database, looksQuery(clientId))
  return new Map(rows.map((row) => [row.slug, lookOf(row)]))
}

/** One club's look; no crest and no colours when the club has none (or is unknown). */
export async function clubLook(database: Database, clientId: number, clubSlug: string): Promise<ClubLook> {
  const [row] = await selectRows<LookRow>(database, sql`${looksQuery(clientId)} AND c.slug = ${clubSlug}`)
  return lookOf(row)
}

/** The public crest file of a club: its id (the file store's key) and type; undefined when it has none. */
export async function publicCrestFile(
  database: Database,
  clientId: number,
  clubSlug: string,
): Promise<{ id: string; contentType: string } | undefined> {
  const [row] = await selectRows<{ id: string; content_type: string }>(
    database,
    sql`SELECT f.id, f.content_type FROM clubs c
        JOIN uploaded_files f ON f.id = c.crest_file_id AND f.client_id = c.client_id AND f.is_public
        WHERE c.client_id = ${clientId} AND c.slug = ${clubSlug}`,
  )
  return row === undefined ? undefined : { id: String(row.id), contentType: row.content_type }
}
