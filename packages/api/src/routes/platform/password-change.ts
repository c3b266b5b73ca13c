// POST /v2/website/user/password: the signed-in user changes their password, proving the current one. Every
// other session of the account ends (a device left signed in, or whoever learned the old password).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { requestLanguage, requireAcceptablePassword } from '../../auth/password-rules.ts'
import { signIn } from '../../auth/sign-in.ts'
import { currentUser, requireUser } from '../../auth/users.ts'
import { AccessTokenSchema } from '../../contract/platform.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { NOTIFICATION_LANGUAGES } from '../../notifications/messages.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { replacePassword } from './password-replacement.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'is required').max(200),
    newPassword: z.string().min(1, 'is required').max(200),
    language: z
      .enum(NOTIFICATION_LANGUAGES, 'must be one of en, sr, sl, es, fr, ru')
      .optional()
      .openapi({ description: "The reader's language for a refusal (else Accept-Language)" }),
  })
  .openapi('PasswordChange')

// POST /v2/website/user/password
const passwordChangeRoute = createRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/user/password',
  tags: ['User'],
  summary: "Change the signed-in user's password; ends every other session and answers a fresh token",
  security: bearerSecurity,
  description:
    'The new password must be at least 10 characters and hard to guess (weak_password, password_too_short, with ' +
    "the reason in the reader's language). A wrong current password is a 400 wrong_password, not a 401: the " +
    'session itself is fine.',
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: json(AccessTokenSchema, 'Changed; the token to use from now on'),
    400: errorResponse('Invalid body, a wrong current password, or a new password the rules refuse'),
    401: errorResponse('Missing, forged or expired token'),
  },
})

export function passwordChangeRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user/password', requireUser(dependencies.accessTokens))
  return app.openapi(passwordChangeRoute, async (context) => {
    const database = context.var.database
    const user = await currentUser(database, context.var.userId)
    const { currentPassword, newPassword, language: bodyLanguage } = context.req.valid('json')
    const language = requestLanguage(bodyLanguage, context.req.header('Accept-Language'))
    if (user.passwordHash === null || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new ApiError(400, 'wrong_password', 'The current password is not right', {
        currentPassword: 'is not right',
      })
    }
    await requireAcceptablePassword(newPassword, [user.email ?? '', user.name], language, 'newPassword')
    // Every session ends, this one too: the answer carries a fresh token (a new session) for this device, so
    // a token copied from it before the change is refused as well.
    await replacePassword(dependencies, database, user, {
      passwordHash: await hashPassword(newPassword),
      language,
      league: context.var.client.name,
      leagueLanguages: context.var.client.languages,
    })
    const accessToken = await signIn(database, dependencies.accessTokens, user, context.var.client.slug)
    return context.json({ access_token: accessToken, message: 'Your password is changed' }, 200)
  })
}
