// User accounts: creation by password or Google, lookup, and the per-user middleware that turns a bearer
// token into the signed-in user's uuid.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/connection.ts'
import { users } from '../db/schema/accounts.ts'
import { privateCacheControl } from '../http/cache.ts'
import type { AppEnv } from '../http/env.ts'
import { DomainError } from '../domain-errors.ts'
import type { AccessTokens } from './access-tokens.ts'

export type UserRow = typeof users.$inferSelect

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(database: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await database
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1)
  return row
}

export async function findUserByUuid(database: Database, uuid: string): Promise<UserRow | undefined> {
  const [row] = await database.select().from(users).where(eq(users.uuid, uuid)).limit(1)
  return row
}

/** The signed-in account of a request that passed `requireUser` (its token's uuid), or a 401 to sign in. */
export async function signedInAccount(database: Database, userUuid: string | undefined): Promise<UserRow> {
  const user = userUuid === undefined ? undefined : await findUserByUuid(database, userUuid)
  if (user === undefined) {
    throw new DomainError(
      'unauthenticated',
      'unauthenticated',
      'Sign in first: this needs an Authorization: Bearer token',
    )
  }
  return user
}

export async function findUserByGoogleSubject(database: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await database.select().from(users).where(eq(users.googleSubject, subject)).limit(1)
  return row
}

function isUniqueViolation(error: unknown): boolean {
  // postgres-js puts the SQLSTATE on the error, PGlite too; drizzle may wrap it in `cause`.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') {
      return true
    }
  }
  return false
}

/** Inserts a user; a taken email (or Google account) becomes a 409 even when two requests race. */
export async function createUser(
  database: Database,
  values: {
    email: string | null
    name: string
    passwordHash?: string | null
    googleSubject?: string | null
    /** The language notifications and mails are written in; the league's first one when null. */
    language?: string | null
    /** When the address was proven (Google's `email_verified`); unverified when not given. */
    emailVerifiedAt?: Date | null
  },
): Promise<UserRow> {
  try {
    const [row] = await database
      .insert(users)
      .values({
        email: values.email === null ? null : normalizeEmail(values.email),
        name: values.name,
        passwordHash: values.passwordHash ?? null,
        googleSubject: values.googleSubject ?? null,
        language: values.language ?? null,
        emailVerifiedAt: values.emailVerifiedAt ?? null,
      })
      .returning()
    if (row === undefined) {
      throw new Error('Inserting a user returned no row')
    }
    return row
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'conflict',
        'account_exists',
        'An account with this email already exists; sign in instead',
        {
          fields: { email: 'already registered' },
        },
      )
    }
    throw error
  }
}

/** Records that the owner proved the address (an e-mailed link, or Google); the first proof's time stays. */
export async function markEmailVerified(database: Database, userId: number, now: Date): Promise<void> {
  await database
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
}

/** The same by address, for fixtures and the command line, which know the e-mail and not the account's id. */
export async function markAddressVerified(database: Database, email: string, at: Date = new Date()): Promise<void> {
  await database
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
}

export async function linkGoogleSubject(database: Database, userId: number, subject: string): Promise<void> {
  await database.update(users).set({ googleSubject: subject }).where(eq(users.id, userId))
}

/**
 * Requires `Authorization: Bearer <access token>` of a session not ended; sets `userId` (the user's uuid)
 * and `sessionId`, and marks the answer
 * private so no shared cache keeps one person's data.
 */
export function requireUser(accessTokens: AccessTokens): MiddlewareHandler<AppEnv> {
  return async function authenticate(context, next) {
    context.header('Cache-Control', privateCacheControl)
    const authorization = context.req.header('Authorization')
    const match = authorization === undefined ? null : /^Bearer\s+(\S+)$/i.exec(authorization)
    const token = match?.[1]
    if (token === undefined) {
      throw new DomainError(
        'unauthenticated',
        'unauthenticated',
        'Sign in first: this needs an Authorization: Bearer token',
        {
          challenge: true,
        },
      )
    }
    const holder = await accessTokens.verify(token, context.get('client').slug, context.var.database)
    context.set('userId', holder.userUuid)
    context.set('sessionId', holder.sessionId)
    await next()
  }
}

/** The signed-in user's row; a token for a deleted user is a 401. */
export async function currentUser(database: Database, uuid: string | undefined): Promise<UserRow> {
  const user = uuid === undefined ? undefined : await findUserByUuid(database, uuid)
  if (user === undefined) {
    throw new DomainError('unauthenticated', 'unauthenticated', 'The account of this token no longer exists')
  }
  return user
}
