// The operator role: who may post live events for a client's games. Granted per client from the command
// line (`league-api operator add <email> --client <slug>`), checked on every event.
import { and, eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { findUserByEmail, findUserByUuid } from '../auth/users.ts'
import type { Database } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import { clientOperators } from '../db/schema/live.ts'
import type { AppEnv } from '../http/env.ts'
import { DomainError } from '../domain-errors.ts'

export class OperatorError extends Error {}

/** Makes the account with this email an operator of the client; idempotent. */
export async function grantOperator(database: Database, email: string, clientSlug: string): Promise<void> {
  const user = await findUserByEmail(database, email)
  if (user === undefined) {
    throw new OperatorError(`No account with the email ${email}: the person signs up on the site first.`)
  }
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, clientSlug)).limit(1)
  if (client === undefined) {
    throw new OperatorError(`No client "${clientSlug}" (see clients/<slug>/client.json).`)
  }
  await database.insert(clientOperators).values({ clientId: client.id, userId: user.id }).onConflictDoNothing()
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
    const user = context.var.userId === undefined ? undefined : await findUserByUuid(database, context.var.userId)
    if (user === undefined) {
      throw new DomainError(
        'unauthenticated',
        'unauthenticated',
        'Sign in first: this needs an Authorization: Bearer token',
      )
    }
    if (!(await isOperator(database, context.var.client.id, user.id))) {
      throw new DomainError(
        'forbidden',
        'not_operator',
        `Your account is not an operator of ${context.var.client.name}: ask the league to run "league-api operator add".`,
      )
    }
    context.set('operatorUserId', user.id)
    await next()
  }
}
