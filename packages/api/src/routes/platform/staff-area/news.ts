// News staff write: drafts, scheduling, publishing, per-language versions (contract/staff-news.ts). The HTML
// of each language is sanitised (news/sanitise.ts) before it is stored; fans see only published items whose
// moment has come, and followers of the named clubs and players are notified once when an item goes out.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  NewsIdParamsSchema,
  SaveNewsSchema,
  StaffNewsItemSchema,
  StaffNewsListSchema,
  StaffNewsQuerySchema,
} from '../../../contract/staff-news.ts'
import { describeError } from '../../../http/describe-error.ts'
import { validationHook } from '../../../http/errors.ts'
import { logger } from '../../../http/log.ts'
import type { PublicationOptions } from '../../../news/publication.ts'
import { createNews, deleteNews, updateNews, type NewsActor } from '../../../news/save-news.ts'
import { listStaffNews, readStaffNews } from '../../../news/staff-news-read.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import { errorResponse, json, jsonBody } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'

const saveErrors = {
  ...staffErrors,
  400: errorResponse('Invalid body'),
  422: errorResponse(
    'A language the league does not have, no translation, or a club, player, game or cover the league does not have (the message names it)',
  ),
}
/** The item as the editor loads it, after a write or for a read. */
const itemAnswer = (actor: NewsActor, id: number) =>
  readStaffNews(actor.database, {
    clientId: actor.clientId,
    leagueLanguages: actor.leagueLanguages,
    id,
    now: actor.now,
  })

const itemErrors = { 404: errorResponse('No news item of this client with this id') }

// GET /v2/website/staff/news
const listRoute = createRoute({
  operationId: 'listStaffNews',
  method: 'get',
  path: '/staff/news',
  ...staffOperation('Staff', 'News'),
  summary: 'Every news item of the client, drafts and scheduled ones too, 20 a page, by status and kind',
  request: { query: StaffNewsQuerySchema },
  responses: { 200: json(StaffNewsListSchema, 'The items'), 400: errorResponse('Unknown filter'), ...staffErrors },
})

// POST /v2/website/staff/news
const createNewsRoute = createRoute({
  operationId: 'createStaffNews',
  method: 'post',
  path: '/staff/news',
  ...staffOperation('Staff', 'News'),
  summary: "Write an article: a draft, published now, or scheduled; its slug comes from the league's first language",
  request: { body: jsonBody(SaveNewsSchema) },
  responses: { 201: json(StaffNewsItemSchema, 'Created: the item as stored'), ...saveErrors },
})

// GET /v2/website/staff/news/{news}
const readRoute = createRoute({
  operationId: 'getStaffNews',
  method: 'get',
  path: '/staff/news/{news}',
  ...staffOperation('Staff', 'News'),
  summary: 'One item as the editor loads it: the sanitised HTML per language (a report’s paragraphs until edited)',
  request: { params: NewsIdParamsSchema },
  responses: {
    200: json(StaffNewsItemSchema, 'The item'),
    400: errorResponse('Not an id'),
    ...itemErrors,
    ...staffErrors,
  },
})

// PUT /v2/website/staff/news/{news}
const updateRoute = createRoute({
  operationId: 'updateStaffNews',
  method: 'put',
  path: '/staff/news/{news}',
  ...staffOperation('Staff', 'News'),
  summary: 'Save an item (a match report too: it is marked edited and re-imports keep it)',
  request: { params: NewsIdParamsSchema, body: jsonBody(SaveNewsSchema) },
  responses: {
    200: json(StaffNewsItemSchema, 'Saved: the item as stored'),
    ...saveErrors,
    ...itemErrors,
    409: errorResponse('Saved by someone else since the given updatedAt; nothing was written'),
  },
})

// DELETE /v2/website/staff/news/{news}
const deleteRoute = createRoute({
  operationId: 'deleteStaffNews',
  method: 'delete',
  path: '/staff/news/{news}',
  ...staffOperation('Staff', 'News'),
  summary: 'Delete an article (a match report cannot be: make it a draft)',
  request: { params: NewsIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponse('Not an id'),
    422: errorResponse('A match report cannot be deleted'),
    ...itemErrors,
    ...staffErrors,
  },
})

export function staffNewsRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/news', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/news/*', requireUser(dependencies.accessTokens), requireStaff())

  const publication: PublicationOptions = {
    database: dependencies.database,
    notifier: dependencies.notifier,
    now: dependencies.now,
    onError: (error) => logger.warn('news notification failed', { error: describeError(error) }),
  }
  const actorOf = (context: Context<StaffEnv>): NewsActor => ({
    database: context.var.database,
    clientId: context.var.client.id,
    userId: context.var.staffUserId,
    leagueLanguages: context.var.client.languages,
    now: dependencies.now(),
    publication: { ...publication, database: context.var.database },
  })

  return app
    .openapi(listRoute, async (context) => {
      const query = context.req.valid('query')
      const list = await listStaffNews(context.var.database, {
        ...query,
        clientId: context.var.client.id,
        leagueLanguages: context.var.client.languages,
        now: dependencies.now(),
      })
      return context.json(list, 200)
    })
    .openapi(createNewsRoute, async (context) => {
      const actor = actorOf(context)
      const id = await createNews(actor, context.req.valid('json'))
      return context.json(await itemAnswer(actor, id), 201)
    })
    .openapi(readRoute, async (context) => {
      return context.json(await itemAnswer(actorOf(context), context.req.valid('param').news), 200)
    })
    .openapi(updateRoute, async (context) => {
      const actor = actorOf(context)
      const id = context.req.valid('param').news
      await updateNews(actor, id, context.req.valid('json'))
      return context.json(await itemAnswer(actor, id), 200)
    })
    .openapi(deleteRoute, async (context) => {
      await deleteNews(actorOf(context), context.req.valid('param').news)
      return context.body(null, 204)
    })
}
