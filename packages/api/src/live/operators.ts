// The operator role: who may post live events for a client's games. Offered per client from the command
// line (`league-api operator add <email> --client <slug>` mails an invitation), checked on every event.
import { and, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { findUserByEmail, normalizeEmail, signedInAccount } from '../auth/users.ts'
import type { Database } from '../db/connection.ts'
import { clients, roleInvitations } from '../db/schema/accounts.ts'
import { clientOperators } from '../db/schema/live.ts'
import type { AppEnv } from '../http/env.ts'
import { DomainError } from '../domain-errors.ts'

export class OperatorError extends Error {}

async function clientIdOf(database: Database, clientSlug: string): Promise<number> {
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, clientSlug)).limit(1)
  if (client === undefined) {
    throw new OperatorError(`No client "${clientSlug}" (see clients/<slug>/client.json).`)
  }
  return client.id
}

/**
 * Makes the account with this email an operator of the client at once; idempotent. For fixtures and tests:
 * people get the role by invitation (auth/role-invitations.ts). Refuses an account whose address is not
 * verified, so whoever registered someone else's address first cannot be made operator.
 */
export async function grantOperator(database: Database, email: string, clientSlug: string): Promise<void> {
  const user = await findUserByEmail(database, email)
  if (user === undefined) {
    throw new OperatorError(`No account with the email ${email}: the person signs up on the site first.`)
  }
  if (user.emailVerifiedAt === null) {
    throw new OperatorError(`The account ${email} has not confirmed its e-mail address: it can be given no role.`)
  }
  const clientId = await clientIdOf(database, clientSlug)
  await database.insert(clientOperators).values({ clientId, userId: user.id }).onConflictDoNothing()
}

/**
 * Takes the operator role away (and any invitation to it not accepted yet); `requireOperator` reads the role
 * on every request, so the next event of that account is refused. Answers whether there was a role to take.
 */
export async function removeOperator(database: Database, email: string, clientSlug: string): Promise<boolean> {
  const clientId = await clientIdOf(database, clientSlug)
  await database
    .delete(roleInvitations)
    .where(
      and(
        eq(roleInvitations.clientId, clientId),
        eq(roleInvitations.email, normalizeEmail(email)),
        isNull(roleInvitations.acceptedAt),
      ),
    )
  const user = await findUserByEmail(database, email)
  if (user === undefined) {
    return false
  }
  const removed = await database
    .delete(clientOperators)
    .where(and(eq(clientOperators.clientId, clientId), eq(clientOperators.userId, user.id)))
    .returning({ userId: clientOperators.userId })
  return removed.length > 0
}

export async function isOperator(database: Database, clientId: number, userId: number): Promise<boolean> {
  const [row] = await database
    .select({ userId: clientOperators.userId })
    .from(clientOperators)
    .where(and(eq(clientOperators.clientId, clientId), eq(clientOperators.userId, userId)))
    .limit(1)
  return row !== undefined
}

/** After `requireUser`: only operators of the request's client pass; sets `operatorUserId`. */
export function requireOperator(): MiddlewareHandler<AppEnv & { Variables: { operatorUserId: number } }> {
  return async function checkOperator(context, next) {
    const database = context.var.database
    const user = await signedInAccount(database, context.var.userId)
    if (!(await isOperator(database, context.var.client.id, user.id))) {
      throw new DomainError(
        'forbidden',
        'not_operator',
        `Your account is not an operator of ${context.var.client.name}: ask the league for an invitation.`,
      )
    }
    context.set('operatorUserId', user.id)
    await next()
  }
}
