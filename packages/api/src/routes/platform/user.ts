// The signed-in user's profile and the push (Firebase Cloud Messaging) tokens of their devices.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { currentUser, requireUser } from '../../auth/users.ts'
import type { Database } from '../../db/connection.ts'
import { pushTokens, users } from '../../db/schema/accounts.ts'
import { NOTIFICATION_LANGUAGES } from '../../notifications/messages.ts'
import { ApiError } from '../../http/errors.ts'
import type { AppEnv } from '../../http/env.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { OperatorStatusSchema, StoredFcmTokensSchema, UserSchema } from '../../contract/platform.ts'
import { isOperator } from '../../live/operators.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

/** Devices a user may register; the oldest token goes when a new one comes past the cap. */
export const pushTokensPerUser = 10

const userUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100).optional(),
    language: z.enum(NOTIFICATION_LANGUAGES, 'must be one of en, sr, sl, es, fr, ru').optional().openapi({
      description: 'The language push notifications are written in',
    }),
  })
  .openapi('UserUpdate')

const storeFcmBodySchema = z
  .object({ token: z.string().trim().min(1, 'is required').max(4096) })
  .openapi('StoreFcmToken')

// GET /v2/website/user
const userRoute = createRoute({
  operationId: 'getUser',
  method: 'get',
  path: '/user',
  tags: ['User'],
  summary: 'The signed-in user',
  security: bearerSecurity,
  responses: {
    200: json(UserSchema, 'The user'),
    401: errorResponse('Missing, forged or expired token'),
  },
})

// GET /v2/website/user/operator
const operatorRoute = createRoute({
  operationId: 'getOperatorStatus',
  method: 'get',
  path: '/user/operator',
  tags: ['User'],
  summary: "Whether the signed-in user is an operator of this client (the site's live console asks)",
  security: bearerSecurity,
  responses: {
    200: json(OperatorStatusSchema, 'The operator status in this client'),
    401: errorResponse('Missing, forged or expired token'),
  },
})

// PATCH /v2/website/user
const updateUserRoute = createRoute({
  operationId: 'updateUser',
  method: 'patch',
  path: '/user',
  tags: ['User'],
  summary: "Change the signed-in user's name or notification language",
  security: bearerSecurity,
  request: { body: jsonBody(userUpdateSchema) },
  responses: {
    200: json(UserSchema, 'The user after the change'),
    400: errorResponse('Invalid body, or a language the league does not publish in'),
    401: errorResponse('Missing, forged or expired token'),
  },
})

// POST /v2/website/user/store-fcm
const storeFcmRoute = createRoute({
  operationId: 'storePushToken',
  method: 'post',
  path: '/user/store-fcm',
  tags: ['User'],
  summary: "Store a device's push token for the signed-in user",
  security: bearerSecurity,
  request: { body: jsonBody(storeFcmBodySchema) },
  responses: {
    200: json(StoredFcmTokensSchema, 'Stored'),
    400: errorResponse('Invalid body'),
    401: errorResponse('Missing, forged or expired token'),
  },
})

async function tokensOf(database: Database, userId: number): Promise<string[]> {
  const rows = await database
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(asc(pushTokens.id))
  return rows.map((row) => row.token)
}

async function userAnswer(database: Database, userId: string | undefined) {
  const user = await currentUser(database, userId)
  return {
    uuid: user.uuid,
    email: user.email,
    name: user.name,
    language: user.language,
    fcmTokens: await tokensOf(database, user.id),
  }
}

/** Drops the user's oldest tokens past the cap: a device not seen for long is the likeliest to be gone. */
async function dropOldestTokens(database: Database, userId: number): Promise<void> {
  const rows = await database
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.createdAt), desc(pushTokens.id))
  const surplus = rows.slice(pushTokensPerUser).map((row) => row.id)
  if (surplus.length > 0) {
    await database.delete(pushTokens).where(and(eq(pushTokens.userId, userId), inArray(pushTokens.id, surplus)))
  }
}

export function userRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user', requireUser(dependencies.accessTokens))
  app.use('/user/store-fcm', requireUser(dependencies.accessTokens))
  app.use('/user/operator', requireUser(dependencies.accessTokens))
  return app
    .openapi(userRoute, async (context) =>
      context.json(await userAnswer(context.var.database, context.var.userId), 200),
    )
    .openapi(updateUserRoute, async (context) => {
      const database = context.var.database
      const user = await currentUser(database, context.var.userId)
      const { name, language } = context.req.valid('json')
      const offered = context.var.client.languages
      if (language !== undefined && !offered.includes(language)) {
        // Notifications of this league are written in its languages only; another would never be used here.
        throw new ApiError(400, 'invalid_request', `This league publishes in ${offered.join(', ')} only`, {
          language: `must be one of ${offered.join(', ')}`,
        })
      }
      if (name !== undefined || language !== undefined) {
        await database
          .update(users)
          .set({ ...(name === undefined ? {} : { name }), ...(language === undefined ? {} : { language }) })
          .where(eq(users.id, user.id))
      }
      return context.json(await userAnswer(database, context.var.userId), 200)
    })
    .openapi(operatorRoute, async (context) => {
      const database = context.var.database
      const user = await currentUser(database, context.var.userId)
      const client = context.var.client
      return context.json(
        { operator: await isOperator(database, client.id, user.id), client: { slug: client.slug, name: client.name } },
        200,
      )
    })
    .openapi(storeFcmRoute, async (context) => {
      const database = context.var.database
      const user = await currentUser(database, context.var.userId)
      const { token } = context.req.valid('json')
      // A device that signs in with another account now notifies that account.
      await database
        .insert(pushTokens)
        .values({ userId: user.id, token })
        .onConflictDoUpdate({ target: pushTokens.token, set: { userId: user.id, createdAt: new Date() } })
      await dropOldestTokens(database, user.id)
      return context.json(
        { message: 'Notifications are on for this device', fcmTokens: await tokensOf(database, user.id) },
        200,
      )
    })
}
