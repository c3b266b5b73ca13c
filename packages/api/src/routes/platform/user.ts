// The signed-in user's profile and the push (Firebase Cloud Messaging) tokens of their devices.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asc, eq } from 'drizzle-orm'
import { currentUser, requireUser } from '../../auth/users.ts'
import type { Database } from '../../db/connection.ts'
import { pushTokens } from '../../db/schema/accounts.ts'
import type { AppEnv } from '../../http/env.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { OperatorStatusSchema, StoredFcmTokensSchema, UserSchema } from '../../contract/platform.ts'
import { isOperator } from '../../live/operators.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

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

export function userRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user', requireUser(dependencies.accessTokens))
  app.use('/user/store-fcm', requireUser(dependencies.accessTokens))
  app.use('/user/operator', requireUser(dependencies.accessTokens))
  return app
    .openapi(userRoute, async (context) => {
      const database = context.var.database
      const user = await currentUser(database, context.var.userId)
      return context.json(
        { uuid: user.uuid, email: user.email, name: user.name, fcmTokens: await tokensOf(database, user.id) },
        200,
      )
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
        .onConflictDoUpdate({ target: pushTokens.token, set: { userId: user.id } })
      return context.json(
        { message: 'Notifications are on for this device', fcmTokens: await tokensOf(database, user.id) },
        200,
      )
    })
}
