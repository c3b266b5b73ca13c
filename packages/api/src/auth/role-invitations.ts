// Roles by invitation (operator, staff): `league-api operator add` no longer grants the role to whoever registered the address
// first; it mails an invitation to the address, and the role is granted when the owner of a verified account
// with that address accepts it, signed in. The link's token is kept only as its SHA-256 hash, used once,
// and expires after a week.
import { languageForReader } from '@league/client-league/languages'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { clients, roleInvitations, users } from '../db/schema/accounts.ts'
import { clientOperators } from '../db/schema/live.ts'
import { DomainError } from '../domain-errors.ts'
import type { Mailer } from '../mail/mail.ts'
import { grantStaffIn } from './staff.ts'
import { recordStaffChange } from './staff-audit.ts'
import { normalizeEmail, type UserRow } from './users.ts'

/** How long an invitation link stays valid. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000

export type InvitedRole = 'operator' | 'staff'

export class InvitationError extends Error {}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The client site a mail link opens: the first `SITE_ORIGINS` entry on one of the client's domains, else its
 * first domain over HTTPS (in development the site's port 3000 over HTTP).
 */
export function siteOriginOf(domains: readonly string[], siteOrigins: string | undefined, production: boolean): string {
  for (const entry of (siteOrigins ?? '').split(',')) {
    try {
      const url = new URL(entry.trim())
      if (domains.includes(url.hostname)) {
        return url.origin
      }
    } catch {
      // Not an origin: the API refuses such a SITE_ORIGINS at start; here it is skipped.
    }
  }
  const domain = domains[0] ?? 'localhost'
  return production ? `https://${domain}` : `http://${domain}:3000`
}

export type InvitationOptions = {
  email: string
  clientSlug: string
  role?: InvitedRole
  /** `SITE_ORIGINS` and whether in production: where the link points (see `siteOriginOf`). */
  siteOrigins?: string | undefined
  production?: boolean
  now?: Date
}

export type SentInvitation = { email: string; client: string; role: InvitedRole; expiresAt: Date }

/** Records an invitation and mails its link to the address, in the account's language or the league's first. */
export async function inviteToRole(
  database: Database,
  mailer: Mailer,
  options: InvitationOptions,
): Promise<SentInvitation> {
  const email = normalizeEmail(options.email)
  const role = options.role ?? 'operator'
  const [client] = await database.select().from(clients).where(eq(clients.slug, options.clientSlug)).limit(1)
  if (client === undefined) {
    throw new InvitationError(`No client "${options.clientSlug}" (see clients/<slug>/client.json).`)
  }
  const [account] = await database
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1)
  const language = languageForReader(account?.language, client.languages)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date((options.now ?? new Date()).getTime() + invitationLifetimeMs)
  await database.transaction(async (transaction) => {
    await transaction
      .insert(roleInvitations)
      .values({ clientId: client.id, role, email, tokenHash: hashInvitationToken(token), expiresAt })
    // Staff read who was offered their role, and by whom: the command line or admin token, "system".
    if (role === 'staff') {
      await recordStaffChange(transaction, {
        clientId: client.id,
        userId: null,
        action: 'staff.invite',
        entityType: 'staff_invitation',
        entityId: email,
        before: null,
        after: { role, email, expiresAt: expiresAt.toISOString() },
      })
    }
  })
  const origin = siteOriginOf(client.domains, options.siteOrigins, options.production ?? false)
  const link = `${origin}/${language}/operator/invitation?token=${encodeURIComponent(token)}`
  await mailer.send({ kind: 'role-invitation', to: email, language, values: { league: client.name, role, link } })
  return { email, client: client.slug, role, expiresAt }
}

/** What the invitation page shows before the visitor accepts. */
export type InvitationSummary = { role: InvitedRole; league: string; email: string }

const invalidLink = () =>
  new DomainError('invalid', 'invitation_invalid', 'This invitation link is not valid; ask the league for a new one')

async function findInvitation(database: Database, token: string) {
  const [found] = await database
    .select({ invitation: roleInvitations, league: clients.name })
    .from(roleInvitations)
    .innerJoin(clients, eq(clients.id, roleInvitations.clientId))
    .where(eq(roleInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1)
  if (found === undefined) {
    throw invalidLink()
  }
  return found
}

/** What an invitation offers, for the page that asks to accept it; its address only to a signed-in visitor. */
export async function describeInvitation(database: Database, token: string): Promise<InvitationSummary> {
  const { invitation, league } = await findInvitation(database, token)
  return { role: invitation.role, league, email: invitation.email }
}

/**
 * Accepts an invitation for a signed-in user: only a verified account whose address is the invited one.
 * Grants the role and marks the invitation used, once.
 */
export async function acceptInvitation(
  database: Database,
  user: UserRow,
  token: string,
  now: Date = new Date(),
): Promise<InvitationSummary> {
  const { invitation, league } = await findInvitation(database, token)
  if (invitation.acceptedAt !== null) {
    throw new DomainError('invalid', 'invitation_used', 'This invitation was already accepted; it works once')
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('invalid', 'invitation_expired', 'This invitation has expired; ask the league for a new one')
  }
  if (user.emailVerifiedAt === null) {
    throw new DomainError(
      'forbidden',
      'email_not_verified',
      'Confirm your e-mail address first (open the link we mailed you), then accept the invitation',
    )
  }
  if (user.email === null || normalizeEmail(user.email) !== invitation.email) {
    throw new DomainError(
      'forbidden',
      'wrong_account',
      `This invitation is for ${invitation.email}; sign in with that account to accept it`,
    )
  }
  await database.transaction(async (transaction) => {
    const marked = await transaction
      .update(roleInvitations)
      .set({ acceptedAt: now, acceptedByUserId: user.id })
      .where(and(eq(roleInvitations.id, invitation.id), isNull(roleInvitations.acceptedAt)))
      .returning({ id: roleInvitations.id })
    if (marked.length === 0) {
      throw new DomainError('invalid', 'invitation_used', 'This invitation was already accepted; it works once')
    }
    if (invitation.role === 'staff') {
      await grantStaffIn(transaction, invitation.clientId, user, now)
    } else {
      await transaction
        .insert(clientOperators)
        .values({ clientId: invitation.clientId, userId: user.id })
        .onConflictDoNothing()
    }
  })
  return { role: invitation.role, league, email: invitation.email }
}
