// Sign-up and sign-in: email + password, and Google ID tokens from Google Identity Services.
// Accounts are platform-wide; a Google token's audience must be one of our Google client ids.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { signIn } from '../../auth/sign-in.ts'
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleSubject,
  markEmailVerified,
  type UserRow,
} from '../../auth/users.ts'
import type { GoogleIdentity } from '../../auth/google.ts'
import type { Database } from '../../db/connection.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { optionalClient } from '../../http/tenancy.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { register, registrationAccepted } from './registration.ts'
import { NOTIFICATION_LANGUAGES } from '../../notifications/messages.ts'
import { AccessTokenSchema, RegistrationAcceptedSchema } from '../../contract/platform.ts'
import { errorResponse, json, jsonBody, publicSecurity } from '../responses.ts'

const passwordRegistrationSchema = z
  .object({
    email: z.email().max(254).openapi({ example: 'fan@example.com' }),
    password: z.string().min(1, 'is required').max(200).openapi({
      description: 'At least 10 characters and hard to guess (the email and name count against it)',
    }),
    name: z.string().trim().min(1, 'is required').max(100).openapi({ example: 'Ana Fan' }),
    language: z.enum(NOTIFICATION_LANGUAGES, 'must be one of en, sr, sl, es, fr, ru').optional().openapi({
      description: "The account's language: the mails, notifications and a refusal's message are written in it",
    }),
  })
  .openapi('PasswordRegistration')

const passwordLoginSchema = z
  .object({
    email: z.email().max(254),
    password: z.string().min(1, 'is required').max(200),
  })
  .openapi('PasswordLogin')

const googleTokenSchema = z
  .object({ token: z.string().min(1, 'is required').openapi({ description: 'A Google ID token (JWT)' }) })
  .openapi('GoogleToken')

const googleLinkSchema = z
  .object({
    token: z.string().min(1, 'is required').openapi({ description: 'A Google ID token (JWT)' }),
    password: z.string().min(1, 'is required').max(200).openapi({
      description: "The password of the existing account with the Google account's email",
    }),
  })
  .openapi('GoogleLink')

const linkRequired = () =>
  new ApiError(
    409,
    'link_required',
    'An account with this email already has a password: sign in with it once to link your Google account',
  )

// POST /auth/register
const registerRoute = createRoute({
  operationId: 'register',
  method: 'post',
  path: '/auth/register',
  tags: ['Auth'],
  summary: 'Create an account with email and password',
  security: publicSecurity,
  description:
    'Answers 202 with the same body whether the email was free (the account is created, unverified, and a ' +
    'verify-email link is mailed) or already registered (nothing changes; its owner is mailed a link to claim ' +
    'it by setting a password), so registration cannot be used to find out who has an account. No token. The ' +
    'password must be at least 10 characters and hard to guess (weak_password, password_too_short, with the ' +
    "reason in the reader's language: the body's language, else Accept-Language).",
  request: { body: jsonBody(passwordRegistrationSchema) },
  responses: {
    202: json(RegistrationAcceptedSchema, 'Accepted; a link is mailed to the address'),
    400: errorResponse('Invalid body, a password the rules refuse, or no league site named'),
    429: errorResponse('Too many attempts from this address, or for this email from this address'),
  },
})

// POST /auth/login
const loginRoute = createRoute({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  tags: ['Auth'],
  summary: 'Sign in with email and password',
  security: publicSecurity,
  request: { body: jsonBody(passwordLoginSchema) },
  responses: {
    200: json(AccessTokenSchema, 'Signed in'),
    400: errorResponse('Invalid body'),
    401: errorResponse('Wrong email or password'),
    429: errorResponse('Too many attempts from this address, or for this email from this address'),
  },
})

// POST /auth/google-register
const googleRegisterRoute = createRoute({
  operationId: 'registerWithGoogle',
  method: 'post',
  path: '/auth/google-register',
  tags: ['Auth'],
  summary: 'Create an account from a Google ID token',
  security: publicSecurity,
  request: { body: jsonBody(googleTokenSchema) },
  responses: {
    201: json(AccessTokenSchema, 'Account created; signed in'),
    400: errorResponse('Invalid body or Google sign-in not configured'),
    401: errorResponse('The Google token is forged, expired or for another audience'),
    409: errorResponse(
      'This Google account is already registered (account_exists), or its email has a password account: ' +
        'link it with POST /auth/google-link (link_required)',
    ),
    429: errorResponse('Too many attempts'),
  },
})

// POST /auth/google-login
const googleLoginRoute = createRoute({
  operationId: 'loginWithGoogle',
  method: 'post',
  path: '/auth/google-login',
  tags: ['Auth'],
  summary: 'Sign in with a Google ID token',
  security: publicSecurity,
  request: { body: jsonBody(googleTokenSchema) },
  responses: {
    200: json(AccessTokenSchema, 'Signed in'),
    400: errorResponse('Invalid body or Google sign-in not configured'),
    401: errorResponse('The Google token is forged, expired or for another audience'),
    404: errorResponse('No account for this Google user'),
    409: errorResponse(
      "The Google account's email has a password account: link it with POST /auth/google-link (link_required)",
    ),
    429: errorResponse('Too many attempts'),
  },
})

// POST /auth/google-link
const googleLinkRoute = createRoute({
  operationId: 'linkGoogleAccount',
  method: 'post',
  path: '/auth/google-link',
  tags: ['Auth'],
  summary: 'Link a Google account to the password account with its email, proven by that password',
  security: publicSecurity,
  request: { body: jsonBody(googleLinkSchema) },
  responses: {
    200: json(AccessTokenSchema, 'Linked; signed in'),
    400: errorResponse('Invalid body, Google sign-in not configured, or a Google account without a verified email'),
    401: errorResponse('The Google token is not valid, or the password is wrong'),
    409: errorResponse(
      'The account is already linked to another Google account, or this Google account to another user',
    ),
    429: errorResponse('Too many attempts from this address, or for this email from this address'),
  },
})

/** A stored hash to compare against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword('not a real password')

/** A new account for a Google identity that has none, unless its verified email already has one. */
async function registerGoogleUser(database: Database, identity: GoogleIdentity, now: Date): Promise<UserRow> {
  if ((await findUserByGoogleSubject(database, identity.subject)) !== undefined) {
    throw new ApiError(409, 'account_exists', 'This Google account is already registered; sign in instead')
  }
  const byEmail =
    identity.email !== null && identity.emailVerified ? await findUserByEmail(database, identity.email) : undefined
  if (byEmail !== undefined) {
    // Whoever controls the Google account may not be whoever set the password (a lapsed address taken
    // over, a shared mailbox): linking takes the password (POST /auth/google-link).
    throw byEmail.passwordHash === null
      ? new ApiError(409, 'account_exists', 'An account with this email already exists; sign in instead')
      : linkRequired()
  }
  return createUser(database, {
    email: identity.emailVerified ? identity.email : null,
    name: identity.name ?? identity.email ?? 'Basketball fan',
    googleSubject: identity.subject,
    // Google proved the address: the account may be given a role without a link of ours.
    emailVerifiedAt: identity.emailVerified && identity.email !== null ? now : null,
  })
}

/**
 * The password account a Google identity may be linked to: the one with its verified email, proven by its
 * password, linked to no other Google account (and the Google account to no other user).
 */
async function accountToLink(database: Database, identity: GoogleIdentity, password: string): Promise<UserRow> {
  if (identity.email === null || !identity.emailVerified) {
    throw new ApiError(400, 'email_not_verified', 'This Google account has no verified email to link by')
  }
  const user = await findUserByEmail(database, identity.email)
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash))
  if (user === undefined || user.passwordHash === null || !matches) {
    throw new ApiError(401, 'invalid_credentials', 'Wrong email or password')
  }
  const owner = await findUserByGoogleSubject(database, identity.subject)
  if ((owner !== undefined && owner.id !== user.id) || (user.googleSubject ?? identity.subject) !== identity.subject) {
    throw new ApiError(409, 'account_exists', 'This account or this Google account is already linked to another one')
  }
  return user
}

export function authRoutes(dependencies: PlatformDependencies) {
  const { accessTokens, verifyGoogleToken } = dependencies

  async function googleAudiences(client: ReturnType<typeof optionalClient>): Promise<string[]> {
    const audiences = new Set<string>()
    if (dependencies.googleClientId !== undefined && dependencies.googleClientId !== '') {
      audiences.add(dependencies.googleClientId)
    }
    // Without a resolved client (the pop-up posts from the API's origin) any of our clients' ids is ours.
    const candidates = client === undefined ? await dependencies.clientDirectory.all() : [client]
    for (const candidate of candidates) {
      if (candidate.settings.googleClientId !== null) {
        audiences.add(candidate.settings.googleClientId)
      }
    }
    return [...audiences]
  }

  // The token names the league signed in to, so another league's site cannot use it.
  const signedIn = async (user: UserRow, clientSlug: string | undefined) =>
    signIn(dependencies.database, accessTokens, user, clientSlug)

  return new OpenAPIHono<AppEnv>()
    .openapi(registerRoute, async (context) => {
      await register(context, dependencies, context.req.valid('json'))
      return context.json(registrationAccepted, 202)
    })
    .openapi(loginRoute, async (context) => {
      const { email, password } = context.req.valid('json')
      const user = await findUserByEmail(context.var.database, email)
      const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash))
      if (user === undefined || user.passwordHash === null || !matches) {
        throw new ApiError(401, 'invalid_credentials', 'Wrong email or password')
      }
      return context.json(
        { access_token: await signedIn(user, optionalClient(context)?.slug), message: `Welcome back, ${user.name}` },
        200,
      )
    })
    .openapi(googleRegisterRoute, async (context) => {
      const { token } = context.req.valid('json')
      const identity = await verifyGoogleToken(token, await googleAudiences(optionalClient(context)))
      const user = await registerGoogleUser(context.var.database, identity, dependencies.now())
      return context.json(
        { access_token: await signedIn(user, optionalClient(context)?.slug), message: `Welcome, ${user.name}` },
        201,
      )
    })
    .openapi(googleLoginRoute, async (context) => {
      const { token } = context.req.valid('json')
      const identity = await verifyGoogleToken(token, await googleAudiences(optionalClient(context)))
      const database = context.var.database
      const user = await findUserByGoogleSubject(database, identity.subject)
      if (user === undefined && identity.email !== null && identity.emailVerified) {
        const byEmail = await findUserByEmail(database, identity.email)
        if (byEmail !== undefined && byEmail.googleSubject === null && byEmail.passwordHash !== null) {
          throw linkRequired()
        }
      }
      if (user === undefined) {
        throw new ApiError(404, 'account_not_found', 'No account for this Google user yet; register first')
      }
      if (identity.emailVerified && identity.email !== null && identity.email === user.email) {
        await markEmailVerified(database, user.id, dependencies.now())
      }
      return context.json(
        { access_token: await signedIn(user, optionalClient(context)?.slug), message: `Welcome back, ${user.name}` },
        200,
      )
    })
    .openapi(googleLinkRoute, async (context) => {
      const { token, password } = context.req.valid('json')
      const identity = await verifyGoogleToken(token, await googleAudiences(optionalClient(context)))
      const user = await accountToLink(context.var.database, identity, password)
      await linkGoogleSubject(context.var.database, user.id, identity.subject)
      // Linking needs Google's verified email (accountToLink), so the address is proven.
      await markEmailVerified(context.var.database, user.id, dependencies.now())
      return context.json(
        {
          access_token: await signedIn(user, optionalClient(context)?.slug),
          message: `Your Google account is linked, ${user.name}`,
        },
        200,
      )
    })
}
