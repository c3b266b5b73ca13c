// Server-side sessions: every access token names one (`sid`), so a token can be ended before it expires.
// These are the database operations; the check on each request (cached briefly) is in access-tokens.ts.
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { sessions } from '../db/schema/accounts.ts'

/** Opens a session for a sign-in; its id goes into the access token. */
export async function startSession(database: Database, userId: number): Promise<string> {
  const [row] = await database.insert(sessions).values({ userId }).returning({ id: sessions.id })
  if (row === undefined) {
    throw new Error('Opening a session returned no row')
  }
  return row.id
}

/** Whether the session exists and was not revoked. */
export async function isSessionActive(database: Database, sessionId: string): Promise<boolean> {
  const [row] = await database
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1)
  return row !== undefined
}

/** Ends one session (logout); ending an ended one changes nothing. */
export async function endSession(database: Database, sessionId: string): Promise<void> {
  await database
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/**
 * Ends every session of a user (password change or reset, "sign out everywhere", a claimed address),
 * except `keep`, the session that asked for it, when given. Answers the ids ended, for the revocation cache.
 */
export async function endUserSessions(
  database: Database,
  userId: number,
  options: { keep?: string } = {},
): Promise<string[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (options.keep !== undefined) {
    conditions.push(ne(sessions.id, options.keep))
  }
  const rows = await database
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id })
  return rows.map((row) => row.id)
}
