// What the e-mailed links do once the site's page posts them: confirm an address, ask for a reset link, set
// a new password with one. Each link works once (email-tokens.ts), and a password set by link ends every
// session of the account, so whoever registered the address before its owner is signed out.
import { languageForReader } from '@league/client-league/languages'
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { consumeEmailToken, createEmailToken, peekEmailToken, retireEmailTokens } from '../../auth/email-tokens.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { requestLanguage, requireAcceptablePassword } from '../../auth/password-rules.ts'
import { findUserByEmail, markEmailVerified } from '../../auth/users.ts'
import { MessageSchema } from '../../contract/platform.ts'
import { users } from '../../db/schema/accounts.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { optionalClient } from '../../http/tenancy.ts'
import { NOTIFICATION_LANGUAGES } from '../../notifications/messages.ts'
import { accountLink, mailingClient } from './account-links.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { replacePassword } from './password-replacement.ts'
import { errorResponse, json, jsonBody, publicSecurity } from '../responses.ts'

const tokenField = z.string().min(1, 'is required').max(200).openapi({ description: 'The token of the e-mailed link' })
const languageField = z
  .enum(NOTIFICATION_LANGUAGES, 'must be one of en, sr, sl, es, fr, ru')
  .optional()
  .openapi({ description: "The reader's language, for messages and mails (else Accept-Language)" })

const verifyEmailSchema = z.object({ token: tokenField }).openapi('VerifyEmail')
const resetRequestSchema = z
  .object({ email: z.email().max(254).openapi({ example: 'fan@example.com' }), language: languageField })
  .openapi('PasswordResetRequest')
const resetConfirmSchema = z
  .object({ token: tokenField, password: z.string().min(1, 'is required').max(200), language: languageField })
  .openapi('PasswordResetConfirm')

/** The one refusal of a link that cannot be used: unknown, used once already, or expired look alike. */
const linkUnusable = () =>
  new ApiError(400, 'link_expired', 'This link has already been used or has expired: ask for a new one', {
    token: 'used or expired',
  })

// POST /auth/verify-email
const verifyEmailRoute = createRoute({
  operationId: 'verifyEmail',
  method: 'post',
  path: '/auth/verify-email',
  tags: ['Auth'],
  summary: "Confirm an account's email address with the token of the e-mailed link (24 h, once)",
  security: publicSecurity,
  request: { body: jsonBody(verifyEmailSchema) },
  responses: {
    200: json(MessageSchema, 'The address is confirmed'),
    400: errorResponse('Invalid body, or the link was used already or has expired (link_expired)'),
    429: errorResponse('Too many attempts from this address'),
  },
})

// POST /auth/password-reset
const resetRequestRoute = createRoute({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: '/auth/password-reset',
  tags: ['Auth'],
  summary: 'E-mail a link to set a new password (1 h, once) when the address has an account',
  security: publicSecurity,
  description: 'Answers 202 with the same body whether the address has an account or not.',
  request: { body: jsonBody(resetRequestSchema) },
  responses: {
    202: json(MessageSchema, 'Accepted; a link is on its way if the address has an account'),
    400: errorResponse('Invalid body, or the request names no league site'),
    429: errorResponse('Too many attempts from this address'),
  },
})

// POST /auth/password-reset/confirm
const resetConfirmRoute = createRoute({
  operationId: 'confirmPasswordReset',
  method: 'post',
  path: '/auth/password-reset/confirm',
  tags: ['Auth'],
  summary: 'Set a new password with the token of a reset (or claim) link; ends every session of the account',
  security: publicSecurity,
  description:
    'The password must be at least 10 characters and hard to guess (weak_password, password_too_short, with the ' +
    "reason in the reader's language). It also confirms the address, since the link was read there.",
  request: { body: jsonBody(resetConfirmSchema) },
  responses: {
    200: json(MessageSchema, 'The password is set; sign in with it'),
    400: errorResponse('Invalid body, a password the rules refuse, or a used or expired link (link_expired)'),
    429: errorResponse('Too many attempts from this address'),
  },
})

export function emailLinkRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>()
    .openapi(verifyEmailRoute, async (context) => {
      const now = dependencies.now()
      const userId = await consumeEmailToken(context.var.database, context.req.valid('json').token, 'verify_email', now)
      if (userId === undefined) {
        throw linkUnusable()
      }
      await markEmailVerified(context.var.database, userId, now)
      return context.json({ message: 'Your e-mail address is confirmed. You can sign in.' }, 200)
    })
    .openapi(resetRequestRoute, async (context) => {
      const body = context.req.valid('json')
      const client = mailingClient(context)
      const user = await findUserByEmail(context.var.database, body.email)
      if (user !== undefined && user.email !== null) {
        const language = languageForReader(
          requestLanguage(user.language ?? body.language, context.req.header('Accept-Language')),
          client.languages,
        )
        const token = await createEmailToken(context.var.database, user.id, 'reset_password', dependencies.now())
        await dependencies.mailer.send({
          kind: 'reset-password',
          to: user.email,
          language,
          values: {
            name: user.name,
            league: client.name,
            link: accountLink(context, dependencies, client, { page: 'reset-password', language, token }),
          },
        })
      }
      return context.json({ message: 'If an account has this address, we sent it a link to set a new password.' }, 202)
    })
    .openapi(resetConfirmRoute, async (context) => {
      const { token, password, language: bodyLanguage } = context.req.valid('json')
      const database = context.var.database
      const now = dependencies.now()
      const language = requestLanguage(bodyLanguage, context.req.header('Accept-Language'))
      // The password is judged before the link is spent, so a refused one can be corrected with the same link.
      const pendingUserId = await peekEmailToken(database, token, 'reset_password', now)
      const [user] =
        pendingUserId === undefined ? [] : await database.select().from(users).where(eq(users.id, pendingUserId))
      if (user === undefined) {
        throw linkUnusable()
      }
      await requireAcceptablePassword(password, [user.email ?? '', user.name], language)
      const passwordHash = await hashPassword(password)
      if ((await consumeEmailToken(database, token, 'reset_password', now)) !== user.id) {
        throw linkUnusable()
      }
      await markEmailVerified(database, user.id, now)
      await retireEmailTokens(database, user.id, 'reset_password', now)
      await replacePassword(dependencies, database, user, {
        passwordHash,
        language,
        league: optionalClient(context)?.name ?? '',
        leagueLanguages: optionalClient(context)?.languages ?? [],
      })
      return context.json({ message: 'Your password is set. Sign in with it.' }, 200)
    })
}
