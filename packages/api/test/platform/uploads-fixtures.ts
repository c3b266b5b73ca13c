// For the upload tests: the files of helpers/sample-files.ts, an application row to upload to, and what is
// left on disk and in the database after a request.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/connection.ts'
import { clients } from '../../src/db/schema/accounts.ts'
import { teamApplications, uploadedFiles } from '../../src/db/schema/applications.ts'
import type { ApplicationStatus } from '../../src/contract/team-application-form.ts'
import { abaOrigin } from '../helpers/app.ts'
import { leagueSeason2022 } from '../helpers/imported-database.ts'

export * from '../helpers/sample-files.ts'

/** A multipart upload request as a browser's form would send it. */
export function uploadRequest(
  kind: string,
  bytes: Uint8Array | undefined,
  fileName: string,
  options: { declaredType?: string; headers?: Record<string, string> } = {},
): RequestInit {
  const form = new FormData()
  form.set('kind', kind)
  if (bytes !== undefined) {
    form.set('file', new File([bytes], fileName, { type: options.declaredType ?? 'application/octet-stream' }))
  }
  return { method: 'POST', body: form, headers: { Origin: abaOrigin, ...options.headers } }
}

export type ApplicationRow = { id: number; uuid: string }

export async function abaClientId(database: Database): Promise<number> {
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'aba'))
  if (client === undefined) {
    throw new Error('The test database has no ABA client')
  }
  return client.id
}

/** An application of the ABA League for its 2022-23 season, inserted as the staff's route would. */
export async function insertApplication(
  database: Database,
  options: { status?: ApplicationStatus; expiresAt?: Date; revokedAt?: Date } = {},
): Promise<ApplicationRow> {
  const [row] = await database
    .insert(teamApplications)
    .values({
      uuid: randomUUID(),
      clientId: await abaClientId(database),
      leagueSeasonId: await leagueSeason2022(database),
      proposedClubName: 'KK Test Upload',
      status: options.status ?? 'draft',
      form: {},
      expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      revokedAt: options.revokedAt ?? null,
    })
    .returning({ id: teamApplications.id, uuid: teamApplications.uuid })
  if (row === undefined) {
    throw new Error('The application was not inserted')
  }
  return row
}

export async function fileRowsOf(database: Database, applicationId: number): Promise<number> {
  const [row] = await database
    .select({ files: count() })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.applicationId, applicationId))
  return row?.files ?? 0
}

/** The names in the store's folder (none when it was never created). */
export function filesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : []
}
