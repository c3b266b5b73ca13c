// The single-use links e-mailed to a user (confirm the address, reset or claim the password). The token
// travels only in the mail; the table keeps its SHA-256 hash, so a read of the database opens no account.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { emailTokens } from '../db/schema/accounts.ts'

export type EmailTokenPurpose = 'verify_email' | 'reset_password'

/** How long a link works: a day to confirm an address, an hour to set a password (it opens the account). */
export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
}

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A new link's token for the user (32 random bytes, URL-safe); only its hash is stored. */
export async function createEmailToken(
  database: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await database.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + emailTokenLifetimeMs[purpose]),
    createdAt: now,
  })
  return token
}

const usable = (token: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, hashOf(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  )

/** The user a usable token belongs to, without using it (to check a new password before spending the link). */
export async function peekEmailToken(
  database: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await database
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1)
  return row?.userId
}

/**
 * Uses the token: answers its user once, and undefined when it is unknown, used or expired. One conditional
 * UPDATE, so of two requests racing with the same link only one gets the user.
 */
export async function consumeEmailToken(
  database: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await database
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId })
  return row?.userId
}

/** Ends the user's other unused links of a purpose (a password just set makes the older reset links moot). */
export async function retireEmailTokens(
  database: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await database
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
}
