// The application a club's link names, as the file routes see it: of the request's client, not revoked, not
// expired. Anything else is "no application at this link", whether it ever existed or not.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { teamApplications } from '../db/schema/applications.ts'
import { isUuid } from './stored-files.ts'

export type LinkedApplication = { id: number; uuid: string; status: string }

export async function findApplicationOfLink(
  database: Database,
  where: { clientId: number; uuid: string; now: Date },
): Promise<LinkedApplication | undefined> {
  if (!isUuid(where.uuid)) {
    return undefined
  }
  const [row] = await database
    .select({ id: teamApplications.id, uuid: teamApplications.uuid, status: teamApplications.status })
    .from(teamApplications)
    .where(
      and(
        eq(teamApplications.clientId, where.clientId),
        eq(teamApplications.uuid, where.uuid.toLowerCase()),
        isNull(teamApplications.revokedAt),
        gt(teamApplications.expiresAt, where.now),
      ),
    )
    .limit(1)
  return row
}
