// The staff role: who may use a client's staff area. Offered per client from the command line
// (`league-api staff add <email> --client <slug>` mails an invitation, accepted like the operator's), checked
// on every staff route by `requireStaff`; grants and removals go to the staff audit log.
import { and, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/connection.ts'
import { clients, roleInvitations } from '../db/schema/accounts.ts'
import { clientStaff } from '../db/schema/staff.ts'
import { DomainError } from '../domain-errors.ts'
import type { AppEnv } from '../http/env.ts'
import { recordStaffChange } from './staff-audit.ts'
import { findUserByEmail, normalizeEmail, signedInAccount, type UserRow } from './users.ts'

export class StaffError extends Error {}

/** What the audit log keeps of a staff role, before or after a grant or removal. */
const roleSnapshot = (user: UserRow, grantedAt: Date) => ({
  role: 'staff',
  email: user.email,
  name: user.name,
  grantedAt: grantedAt.toISOString(),
})

async function clientIdOf(database: Database, clientSlug: string): Promise<number> {
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, clientSlug)).limit(1)
  if (client === undefined) {
    throw new StaffError(`No client "${clientSlug}" (see clients/<slug>/client.json).`)
  }
  return client.id
}

/**
 * Grants the staff role inside the transaction that accepts its invitation, and records it with the
 * accepting account as actor. Idempotent: an account already staff is left as it was, and nothing recorded.
 */
export async function grantStaffIn(transaction: Database, clientId: number, user: UserRow, now: Date): Promise<void> {
  const granted = await transaction
    .insert(clientStaff)
    .values({ clientId, userId: user.id, grantedAt: now })
    .onConflictDoNothing()
    .returning({ userId: clientStaff.userId })
  if (granted.length === 0) {
    return
  }
  await recordStaffChange(transaction, {
    clientId,
    userId: user.id,
    action: 'staff.grant',
    entityType: 'staff',
    entityId: user.uuid,
    before: null,
    after: roleSnapshot(user, now),
    at: now,
  })
}

/**
 * Grants the staff role straight away, without an invitation: for a league's set-up scripts and test
 * suites that stand for a person who already accepted one. The account must have proven its address.
 */
export async function grantStaff(database: Database, email: string, clientSlug: string): Promise<void> {
  const user = await findUserByEmail(database, email)
  if (user === undefined || user.emailVerifiedAt === null) {
    throw new StaffError(`No account with the confirmed e-mail address ${email}: it can be given no role.`)
  }
  const clientId = await clientIdOf(database, clientSlug)
  await database.transaction((transaction) => grantStaffIn(transaction, clientId, user, new Date()))
}

/**
 * Takes the staff role away (and any invitation to it not accepted yet); `requireStaff` reads the role on
 * every request, so the next staff request of that account is refused. `actorUserId` null is the command
 * line. Answers whether there was a role to take.
 */
export async function removeStaff(
  database: Database,
  email: string,
  clientSlug: string,
  actorUserId: number | null = null,
): Promise<boolean> {
  const clientId = await clientIdOf(database, clientSlug)
  const user = await findUserByEmail(database, email)
  return database.transaction(async (transaction) => {
    await transaction
      .delete(roleInvitations)
      .where(
        and(
          eq(roleInvitations.clientId, clientId),
          eq(roleInvitations.role, 'staff'),
          eq(roleInvitations.email, normalizeEmail(email)),
          isNull(roleInvitations.acceptedAt),
        ),
      )
    if (user === undefined) {
      return false
    }
    const [removed] = await transaction
      .delete(clientStaff)
      .where(and(eq(clientStaff.clientId, clientId), eq(clientStaff.userId, user.id)))
      .returning({ grantedAt: clientStaff.grantedAt })
    if (removed === undefined) {
      return false
    }
    await recordStaffChange(transaction, {
      clientId,
      userId: actorUserId,
      action: 'staff.remove',
      entityType: 'staff',
      entityId: user.uuid,
      before: roleSnapshot(user, removed.grantedAt),
      after: null,
    })
    return true
  })
}

export async function isStaff(database: Database, clientId: number, userId: number): Promise<boolean> {
  const [row] = await database
    .select({ userId: clientStaff.userId })
    .from(clientStaff)
    .where(and(eq(clientStaff.clientId, clientId), eq(clientStaff.userId, userId)))
    .limit(1)
  return row !== undefined
}

export type StaffEnv = AppEnv & { Variables: { staffUserId: number } }

/**
 * After `requireUser`: only staff of the request's client pass (staff of another league get a 403 here);
 * sets `staffUserId`, the actor of the changes the route records.
 */
export function requireStaff(): MiddlewareHandler<StaffEnv> {
  return async function checkStaff(context, next) {
    const database = context.var.database
    const user = await signedInAccount(database, context.var.userId)
    if (!(await isStaff(database, context.var.client.id, user.id))) {
      throw new DomainError(
        'forbidden',
        'not_staff',
        `Your account is not staff of ${context.var.client.name}: ask the league for an invitation.`,
      )
    }
    context.set('staffUserId', user.id)
    await next()
  }
}
