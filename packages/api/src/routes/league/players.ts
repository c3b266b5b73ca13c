// Players: overview with the career table, game log, photos.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { photosOf } from '../../queries/photos.ts'
import { playerGames, playerOverview } from '../../queries/players.ts'
import { PlayerGamesSchema, PlayerSchema } from '../../contract/players.ts'
import { PhotosSchema } from '../../contract/references.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'

const playerParams = z.object({
  player: z.string().openapi({ param: { name: 'player', in: 'path' }, example: 'stefan-dordevic' }),
})

// GET /v2/website/players/{player}
const playerRoute = createRoute({
  operationId: 'getPlayer',
  method: 'get',
  path: '/players/{player}',
  tags: ['Players'],
  summary: 'A player: name and every spelling, clubs, shirt numbers, career table by season',
  security: publicSecurity,
  request: { params: playerParams },
  responses: {
    200: json(PlayerSchema, 'Player'),
    ...readErrors,
  },
})

// GET /v2/website/players/{player}/games
const playerGamesRoute = createRoute({
  operationId: 'listPlayerGames',
  method: 'get',
  path: '/players/{player}/games',
  tags: ['Players'],
  summary: 'The player’s game log, oldest first',
  security: publicSecurity,
  request: { params: playerParams },
  responses: {
    200: json(PlayerGamesSchema, 'Games'),
    ...readErrors,
  },
})

// GET /v2/website/players/{player}/photos
const playerPhotosRoute = createRoute({
  operationId: 'getPlayerPhotos',
  method: 'get',
  path: '/players/{player}/photos',
  tags: ['Players'],
  summary: 'Photos of the player (none in the imported data)',
  security: publicSecurity,
  request: { params: playerParams },
  responses: { 200: json(PhotosSchema, 'Photos'), ...readErrors },
})

export const playerRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(playerRoute, async (context) =>
    context.json(
      await playerOverview(
        context.get('database'),
        context.var.demoClock,
        context.get('client').id,
        context.req.valid('param').player,
      ),
      200,
    ),
  )
  .openapi(playerGamesRoute, async (context) => {
    const games = await playerGames(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      context.req.valid('param').player,
    )
    return context.json({ games }, 200)
  })
  .openapi(playerPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { player } = context.req.valid('param')
    await playerGames(database, context.var.demoClock, clientId, player)
    return context.json({ photos: await photosOf(database, clientId, { player }) }, 200)
  })
