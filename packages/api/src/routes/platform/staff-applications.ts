// The staff's side of team applications: list by status, create one for a club and a season (the link is
// mailed when a contact address is given), read one, revoke its link, send it back with a comment per section,
// reject it with a note. Only staff of the request's client get past the guard; every write is audited.
import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  staffApplicationView,
  loadApplicationForStaff,
  type LoadedApplication,
} from '../../applications/application-view.ts'
import { createApplication, type ApplicationActor } from '../../applications/create-application.ts'
import {
  listApplications,
  rejectApplication,
  requestChanges,
  revokeApplication,
} from '../../applications/staff-actions.ts'
import { requireStaff, type StaffEnv } from '../../auth/staff.ts'
import { requireUser } from '../../auth/users.ts'
import {
  ApplicationUuidParamsSchema,
  CreateApplicationSchema,
  CreatedApplicationSchema,
  RejectSchema,
  RequestChangesSchema,
  StaffApplicationListQuerySchema,
  StaffApplicationListSchema,
  StaffApplicationViewSchema,
  VersionBodySchema,
} from '../../contract/team-applications.ts'
import { validationHook } from '../../http/errors.ts'
import { siteOriginOf } from './account-links.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('The account is not staff of this client'),
}
const oneApplicationErrors = {
  ...staffErrors,
  400: errorResponse('Invalid uuid or body'),
  404: errorResponse('No application of this client with this uuid'),
  409: errorResponse('Changed by someone else since the given version; nothing was written'),
  422: errorResponse('Not possible in the application’s status (application_wrong_status)'),
}

// GET /v2/website/staff/applications?status=
const listRoute = createRoute({
  operationId: 'listTeamApplications',
  method: 'get',
  path: '/staff/applications',
  tags: ['Staff', 'Applications'],
  summary: "The client's team applications, newest change first, optionally of one status",
  security: bearerSecurity,
  request: { query: StaffApplicationListQuerySchema },
  responses: {
    200: json(StaffApplicationListSchema, 'The applications'),
    400: errorResponse('Unknown status'),
    ...staffErrors,
  },
})

// POST /v2/website/staff/applications
const createApplicationRoute = createRoute({
  operationId: 'createTeamApplication',
  method: 'post',
  path: '/staff/applications',
  tags: ['Staff', 'Applications'],
  summary: 'Open a team application for a club (existing or new) and a season; mails the link when asked',
  security: bearerSecurity,
  request: { body: jsonBody(CreateApplicationSchema) },
  responses: {
    201: json(CreatedApplicationSchema, 'Created: the link to send the club'),
    400: errorResponse('Invalid body, or no such club, season or league (the message lists the known ones)'),
    ...staffErrors,
  },
})

// GET /v2/website/staff/applications/{uuid}
const readRoute = createRoute({
  operationId: 'getStaffTeamApplication',
  method: 'get',
  path: '/staff/applications/{uuid}',
  tags: ['Staff', 'Applications'],
  summary: 'One application as staff see it: revoked and expired ones too, with the contact address',
  security: bearerSecurity,
  request: { params: ApplicationUuidParamsSchema },
  responses: {
    200: json(StaffApplicationViewSchema, 'The application'),
    400: errorResponse('Not a uuid'),
    404: errorResponse('No application of this client with this uuid'),
    ...staffErrors,
  },
})

const actionRoute = <Body extends z.ZodType>(
  action: 'revoke' | 'request-changes' | 'reject',
  operationId: string,
  summary: string,
  body: Body,
) =>
  createRoute({
    operationId,
    method: 'post',
    path: `/staff/applications/{uuid}/${action}`,
    tags: ['Staff', 'Applications'],
    summary,
    security: bearerSecurity,
    request: { params: ApplicationUuidParamsSchema, body: jsonBody(body) },
    responses: { 200: json(StaffApplicationViewSchema, 'Done; the application as stored'), ...oneApplicationErrors },
  })

// POST /v2/website/staff/applications/{uuid}/revoke
const revokeRoute = actionRoute(
  'revoke',
  'revokeTeamApplication',
  'Revoke the link: it then answers 404 as a wrong one does',
  VersionBodySchema,
)
// POST /v2/website/staff/applications/{uuid}/request-changes
const requestChangesRoute = actionRoute(
  'request-changes',
  'requestTeamApplicationChanges',
  'Send a submitted application back with a comment per section (mailed to the club)',
  RequestChangesSchema,
)
// POST /v2/website/staff/applications/{uuid}/reject
const rejectRoute = actionRoute(
  'reject',
  'rejectTeamApplication',
  'Reject a submitted application with a note the club reads on its link',
  RejectSchema,
)

export function staffApplicationRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/applications', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/applications/*', requireUser(dependencies.accessTokens), requireStaff())

  const actorOf = (context: Context<StaffEnv>): ApplicationActor => {
    const client = context.var.client
    return {
      database: context.var.database,
      mailer: dependencies.mailer,
      site: {
        leagueName: client.name,
        // The staff context is the app's plus the actor; the origin reads only the request's headers.
        origin: siteOriginOf(context as Context, dependencies, client),
        languages: client.languages,
      },
      clientId: client.id,
      userId: context.var.staffUserId,
      now: dependencies.now(),
    }
  }
  const answer = (context: Context<StaffEnv>, loaded: LoadedApplication) =>
    context.json(staffApplicationView(loaded, dependencies.now()), 200)

  return app
    .openapi(listRoute, async (context) => {
      const applications = await listApplications(context.var.database, context.var.client.id, {
        status: context.req.valid('query').status,
        now: dependencies.now(),
      })
      return context.json({ applications }, 200)
    })
    .openapi(createApplicationRoute, async (context) => {
      const actor = actorOf(context)
      const { loaded, link, mailed } = await createApplication(actor, context.req.valid('json'))
      const view = staffApplicationView(loaded, actor.now)
      return context.json({ uuid: view.uuid, link: link.path, url: link.url, mailed, view }, 201)
    })
    .openapi(readRoute, async (context) => {
      const { uuid } = context.req.valid('param')
      return answer(context, await loadApplicationForStaff(context.var.database, context.var.client.id, uuid))
    })
    .openapi(revokeRoute, async (context) => {
      const { version } = context.req.valid('json')
      return answer(context, await revokeApplication(actorOf(context), context.req.valid('param').uuid, version))
    })
    .openapi(requestChangesRoute, async (context) => {
      const { version, comments } = context.req.valid('json')
      const uuid = context.req.valid('param').uuid
      return answer(context, await requestChanges(actorOf(context), uuid, version, comments))
    })
    .openapi(rejectRoute, async (context) => {
      const { version, note } = context.req.valid('json')
      return answer(context, await rejectApplication(actorOf(context), context.req.valid('param').uuid, version, note))
    })
}
