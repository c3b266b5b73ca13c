// Clubs across seasons and a club within one season; photos (the data has none yet).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { clubGames, clubOverview, clubPlayers, listClubs, seasonClub } from '../../queries/clubs.ts'
import { photosOf } from '../../queries/photos.ts'
import { ClubGamesSchema, ClubPlayersSchema, ClubSchema, ClubsSchema, SeasonClubSchema } from '../../contract/clubs.ts'
import { PhotosSchema } from '../../contract/references.ts'
import { json, listErrors, publicSecurity, readErrors } from '../responses.ts'

const clubParams = z.object({ club: z.string().openapi({ param: { name: 'club', in: 'path' }, example: 'partizan' }) })
const seasonClubParams = clubParams.extend({
  season: z.string().openapi({ param: { name: 'season', in: 'path' }, example: '2022-23' }),
})

// GET /v2/website/clubs
const clubsRoute = createRoute({
  operationId: 'listClubs',
  method: 'get',
  path: '/clubs',
  tags: ['Clubs'],
  summary: 'Every club, with the seasons it played',
  security: publicSecurity,
  responses: {
    200: json(ClubsSchema, 'Clubs'),
    ...listErrors,
  },
})

// GET /v2/website/clubs/{club}
const clubRoute = createRoute({
  operationId: 'getClub',
  method: 'get',
  path: '/clubs/{club}',
  tags: ['Clubs'],
  summary: 'A club: its names and its record season by season',
  security: publicSecurity,
  request: { params: clubParams },
  responses: {
    200: json(ClubSchema, 'Club'),
    ...readErrors,
  },
})

// GET /v2/website/clubs/{club}/games
const clubGamesRoute = createRoute({
  operationId: 'listClubGames',
  method: 'get',
  path: '/clubs/{club}/games',
  tags: ['Clubs'],
  summary: 'Every game of the club, newest season first',
  security: publicSecurity,
  request: { params: clubParams },
  responses: { 200: json(ClubGamesSchema, 'Games'), ...readErrors },
})

// GET /v2/website/clubs/{club}/players
const clubPlayersRoute = createRoute({
  operationId: 'listClubPlayers',
  method: 'get',
  path: '/clubs/{club}/players',
  tags: ['Clubs'],
  summary: 'Everyone who played for the club, with averages for the club',
  security: publicSecurity,
  request: { params: clubParams },
  responses: { 200: json(ClubPlayersSchema, 'Players'), ...readErrors },
})

// GET /v2/website/clubs/{club}/photos
const clubPhotosRoute = createRoute({
  operationId: 'getClubPhotos',
  method: 'get',
  path: '/clubs/{club}/photos',
  tags: ['Clubs'],
  summary: 'Photos of the club (none in the imported data)',
  security: publicSecurity,
  request: { params: clubParams },
  responses: { 200: json(PhotosSchema, 'Photos'), ...readErrors },
})

// GET /v2/website/seasons/{season}/clubs/{club}
const seasonClubRoute = createRoute({
  operationId: 'getSeasonClub',
  method: 'get',
  path: '/seasons/{season}/clubs/{club}',
  tags: ['Clubs'],
  summary: 'A club in one season: its team per league with the standing, and its games',
  security: publicSecurity,
  request: { params: seasonClubParams },
  responses: {
    200: json(SeasonClubSchema, 'Club season'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/clubs/{club}/games
const seasonClubGamesRoute = createRoute({
  operationId: 'listSeasonClubGames',
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/games',
  tags: ['Clubs'],
  summary: 'The club’s games in one season',
  security: publicSecurity,
  request: { params: seasonClubParams },
  responses: { 200: json(ClubGamesSchema, 'Games'), ...readErrors },
})

// GET /v2/website/seasons/{season}/clubs/{club}/players
const seasonClubPlayersRoute = createRoute({
  operationId: 'listSeasonClubPlayers',
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/players',
  tags: ['Clubs'],
  summary: 'The club’s players in one season',
  security: publicSecurity,
  request: { params: seasonClubParams },
  responses: { 200: json(ClubPlayersSchema, 'Players'), ...readErrors },
})

// GET /v2/website/seasons/{season}/clubs/{club}/photos
const seasonClubPhotosRoute = createRoute({
  operationId: 'getSeasonClubPhotos',
  method: 'get',
  path: '/seasons/{season}/clubs/{club}/photos',
  tags: ['Clubs'],
  summary: 'Photos of the club that season (none in the imported data)',
  security: publicSecurity,
  request: { params: seasonClubParams },
  responses: { 200: json(PhotosSchema, 'Photos'), ...readErrors },
})

export const clubRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(clubsRoute, async (context) =>
    context.json(
      { clubs: await listClubs(context.get('database'), context.var.demoClock, context.get('client').id) },
      200,
    ),
  )
  .openapi(clubRoute, async (context) =>
    context.json(
      await clubOverview(
        context.get('database'),
        context.var.demoClock,
        context.get('client').id,
        context.req.valid('param').club,
      ),
      200,
    ),
  )
  .openapi(clubGamesRoute, async (context) => {
    const games = await clubGames(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      context.req.valid('param').club,
    )
    return context.json({ games }, 200)
  })
  .openapi(clubPlayersRoute, async (context) => {
    const players = await clubPlayers(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      context.req.valid('param').club,
    )
    return context.json({ players }, 200)
  })
  .openapi(clubPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { club } = context.req.valid('param')
    await clubOverview(database, context.var.demoClock, clientId, club)
    return context.json({ photos: await photosOf(database, clientId, { club }) }, 200)
  })
  .openapi(seasonClubRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    return context.json(
      await seasonClub(context.get('database'), context.var.demoClock, context.get('client').id, season, club),
      200,
    )
  })
  .openapi(seasonClubGamesRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    return context.json(
      {
        games: await clubGames(context.get('database'), context.var.demoClock, context.get('client').id, club, season),
      },
      200,
    )
  })
  .openapi(seasonClubPlayersRoute, async (context) => {
    const { season, club } = context.req.valid('param')
    const players = await clubPlayers(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      club,
      season,
    )
    return context.json({ players }, 200)
  })
  .openapi(seasonClubPhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { season, club } = context.req.valid('param')
    await seasonClub(database, context.var.demoClock, clientId, season, club)
    return context.json({ photos: await photosOf(database, clientId, { club, season }) }, 200)
  })
