// Players: overview with the career table, game log, photos.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { photosOf } from '../../queries/photos.ts'
import { playerGames, playerOverview } from '../../queries/players.ts'
import { gameSummary, json, notFound, photosSchema, stats, teamReference } from './schemas.ts'

const playerParams = z.object({
  player: z.string().openapi({ param: { name: 'player', in: 'path' }, example: 'stefan-dordevic' }),
})

// GET /v2/website/players/{player}
const playerRoute = createRoute({
  method: 'get',
  path: '/players/{player}',
  tags: ['Players'],
  summary: 'A player: name and every spelling, clubs, shirt numbers, career table by season',
  request: { params: playerParams },
  responses: {
    200: json(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          spellings: z.array(z.string()),
          jerseys: z.array(z.string()),
          clubs: z.array(teamReference),
          career: z.object({
            seasons: z.array(
              z.object({
                season: z.string(),
                teams: z.array(teamReference),
                games: z.number().int(),
                gamesStarted: z.number().int(),
                perGame: stats,
                totals: stats,
              }),
            ),
            total: z
              .object({ games: z.number().int(), gamesStarted: z.number().int(), perGame: stats, totals: stats })
              .nullable(),
          }),
        })
        .openapi('Player'),
      'Player',
    ),
    ...notFound,
  },
})

// GET /v2/website/players/{player}/games
const playerGamesRoute = createRoute({
  method: 'get',
  path: '/players/{player}/games',
  tags: ['Players'],
  summary: 'The player’s game log, oldest first',
  request: { params: playerParams },
  responses: {
    200: json(
      z
        .object({
          games: z.array(
            z.object({ game: gameSummary, team: teamReference, starter: z.boolean(), played: z.boolean(), stats }),
          ),
        })
        .openapi('PlayerGames'),
      'Games',
    ),
    ...notFound,
  },
})

// GET /v2/website/players/{player}/photos
const playerPhotosRoute = createRoute({
  method: 'get',
  path: '/players/{player}/photos',
  tags: ['Players'],
  summary: 'Photos of the player (none in the imported data)',
  request: { params: playerParams },
  responses: { 200: json(photosSchema, 'Photos'), ...notFound },
})

export const playerRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(playerRoute, async (context) =>
    context.json(
      await playerOverview(context.get('database'), context.get('client').id, context.req.valid('param').player),
      200,
    ),
  )
  .openapi(playerGamesRoute, async (context) => {
    const games = await playerGames(
      context.get('database'),
      context.get('client').id,
      context.req.valid('param').player,
    )
    return context.json({ games }, 200)
  })
  .openapi(playerPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { player } = context.req.valid('param')
    await playerGames(database, clientId, player)
    return context.json({ photos: await photosOf(database, clientId, { player }) }, 200)
  })
