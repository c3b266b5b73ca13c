// Staff deciding on a team application: the comparison with the club's last season and the player matches,
// and the approval that writes the league data. Rejecting and asking for changes live with the lifecycle
// (staff-applications.ts). The crest an approval makes public is served from here too (GET
// /clubs/{club}/crest, to anyone: the staff guard covers /staff/applications/* only).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { approveApplication } from '../../applications/approval/approve-application.ts'
import { findReviewedApplication, type ReviewedApplication } from '../../applications/approval/application-row.ts'
import { lastSeasonEntry } from '../../applications/approval/last-season-entry.ts'
import { matchSquad } from '../../applications/approval/player-matching.ts'
import { requireStaff, type StaffEnv } from '../../auth/staff.ts'
import { requireUser } from '../../auth/users.ts'
import {
  ApplicationApprovalSchema,
  ApplicationComparisonSchema,
  ApplicationUuidParamsSchema,
  ApproveApplicationRequestSchema,
} from '../../contract/application-review.ts'
import type { Database } from '../../db/connection.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { clubCrestRoutes } from '../league/club-crest.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

const staffErrors = {
  400: errorResponse('Unknown client site (Origin) or an invalid parameter'),
  401: errorResponse('Not signed in'),
  403: errorResponse('The account is not staff of this client'),
  404: errorResponse('No application with this uuid in this league'),
}

// GET /v2/website/staff/applications/{uuid}/comparison
const comparisonRoute = createRoute({
  operationId: 'compareStaffApplication',
  method: 'get',
  path: '/staff/applications/{uuid}/comparison',
  tags: ['Staff'],
  summary: "The club's entry of last season, and how each squad player matches the league's players",
  security: bearerSecurity,
  request: { params: ApplicationUuidParamsSchema },
  responses: { 200: json(ApplicationComparisonSchema, 'Last season and the player matches'), ...staffErrors },
})

// POST /v2/website/staff/applications/{uuid}/approve
const approveRoute = createRoute({
  operationId: 'approveStaffApplication',
  method: 'post',
  path: '/staff/applications/{uuid}/approve',
  tags: ['Staff'],
  summary: 'Approve a submitted application: club, arena, season team, players and roster written at once',
  security: bearerSecurity,
  request: { params: ApplicationUuidParamsSchema, body: jsonBody(ApproveApplicationRequestSchema) },
  responses: {
    200: json(ApplicationApprovalSchema, 'Approved; the league data is written'),
    ...staffErrors,
    400: errorResponse('Problems left in the form, or doubtful player matches not confirmed (listed by name)'),
    409: errorResponse('Changed since staff opened it (stale version), revoked, or not submitted'),
  },
})

async function applicationOf(database: Database, clientId: number, uuid: string): Promise<ReviewedApplication> {
  const application = await findReviewedApplication(database, clientId, uuid)
  if (application === undefined) {
    throw new ApiError(404, 'application_not_found', 'No application with this link in this league.')
  }
  return application
}

export function staffApplicationReviewRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/applications/*', requireUser(dependencies.accessTokens), requireStaff())
  app.route('/', clubCrestRoutes(dependencies.fileStore))
  return app
    .openapi(comparisonRoute, async (context) => {
      const database = context.var.database
      const application = await applicationOf(database, context.var.client.id, context.req.valid('param').uuid)
      const scope = { clientId: application.clientId, clubId: application.clubId, seasonSlug: application.season.slug }
      const [lastSeason, matches] = await Promise.all([
        lastSeasonEntry(database, application.clubId, application.season.slug),
        matchSquad(database, scope, application.form.squad?.players ?? []),
      ])
      return context.json({ lastSeason, matches }, 200)
    })
    .openapi(approveRoute, async (context) => {
      const database = context.var.database
      const application = await applicationOf(database, context.var.client.id, context.req.valid('param').uuid)
      const approval = await approveApplication(database, application, context.req.valid('json'), {
        userId: context.var.staffUserId,
        now: dependencies.now(),
      })
      return context.json(approval, 200)
    })
}
