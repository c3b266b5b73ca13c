// The staff audit log: every change a staff member makes in a client is recorded inside the transaction of
// the change (so a change without its entry, or an entry without its change, cannot be committed), with who,
// when, what, and the entity before and after. Staff read it newest first (GET /v2/website/staff/audit).
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { users } from '../db/schema/accounts.ts'
import { staffAudit } from '../db/schema/staff.ts'

/** A JSON value as stored in `before`/`after`. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue }

export type StaffChange = {
  clientId: number
  /** The account that made the change; null for the command line or the admin token ("system"). */
  userId: number | null
  /** What was done, `<entity>.<verb>`: `staff.grant`, `application.approve`. */
  action: string
  entityType: string
  entityId: string
  /** The entity before the change (null when created) and after it (null when deleted). */
  before: AuditValue
  after: AuditValue
  at?: Date
}

/** Records one change; call it with the transaction that makes the change. */
export async function recordStaffChange(transaction: Database, change: StaffChange): Promise<void> {
  await transaction.insert(staffAudit).values({
    clientId: change.clientId,
    userId: change.userId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
    ...(change.at === undefined ? {} : { at: change.at }),
  })
}

export type AuditEntry = {
  id: number
  at: Date
  /** Null when the command line or the admin token made the change. */
  actor: { name: string; email: string | null } | null
  action: string
  entityType: string
  entityId: string
  before: unknown
  after: unknown
}

export type AuditPage = { entries: AuditEntry[]; total: number }

/** One page of a client's audit log, newest first, optionally of one entity type. */
export async function readStaffAudit(
  database: Database,
  options: { clientId: number; page: number; pageSize: number; entityType?: string | undefined },
): Promise<AuditPage> {
  const where = and(
    eq(staffAudit.clientId, options.clientId),
    options.entityType === undefined ? undefined : eq(staffAudit.entityType, options.entityType),
  )
  const [rows, [totals]] = await Promise.all([
    database
      .select({ entry: staffAudit, name: users.name, email: users.email })
      .from(staffAudit)
      .leftJoin(users, eq(users.id, staffAudit.userId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    database.select({ total: count() }).from(staffAudit).where(where),
  ])
  return {
    total: totals?.total ?? 0,
    entries: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.userId === null || name === null ? null : { name, email },
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
  }
}
