// Sign-up and sign-in: email + password, and Google ID tokens from Google Identity Services.
// Accounts are platform-wide; a Google token's audience must be one of our Google client ids.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleSubject,
  type UserRow,
} from '../../auth/users.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { optionalClient } from '../../http/tenancy.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { AccessTokenSchema } from '../../contract/platform.ts'
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

// POST /auth/register
const registerRoute = createRoute({
  operationId: 'register',
  method: 'post',
  path: '/auth/register',
  tags: ['Auth'],
  summary: 'Create an account with email and password',
  security: publicSecurity,
  request: { body: jsonBody(passwordRegistrationSchema) },
  responses: {
    201: json(AccessTokenSchema, 'Account created; signed in'),
    400: errorResponse('Invalid body'),
    409: errorResponse('Email already registered'),
    429: errorResponse('Too many attempts'),
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
    429: errorResponse('Too many attempts'),
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
    201: json(AccessTokenSchema, 'Account created (or linked by verified email); signed in'),
    400: errorResponse('Invalid body or Google sign-in not configured'),
    401: errorResponse('The Google token is forged, expired or for another audience'),
    409: errorResponse('This Google account is already registered'),
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
    429: errorResponse('Too many attempts'),
  },
})

/** A stored hash to compare against when the email is unknown, so both failures take the same time. */
const unknownUserHash = hashPassword('not a real password')

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
  const signedIn = async (user: UserRow, clientSlug: string | undefined) => accessTokens.sign(user.uuid, clientSlug)

  return new OpenAPIHono<AppEnv>()
    .openapi(registerRoute, async (context) => {
      const { email, password, name } = context.req.valid('json')
      const user = await createUser(context.var.database, {
        email,
        name,
        passwordHash: await hashPassword(password),
      })
      return context.json(
        { access_token: await signedIn(user, optionalClient(context)?.slug), message: `Welcome, ${user.name}` },
        201,
      )
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
      const database = context.var.database
      if ((await findUserByGoogleSubject(database, identity.subject)) !== undefined) {
        throw new ApiError(409, 'account_exists', 'This Google account is already registered; sign in instead')
      }
      const byEmail =
        identity.email !== null && identity.emailVerified ? await findUserByEmail(database, identity.email) : undefined
      if (byEmail !== undefined) {
        // Google vouches for the address, so the existing password account is the same person.
        await linkGoogleSubject(database, byEmail.id, identity.subject)
        return context.json(
          {
            access_token: await signedIn(byEmail, optionalClient(context)?.slug),
            message: `Welcome back, ${byEmail.name}`,
          },
          201,
        )
      }
      const user = await createUser(database, {
        email: identity.emailVerified ? identity.email : null,
        name: identity.name ?? identity.email ?? 'Basketball fan',
        googleSubject: identity.subject,
      })
      return context.json(
        { access_token: await signedIn(user, optionalClient(context)?.slug), message: `Welcome, ${user.name}` },
        201,
      )
    })
    .openapi(googleLoginRoute, async (context) => {
      const { token } = context.req.valid('json')
      const identity = await verifyGoogleToken(token, await googleAudiences(optionalClient(context)))
      const database = context.var.database
      let user = await findUserByGoogleSubject(database, identity.subject)
      if (user === undefined && identity.email !== null && identity.emailVerified) {
        const byEmail = await findUserByEmail(database, identity.email)
        if (byEmail !== undefined && byEmail.googleSubject === null) {
          await linkGoogleSubject(database, byEmail.id, identity.subject)
          user = byEmail
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
}
