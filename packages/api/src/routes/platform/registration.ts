// What POST /auth/register does. A new address gets an unverified account and a link to confirm it; a known
// address keeps its account untouched and its owner gets a link to claim it (set their own password, which
// ends every session of whoever registered it first). Both answer the same, after the same work (a password
// hash, a token, a mail), so registration tells no one who has an account.
import { languageForReader } from '@league/client-league/languages'
import type { Context } from 'hono'
import { createEmailToken } from '../../auth/email-tokens.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { requestLanguage, requireAcceptablePassword } from '../../auth/password-rules.ts'
import { createUser, findUserByEmail, type UserRow } from '../../auth/users.ts'
import { DomainError } from '../../domain-errors.ts'
import type { AppEnv } from '../../http/env.ts'
import { accountLink, mailingClient } from './account-links.ts'
import type { PlatformDependencies } from './dependencies.ts'

export type RegistrationBody = { email: string; password: string; name: string; language?: string | undefined }

/** The answer to every registration, new email or not: telling them apart would list who has an account. */
export const registrationAccepted = {
  message: 'Check your e-mail: we sent a link to this address to finish. It works for 24 hours.',
}

/** The user created for a new address, or undefined when the address already has an account. */
async function createUnlessKnown(
  context: Context<AppEnv>,
  body: RegistrationBody,
  passwordHash: string,
): Promise<UserRow | undefined> {
  if ((await findUserByEmail(context.var.database, body.email)) !== undefined) {
    return undefined
  }
  try {
    return await createUser(context.var.database, {
      email: body.email,
      name: body.name,
      passwordHash,
      // The language chosen on the form is the account's: notifications are written in it, so it is one the
      // league publishes in (the form offers only those), else the league's default.
      language: body.language === undefined ? null : languageForReader(body.language, mailingClient(context).languages),
    })
  } catch (error) {
    // Another request registered the same email in between: the same path as for any known email.
    if (error instanceof DomainError && error.kind === 'conflict') {
      return undefined
    }
    throw error
  }
}

export async function register(
  context: Context<AppEnv>,
  dependencies: PlatformDependencies,
  body: RegistrationBody,
): Promise<void> {
  const language = requestLanguage(body.language, context.req.header('Accept-Language'))
  await requireAcceptablePassword(body.password, [body.email, body.name], language)
  const client = mailingClient(context)
  // Mails (and their links) are in a language the league publishes in; the refusal above is the reader's.
  const clientLanguage = languageForReader(language, client.languages)
  const database = context.var.database
  // Hashed in both cases, so a known email answers no faster than a new one.
  const passwordHash = await hashPassword(body.password)
  const created = await createUnlessKnown(context, body, passwordHash)
  const now = dependencies.now()
  if (created !== undefined) {
    const token = await createEmailToken(database, created.id, 'verify_email', now)
    await dependencies.mailer.send({
      kind: 'verify-email',
      to: body.email,
      language: clientLanguage,
      values: {
        name: created.name,
        league: client.name,
        link: accountLink(context, dependencies, client, { page: 'verify-email', language: clientLanguage, token }),
      },
    })
    return
  }
  const owner = await findUserByEmail(database, body.email)
  if (owner === undefined || owner.email === null) {
    return
  }
  // The owner reads the mail in their own language, whoever asked; the link sets a password (a reset).
  const mailLanguage = languageForReader(owner.language ?? language, client.languages)
  const token = await createEmailToken(database, owner.id, 'reset_password', now)
  await dependencies.mailer.send({
    kind: 'claim-account',
    to: owner.email,
    language: mailLanguage,
    values: {
      name: owner.name,
      league: client.name,
      link: accountLink(context, dependencies, client, { page: 'reset-password', language: mailLanguage, token }),
    },
  })
}
