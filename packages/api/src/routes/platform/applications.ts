// The club's team application through its link: no account, the uuid is the key (rate-limited per address in
// app.ts). A wrong, revoked or expired uuid all answer the same 404; every write names the version the club
// last saw and a stale one answers 409 with nothing written.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  applicationView,
  loadApplicationForClient,
  type LoadedApplication,
} from '../../applications/application-view.ts'
import { saveSection, type ClubWrite } from '../../applications/save-section.ts'
import { submitApplication, withdrawApplication } from '../../applications/submit.ts'
import {
  ApplicationSectionParamsSchema,
  ApplicationUuidParamsSchema,
  SectionSaveSchema,
  TeamApplicationViewSchema,
  VersionBodySchema,
} from '../../contract/team-applications.ts'
import type { AppEnv } from '../../http/env.ts'
import { privateCacheControl } from '../../http/cache.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { errorResponse, json, jsonBody, publicSecurity } from '../responses.ts'

const notFound = errorResponse('No application at this link (wrong, revoked or expired: the same answer)')
const changed = errorResponse('Changed by someone else since the given version; nothing was written')
const limited = errorResponse('Too many requests from this address; try again after Retry-After seconds')
const closed = errorResponse('The application can no longer be changed (submitted, decided or withdrawn)')

// GET /v2/website/applications/{uuid}
const viewRoute = createRoute({
  operationId: 'getTeamApplication',
  method: 'get',
  path: '/applications/{uuid}',
  tags: ['Applications'],
  summary: "A club's team application through its link: the form, its progress and the staff's comments",
  security: publicSecurity,
  request: { params: ApplicationUuidParamsSchema },
  responses: {
    200: json(TeamApplicationViewSchema, 'The application'),
    400: errorResponse('Not a uuid'),
    404: notFound,
    429: limited,
  },
})

// PUT /v2/website/applications/{uuid}/sections/{section}
const saveRoute = createRoute({
  operationId: 'saveTeamApplicationSection',
  method: 'put',
  path: '/applications/{uuid}/sections/{section}',
  tags: ['Applications'],
  summary: 'Save one section as a draft: malformed values are refused, missing ones are fine',
  security: publicSecurity,
  request: { params: ApplicationSectionParamsSchema, body: jsonBody(SectionSaveSchema) },
  responses: {
    200: json(TeamApplicationViewSchema, 'Saved; the application as stored'),
    400: errorResponse('invalid_application: `fields` (English) and `problems` (path, code, values) per field'),
    404: notFound,
    409: changed,
    422: closed,
    429: limited,
  },
})

// POST /v2/website/applications/{uuid}/submit
const submitRoute = createRoute({
  operationId: 'submitTeamApplication',
  method: 'post',
  path: '/applications/{uuid}/submit',
  tags: ['Applications'],
  summary: 'Submit the application for review: every problem of every section at once, or status submitted',
  security: publicSecurity,
  request: { params: ApplicationUuidParamsSchema, body: jsonBody(VersionBodySchema) },
  responses: {
    200: json(TeamApplicationViewSchema, 'Submitted'),
    400: errorResponse('invalid_application: every problem of the form, by field (`fields`, `problems`)'),
    404: notFound,
    409: changed,
    422: closed,
    429: limited,
  },
})

// POST /v2/website/applications/{uuid}/withdraw
const withdrawRoute = createRoute({
  operationId: 'withdrawTeamApplication',
  method: 'post',
  path: '/applications/{uuid}/withdraw',
  tags: ['Applications'],
  summary: 'Withdraw the application before the league decides',
  security: publicSecurity,
  request: { params: ApplicationUuidParamsSchema, body: jsonBody(VersionBodySchema) },
  responses: {
    200: json(TeamApplicationViewSchema, 'Withdrawn'),
    400: errorResponse('Invalid body'),
    404: notFound,
    409: changed,
    422: closed,
    429: limited,
  },
})

export function applicationRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const clubWrite = (context: Context<AppEnv>, uuid: string): ClubWrite => ({
    database: context.var.database,
    clientId: context.var.client.id,
    uuid,
    now: dependencies.now(),
  })
  const answer = (context: Context<AppEnv>, loaded: LoadedApplication) =>
    context.json(applicationView(loaded, dependencies.now()), 200)

  return app
    .openapi(viewRoute, async (context) => {
      const now = dependencies.now()
      const loaded = await loadApplicationForClient(
        context.var.database,
        context.var.client.id,
        context.req.valid('param').uuid,
        now,
      )
      // The link is a secret and the form changes with every save: never kept by a shared cache.
      context.header('Cache-Control', privateCacheControl)
      return context.json(applicationView(loaded, now), 200)
    })
    .openapi(saveRoute, async (context) => {
      const { uuid, section } = context.req.valid('param')
      const { version, data } = context.req.valid('json')
      return answer(context, await saveSection(clubWrite(context, uuid), section, version, data))
    })
    .openapi(submitRoute, async (context) => {
      const { version } = context.req.valid('json')
      return answer(context, await submitApplication(clubWrite(context, context.req.valid('param').uuid), version))
    })
    .openapi(withdrawRoute, async (context) => {
      const { version } = context.req.valid('json')
      return answer(context, await withdrawApplication(clubWrite(context, context.req.valid('param').uuid), version))
    })
}
