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
  type UserRow,
} from '../../auth/users.ts'
import type { GoogleIdentity } from '../../auth/google.ts'
import type { Database } from '../../db/connection.ts'
import type { AppEnv } from '../../http/env.ts'
import { DomainError } from '../../domain-errors.ts'
import { ApiError } from '../../http/errors.ts'
import { optionalClient } from '../../http/tenancy.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { AccessTokenSchema, RegistrationAcceptedSchema } from '../../contract/platform.ts'
import { errorResponse, json, jsonBody, publicSecurity } from '../responses.ts'

const passwordRegistrationSchema = z
  .object({
    email: z.email().max(254).openapi({ example: 'fan@example.com' }),
    password: z.string().min(8, 'must be at least 8 characters').max(200),
    name: z.string().trim().min(1, 'is required').max(100).openapi({ example: 'Ana Fan' }),
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

/** The answer to every registration, new email or not: telling them apart would list who has an account. */
const registrationAccepted = {
  message: 'If this email was not registered yet, the account is created. Sign in with your email and password.',
}

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
    'Answers 202 with the same body whether the email was free (the account is created) or already registered ' +
    '(nothing changes), so registration cannot be used to find out who has an account. No token: sign in next.',
  request: { body: jsonBody(passwordRegistrationSchema) },
  responses: {
    202: json(RegistrationAcceptedSchema, 'Accepted; sign in with POST /auth/login'),
    400: errorResponse('Invalid body'),
    429: errorResponse('Too many attempts from this address or for this email'),
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
    429: errorResponse('Too many attempts from this address or for this email'),
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
    429: errorResponse('Too many attempts from this address or for this email'),
  },
})

/** A stored hash to compare against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword('not a real password')

/** A new account for a Google identity that has none, unless its verified email already has one. */
async function registerGoogleUser(database: Database, identity: GoogleIdentity): Promise<UserRow> {
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
      const { email, password, name } = context.req.valid('json')
      // Hashed in both cases, so a known email answers no faster than a new one.
      const passwordHash = await hashPassword(password)
      if ((await findUserByEmail(context.var.database, email)) === undefined) {
        try {
          await createUser(context.var.database, { email, name, passwordHash })
        } catch (error) {
          // Another request registered the same email in between: the same answer as for any known email.
          if (!(error instanceof DomainError && error.kind === 'conflict')) {
            throw error
          }
        }
      }
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
      const user = await registerGoogleUser(context.var.database, identity)
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
      return context.json(
        {
          access_token: await signedIn(user, optionalClient(context)?.slug),
          message: `Your Google account is linked, ${user.name}`,
        },
        200,
      )
    })
}
