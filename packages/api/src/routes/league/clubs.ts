// Clubs across seasons and a club within one season; photos (the data has none yet).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { clubGames, clubOverview, clubPlayers, listClubs, seasonClub } from '../../queries/clubs.ts'
import { photosOf } from '../../queries/photos.ts'
import {
  gameSummary,
  json,
  notFound,
  photosSchema,
  playerReference,
  standingsRow,
  stats,
  teamReference,
} from './schemas.ts'

const clubParams = z.object({ club: z.string().openapi({ param: { name: 'club', in: 'path' }, example: 'partizan' }) })
const seasonClubParams = clubParams.extend({
  season: z.string().openapi({ param: { name: 'season', in: 'path' }, example: '2022-23' }),
})

const clubPlayersSchema = z
  .object({
    players: z.array(
      z.object({ player: playerReference, seasons: z.array(z.string()), games: z.number().int(), perGame: stats }),
    ),
  })
  .openapi('ClubPlayers')

// GET /v2/website/clubs
const clubsRoute = createRoute({
  method: 'get',
  path: '/clubs',
  tags: ['Clubs'],
  summary: 'Every club, with the seasons it played',
  responses: {
    200: json(
      z
        .object({
          clubs: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              code: z.string(),
              currentName: z.string(),
              seasons: z.array(z.string()),
            }),
          ),
        })
        .openapi('Clubs'),
      'Clubs',
    ),
  },
})

// GET /v2/website/clubs/{club}
const clubRoute = createRoute({
  method: 'get',
  path: '/clubs/{club}',
  tags: ['Clubs'],
  summary: 'A club: its names and its record season by season',
  request: { params: clubParams },
  responses: {
    200: json(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          code: z.string(),
          currentName: z.string(),
          names: z.array(z.string()),
          seasons: z.array(
            z.object({
              season: z.string(),
              league: z.object({ slug: z.string(), name: z.string() }),
              team: teamReference,
              status: z.string(),
              rank: z.number().int().nullable(),
              won: z.number().int(),
              lost: z.number().int(),
            }),
          ),
        })
        .openapi('Club'),
      'Club',
    ),
    ...notFound,
  },
})

// GET /v2/website/clubs/{club}/games
const clubGamesRoute = createRoute({
  method: 'get',
  path: '/clubs/{club}/games',
  tags: ['Clubs'],
  summary: 'Every game of the club, newest season first',
  request: { params: clubParams },
  responses: { 200: json(z.object({ games: z.array(gameSummary) }).openapi('ClubGames'), 'Games'), ...notFound },
})

// GET /v2/website/clubs/{club}/players
const clubPlayersRoute = createRoute({
  method: 'get',
  path: '/clubs/{club}/players',
  tags: ['Clubs'],
  summary: 'Everyone who played for the club, with averages for the club',
  request: { params: clubParams },
  responses: { 200: json(clubPlayersSchema, 'Players'), ...notFound },
})

// GET /v2/website/clubs/{club}/photos
const clubPhotosRoute = createRoute({
  method: 'get',
  path: '/clubs/{club}/photos',
  tags: ['Clubs'],
  summary: 'Photos of the club (none in the imported data)',
  request: { params: clubParams },
  responses: { 200: json(photosSchema, 'Photos'), ...notFound },
})

// GET /v2/website/seasons/{season}/clubs/{club}
const seasonClubRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/clubs/{club}',
  tags: ['Clubs'],
  summary: 'A club in one season: its team per league with the standing, and its games',
  request: { params: seasonClubParams },
  responses: {
    200: json(
      z
        .object({
          season: z.object({ slug: z.string(), name: z.string() }),
          leagues: z.array(
            z.object({ slug: z.string(), name: z.string(), team: teamReference, standing: standingsRow.nullable() }),
          ),
          games: z.array(gameSummary),
        })
        .openapi('SeasonClub'),
      'Club season',
    ),
    ...notFound,
  },
})

// GET /v2/website/seasons/{season}/clubs/{club}/games
const seasonClubGamesRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/games',
  tags: ['Clubs'],
  summary: 'The club’s games in one season',
  request: { params: seasonClubParams },
  responses: { 200: json(z.object({ games: z.array(gameSummary) }), 'Games'), ...notFound },
})

// GET /v2/website/seasons/{season}/clubs/{club}/players
const seasonClubPlayersRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/players',
  tags: ['Clubs'],
  summary: 'The club’s players in one season',
  request: { params: seasonClubParams },
  responses: { 200: json(clubPlayersSchema, 'Players'), ...notFound },
})

// GET /v2/website/seasons/{season}/clubs/{club}/photos
const seasonClubPhotosRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/photos',
  tags: ['Clubs'],
  summary: 'Photos of the club that season (none in the imported data)',
  request: { params: seasonClubParams },
  responses: { 200: json(photosSchema, 'Photos'), ...notFound },
})

export const clubRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(clubsRoute, async (context) =>
    context.json({ clubs: await listClubs(context.get('database'), context.get('client').id) }, 200),
  )
  .openapi(clubRoute, async (context) =>
    context.json(
      await clubOverview(context.get('database'), context.get('client').id, context.req.valid('param').club),
      200,
    ),
  )
  .openapi(clubGamesRoute, async (context) => {
    const games = await clubGames(context.get('database'), context.get('client').id, context.req.valid('param').club)
    return context.json({ games }, 200)
  })
  .openapi(clubPlayersRoute, async (context) => {
    const players = await clubPlayers(
      context.get('database'),
      context.get('client').id,
      context.req.valid('param').club,
    )
    return context.json({ players }, 200)
  })
  .openapi(clubPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { club } = context.req.valid('param')
    await clubOverview(database, clientId, club)
    return context.json({ photos: await photosOf(database, clientId, { club }) }, 200)
  })
  .openapi(seasonClubRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    return context.json(await seasonClub(context.get('database'), context.get('client').id, season, club), 200)
  })
  .openapi(seasonClubGamesRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    return context.json(
      { games: await clubGames(context.get('database'), context.get('client').id, club, season) },
      200,
    )
  })
  .openapi(seasonClubPlayersRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    const players = await clubPlayers(context.get('database'), context.get('client').id, club, season)
    return context.json({ players }, 200)
  })
  .openapi(seasonClubPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { season, club } = context.req.valid('param')
    await seasonClub(database, clientId, season, club)
    return context.json({ photos: await photosOf(database, clientId, { club, season }) }, 200)
  })
