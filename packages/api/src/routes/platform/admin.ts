// POST /admin/operators: grants the operator role through the running API, for `league-api operator add` while
// the API holds the embedded PGlite folder (one process per folder). Only a caller holding the admin token
// may call it: the API draws a new one at each start and writes it into its lock file, readable by the user
// who runs the API and nobody else, so whoever may run the CLI on that machine may grant the role.
import { timingSafeEqual } from 'node:crypto'
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { grantOperator, OperatorError } from '../../live/operators.ts'
import {
  GameReopeningSchema,
  GrantOperatorRequestSchema,
  OperatorGrantSchema,
  ReopenGameRequestSchema,
} from '../../contract/admin.ts'
import { reopenGame } from '../../live/reopenings.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

// POST /admin/operators
const grantOperatorRoute = createRoute({
  method: 'post',
  path: '/admin/operators',
  operationId: 'grantOperator',
  tags: ['Admin'],
  summary: 'Make an account an operator of a client (the CLI, with the admin token of the lock file)',
  security: bearerSecurity,
  request: { body: jsonBody(GrantOperatorRequestSchema) },
  responses: {
    200: json(OperatorGrantSchema, 'The account is an operator of the client (it may already have been)'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such account or client'),
  },
})

// POST /admin/games/reopen
const reopenGameRoute = createRoute({
  method: 'post',
  path: '/admin/games/reopen',
  operationId: 'reopenGame',
  tags: ['Admin'],
  summary: 'Reopen a finished game for its operators, with a reason, recorded (the CLI `league-api game reopen`)',
  security: bearerSecurity,
  request: { body: jsonBody(ReopenGameRequestSchema) },
  responses: {
    200: json(GameReopeningSchema, 'The game is reopened (it may already have been: the open reopening)'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such game in this client'),
    409: errorResponse('The game is not finished, or was scored live up to its end'),
  },
})

function sameToken(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given)
  const expectedBytes = Buffer.from(expected)
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes)
}

function requireAdminToken(adminToken: string): MiddlewareHandler<AppEnv> {
  return async function checkAdminToken(context, next) {
    const header = context.req.header('Authorization') ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!sameToken(given, adminToken)) {
      throw new ApiError(401, 'unauthenticated', 'This needs the admin token of the running API (its lock file).')
    }
    await next()
  }
}

export function adminRoutes(adminToken: string) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.use('/admin/*', requireAdminToken(adminToken))
  return app
    .openapi(grantOperatorRoute, async (context) => {
      const { email, client } = context.req.valid('json')
      try {
        await grantOperator(context.var.database, email, client)
      } catch (error) {
        if (error instanceof OperatorError) {
          throw new ApiError(404, 'not_found', error.message)
        }
        throw error
      }
      return context.json({ email, client, operator: true as const }, 200)
    })
    .openapi(reopenGameRoute, async (context) => {
      return context.json(await reopenGame(context.var.database, context.req.valid('json')), 200)
    })
}
