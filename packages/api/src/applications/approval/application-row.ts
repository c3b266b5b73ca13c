// The application a staff review works on, loaded by its uuid within the request's client, with the league
// season it is for. Kept small and local to the review: the lifecycle's own loader (applications/) serves the
// club's link, which must not tell a wrong uuid from a revoked or expired one; staff may see all three.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import type { ApplicationForm } from '../../contract/team-application-form.ts'

export type ReviewedApplication = {
  id: number
  uuid: string
  clientId: number
  leagueSeasonId: number
  clubId: number | null
  proposedClubName: string | null
  status: string
  version: number
  form: ApplicationForm
  revoked: boolean
  season: { id: number; slug: string; name: string }
}

type ApplicationRow = {
  id: number
  uuid: string
  client_id: number
  league_season_id: number
  club_id: number | null
  proposed_club_name: string | null
  status: string
  version: number
  form: ApplicationForm
  revoked_at: unknown
  season_id: number
  season_slug: string
  season_name: string
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The client's application with this uuid; undefined when there is none (or the text is no uuid at all). */
export async function findReviewedApplication(
  database: Database,
  clientId: number,
  uuid: string,
): Promise<ReviewedApplication | undefined> {
  if (!uuidPattern.test(uuid)) {
    return undefined
  }
  const [row] = await selectRows<ApplicationRow>(
    database,
    sql`SELECT a.id, a.uuid, a.client_id, a.league_season_id, a.club_id, a.proposed_club_name, a.status,
          a.version, a.form, a.revoked_at, s.id AS season_id, s.slug AS season_slug, s.name AS season_name
        FROM team_applications a
        JOIN league_seasons ls ON ls.id = a.league_season_id
        JOIN seasons s ON s.id = ls.season_id
        WHERE a.uuid = ${uuid}::uuid AND a.client_id = ${clientId}`,
  )
  if (row === undefined) {
    return undefined
  }
  return {
    id: Number(row.id),
    uuid: String(row.uuid),
    clientId: Number(row.client_id),
    leagueSeasonId: Number(row.league_season_id),
    clubId: row.club_id === null ? null : Number(row.club_id),
    proposedClubName: row.proposed_club_name,
    status: row.status,
    version: Number(row.version),
    form: row.form,
    revoked: row.revoked_at !== null,
    season: { id: Number(row.season_id), slug: row.season_slug, name: row.season_name },
  }
}

/** The application's uploaded files, id → kind, as the form's checks take them. */
export async function applicationFileKinds(database: Database, applicationId: number): Promise<Map<string, string>> {
  const rows = await selectRows<{ id: string; kind: string }>(
    database,
    sql`SELECT id, kind FROM uploaded_files WHERE application_id = ${applicationId}`,
  )
  return new Map(rows.map((row) => [String(row.id), row.kind]))
}
