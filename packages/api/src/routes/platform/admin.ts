// /admin/operators and /admin/staff: invite to the operator or staff role, or remove it, through the running API, for
// `league-api operator add|remove` while the API holds the embedded PGlite folder (one process per folder).
// Only a caller holding the admin token may call it: the API draws a new one at each start and writes it
// into its lock file, readable by the user who runs the API and nobody else, so whoever may run the CLI on
// that machine may invite. The role itself is granted only when the invited address's owner accepts.
import { timingSafeEqual } from 'node:crypto'
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { InvitationError, inviteToRole, type InvitedRole } from '../../auth/role-invitations.ts'
import { removeStaff, StaffError } from '../../auth/staff.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { OperatorError, removeOperator } from '../../live/operators.ts'
import type { Mailer } from '../../mail/mail.ts'
import {
  ClientReleaseSchema,
  ClientSlugParametersSchema,
  GameReopeningSchema,
  GrantOperatorRequestSchema,
  OperatorInvitationSchema,
  OperatorRemovalSchema,
  ReopenGameRequestSchema,
} from '../../contract/admin.ts'
import { reopenGame } from '../../live/reopenings.ts'
import { ClientRemovalError, releaseClient, type ClientDirectory } from '../../tenants/clients.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'
import { adminImportRoutes, type AdminImportDependencies } from './admin-import.ts'

// POST /admin/operators
const inviteOperatorRoute = createRoute({
  method: 'post',
  path: '/admin/operators',
  operationId: 'inviteOperator',
  tags: ['Admin'],
  summary: 'Mail an invitation to the operator role of a client (the CLI, with the admin token of the lock file)',
  security: bearerSecurity,
  request: { body: jsonBody(GrantOperatorRequestSchema) },
  responses: {
    200: json(OperatorInvitationSchema, 'The invitation is mailed; the role is granted when its owner accepts'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client'),
  },
})

// POST /admin/operators/remove
const removeOperatorRoute = createRoute({
  method: 'post',
  path: '/admin/operators/remove',
  operationId: 'removeOperator',
  tags: ['Admin'],
  summary: 'Take the operator role away (effective on the next request) and drop pending invitations',
  security: bearerSecurity,
  request: { body: jsonBody(GrantOperatorRequestSchema) },
  responses: {
    200: json(OperatorRemovalSchema, 'The account is no operator of the client'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client'),
  },
})

// POST /admin/staff
const inviteStaffRoute = createRoute({
  method: 'post',
  path: '/admin/staff',
  operationId: 'inviteStaff',
  tags: ['Admin'],
  summary: 'Mail an invitation to the staff role of a client (the CLI `league-api staff add`, with the admin token)',
  security: bearerSecurity,
  request: { body: jsonBody(GrantOperatorRequestSchema) },
  responses: {
    200: json(OperatorInvitationSchema, 'The invitation is mailed (and recorded); the role is granted when accepted'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client'),
  },
})

// POST /admin/staff/remove
const removeStaffRoute = createRoute({
  method: 'post',
  path: '/admin/staff/remove',
  operationId: 'removeStaff',
  tags: ['Admin'],
  summary: 'Take the staff role away (effective on the next request, recorded) and drop pending invitations',
  security: bearerSecurity,
  request: { body: jsonBody(GrantOperatorRequestSchema) },
  responses: {
    200: json(OperatorRemovalSchema, 'The account is no staff of the client'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client'),
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

// DELETE /admin/clients/{client}
const releaseClientRoute = createRoute({
  method: 'delete',
  path: '/admin/clients/{client}',
  operationId: 'releaseClient',
  tags: ['Admin'],
  summary: 'Drop a removed client: the API stops answering for its domains (create-league-site remove calls it)',
  description:
    'Refused while clients/{client}/client.json exists (the next seeding would register it again). The row and its ' +
    'data stay; scaffolding the slug again registers it again.',
  security: bearerSecurity,
  request: { params: ClientSlugParametersSchema },
  responses: {
    200: json(ClientReleaseSchema, 'The client no longer answers for its domains'),
    400: errorResponse('Invalid slug'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client'),
    409: errorResponse("The client's folder is still in clients/"),
  },
})

function sameToken(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given)
  const expectedBytes = Buffer.from(expected)
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes)
}

/** Lets through only a caller with the admin token of this API run (the lock file's). */
export function requireAdminToken(adminToken: string): MiddlewareHandler<AppEnv> {
  return async function checkAdminToken(context, next) {
    const header = context.req.header('Authorization') ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!sameToken(given, adminToken)) {
      throw new ApiError(401, 'unauthenticated', 'This needs the admin token of the running API (its lock file).')
    }
    await next()
  }
}

function notFound(error: unknown): unknown {
  return error instanceof OperatorError || error instanceof InvitationError || error instanceof StaffError
    ? new ApiError(404, 'not_found', error.message)
    : error
}

export type AdminDependencies = {
  mailer: Mailer
  /** The clients the tenancy middleware reads (and the folder they come from), reloaded when one is dropped. */
  clientDirectory: ClientDirectory
  /** `SITE_ORIGINS`: where invitation links point. */
  siteOrigins?: string | undefined
  production?: boolean | undefined
} & AdminImportDependencies

/** Mails an invitation to a role; the answer of POST /admin/operators and /admin/staff. */
async function invite(
  database: AppEnv['Variables']['database'],
  dependencies: AdminDependencies,
  request: { email: string; client: string },
  role: InvitedRole,
) {
  try {
    const sent = await inviteToRole(database, dependencies.mailer, {
      email: request.email,
      clientSlug: request.client,
      role,
      siteOrigins: dependencies.siteOrigins,
      production: dependencies.production ?? false,
    })
    return { ...sent, invited: true as const, expiresAt: sent.expiresAt.toISOString() }
  } catch (error) {
    throw notFound(error)
  }
}

export function adminRoutes(adminToken: string, dependencies: AdminDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.use('/admin/*', requireAdminToken(adminToken))
  return app
    .openapi(inviteOperatorRoute, async (context) => {
      return context.json(await invite(context.var.database, dependencies, context.req.valid('json'), 'operator'), 200)
    })
    .openapi(inviteStaffRoute, async (context) => {
      return context.json(await invite(context.var.database, dependencies, context.req.valid('json'), 'staff'), 200)
    })
    .openapi(removeStaffRoute, async (context) => {
      const { email, client } = context.req.valid('json')
      try {
        // The admin token is the command line's: the removal is recorded with no account, "system".
        const removed = await removeStaff(context.var.database, email, client)
        return context.json({ email, client, removed }, 200)
      } catch (error) {
        throw notFound(error)
      }
    })
    .openapi(removeOperatorRoute, async (context) => {
      const { email, client } = context.req.valid('json')
      try {
        const removed = await removeOperator(context.var.database, email, client)
        return context.json({ email, client, removed }, 200)
      } catch (error) {
        throw notFound(error)
      }
    })
    .openapi(reopenGameRoute, async (context) => {
      return context.json(await reopenGame(context.var.database, context.req.valid('json')), 200)
    })
    .openapi(releaseClientRoute, async (context) => {
      const { client } = context.req.valid('param')
      try {
        const released = await releaseClient(context.var.database, client, dependencies.clientDirectory.clientsFolder)
        // This instance forgets the domains at once; others at their next reload (a minute at most).
        dependencies.clientDirectory.reload()
        return context.json({ client, released }, 200)
      } catch (error) {
        if (error instanceof ClientRemovalError) {
          throw error.reason === 'unknown'
            ? new ApiError(404, 'not_found', error.message)
            : new ApiError(409, 'conflict', error.message)
        }
        throw error
      }
    })
    .route('/', adminImportRoutes(dependencies))
}
