// A game's video link, set by staff: a YouTube or Vimeo address (stored as the privacy-enhanced embed) or an
// https MP4/HLS address on a host the league allows (contract/game-videos.ts). Fans read it from
// GET /v2/website/games/{game}/video.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  GameVideoFormSchema,
  StaffGameParamsSchema,
  StaffGameVideoSchema,
  StaffGamesWithVideosSchema,
  StaffSeasonGamesQuerySchema,
} from '../../../contract/game-videos.ts'
import { validationHook } from '../../../http/errors.ts'
import { gamesWithVideos, removeGameVideo, setGameVideo, type VideoActor } from '../../../videos/game-video-writes.ts'
import { errorResponse, json, jsonBody } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'
import type { PlatformDependencies } from '../dependencies.ts'

const guarded = {
  400: errorResponse('Unknown client site (Origin)'),
  ...staffErrors,
}

const listRoute = createRoute({
  operationId: 'listStaffGameVideos',
  method: 'get',
  path: '/staff/games',
  ...staffOperation('Staff'),
  summary: "A season's games, latest first, each with its video link",
  request: { query: StaffSeasonGamesQuerySchema },
  responses: { 200: json(StaffGamesWithVideosSchema, 'The games'), ...guarded },
})

const putRoute = createRoute({
  operationId: 'setStaffGameVideo',
  method: 'put',
  path: '/staff/games/{game}/video',
  ...staffOperation('Staff'),
  summary: "Set a game's video link (YouTube, Vimeo, or an MP4/HLS address on an allowed host)",
  request: { params: StaffGameParamsSchema, body: jsonBody(GameVideoFormSchema) },
  responses: {
    200: json(StaffGameVideoSchema, 'Stored, as the site will show it'),
    ...guarded,
    404: errorResponse('No such game'),
    422: errorResponse('The address is not a video this league allows; the message says why'),
  },
})

const deleteRoute = createRoute({
  operationId: 'removeStaffGameVideo',
  method: 'delete',
  path: '/staff/games/{game}/video',
  ...staffOperation('Staff'),
  summary: "Remove a game's video link",
  request: { params: StaffGameParamsSchema },
  responses: { 204: { description: 'Removed' }, ...guarded, 404: errorResponse('No such game, or no video') },
})

function actorOf(context: Context<StaffEnv>, dependencies: PlatformDependencies): VideoActor {
  return { client: context.var.client, userId: context.var.staffUserId, now: dependencies.now() }
}

export function staffGameVideoRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/games', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/games/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
    .openapi(listRoute, async (context) => {
      const { season } = context.req.valid('query')
      return context.json({ games: await gamesWithVideos(context.var.database, context.var.client.id, season) }, 200)
    })
    .openapi(putRoute, async (context) => {
      const { game } = context.req.valid('param')
      const video = await setGameVideo(
        context.var.database,
        actorOf(context, dependencies),
        game,
        context.req.valid('json'),
      )
      return context.json({ game, ...video }, 200)
    })
    .openapi(deleteRoute, async (context) => {
      await removeGameVideo(context.var.database, actorOf(context, dependencies), context.req.valid('param').game)
      return context.body(null, 204)
    })
}
