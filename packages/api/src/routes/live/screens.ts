// GET and PUT /v2/live/games/{game}/screens: what the operator puts on a game's broadcast and tv-stats screens.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { AccessTokens } from '../../auth/access-tokens.ts'
import { requireUser } from '../../auth/users.ts'
import { ScreensDirectiveRequestSchema, ScreensDirectiveSchema } from '../../contract/screens.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import type { LiveGames } from '../../live/live-games.ts'
import { requireOperator } from '../../live/operators.ts'
import { bearerSecurity, errorResponse, jsonBody, json, publicSecurity } from '../responses.ts'
import { gameParameters } from './parameters.ts'

// GET /v2/live/games/{game}/screens
const readScreensRoute = createRoute({
  method: 'get',
  path: '/games/{game}/screens',
  operationId: 'getGameScreens',
  tags: ['Live'],
  summary: "What the game's broadcast and tv-stats screens show (the operator's last choice)",
  description:
    'Before any choice: no lower third and the team comparison, with revision 0. The game and venue streams ' +
    'send the same object as a `screens` event on connection and after every change.',
  security: publicSecurity,
  request: { params: gameParameters },
  responses: {
    200: json(ScreensDirectiveSchema, 'The current screens directive'),
    400: errorResponse('Unknown client site (Origin) or an invalid game'),
    404: errorResponse('No such game in this league'),
  },
})

// PUT /v2/live/games/{game}/screens
const writeScreensRoute = createRoute({
  method: 'put',
  path: '/games/{game}/screens',
  operationId: 'putGameScreens',
  tags: ['Live'],
  summary: "Choose what the game's broadcast and tv-stats screens show (operators of the client only)",
  description:
    'Replaces the whole directive: the lower third of a player on the broadcast (or none) and the graphic of ' +
    'the tv-stats screen (a player card names its player). Every player named must play in the game.',
  security: bearerSecurity,
  request: { params: gameParameters, body: jsonBody(ScreensDirectiveRequestSchema) },
  responses: {
    200: json(ScreensDirectiveSchema, 'The directive as stored, with its new revision'),
    400: errorResponse('Invalid body, or a player who does not play in this game'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an operator of this client'),
    404: errorResponse('No such game in this league'),
  },
})

export function screensRoutes(options: { liveGames: LiveGames; accessTokens: AccessTokens }) {
  const { liveGames } = options
  const app = new OpenAPIHono<AppEnv & { Variables: { operatorUserId: number } }>({ defaultHook: validationHook })
  app.on('PUT', '/games/:game/screens', requireUser(options.accessTokens))
  app.on('PUT', '/games/:game/screens', requireOperator())
  return app
    .openapi(readScreensRoute, async (context) => {
      const database = context.var.database
      const game = await liveGames.find(database, context.var.client.id, context.req.valid('param').game)
      context.header('Cache-Control', 'no-store')
      return context.json(await liveGames.screens(database, game), 200)
    })
    .openapi(writeScreensRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const game = await liveGames.find(database, client.id, context.req.valid('param').game)
      const directive = await liveGames.setScreens(
        database,
        client.slug,
        game,
        context.req.valid('json'),
        context.var.operatorUserId,
      )
      return context.json(directive, 200)
    })
}
