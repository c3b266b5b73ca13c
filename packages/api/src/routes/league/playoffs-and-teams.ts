// The play-off bracket and series, and a team's pages within a league season.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { standings } from '../../queries/league-statistics.ts'
import { playoffBracket, playoffDuel, teamBySlug, teamGames, teamOverview, teamRoster } from '../../queries/seasons.ts'
import { seasonBundle } from '../../queries/season-data.ts'
import { teamReference as teamReferenceOf } from '../../queries/shapes.ts'
import {
  gameSummary,
  json,
  leaderRow,
  notFound,
  playerReference,
  seasonLeagueParams,
  standingsRow,
  stats,
  teamReference,
} from './schemas.ts'

const duelSchema = z
  .object({
    slug: z.string().openapi({ example: 'partizan-vs-crvena-zvezda' }),
    round: z.object({ slug: z.string(), name: z.string(), bestOf: z.number().int() }),
    home: z.object({ team: teamReference, seed: z.number().int().nullable(), wins: z.number().int() }),
    away: z.object({ team: teamReference, seed: z.number().int().nullable(), wins: z.number().int() }),
    winner: teamReference.nullable(),
    status: z.string(),
    summary: z.string(),
    games: z.array(gameSummary),
  })
  .openapi('PlayoffDuel')

const bracketSchema = z
  .object({
    rounds: z.array(
      z.object({ slug: z.string(), name: z.string(), bestOf: z.number().int(), duels: z.array(duelSchema) }),
    ),
    champion: teamReference.nullable(),
  })
  .openapi('PlayoffBracket')

const teamParams = seasonLeagueParams.extend({
  team: z.string().openapi({ param: { name: 'team', in: 'path' }, example: 'partizan' }),
})

// GET /v2/website/seasons/{season}/leagues/{league}/playoff
const bracketRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/playoff',
  tags: ['Play-offs'],
  summary: 'The play-off bracket: rounds, series and their games',
  request: { params: seasonLeagueParams },
  responses: { 200: json(bracketSchema, 'Bracket'), ...notFound },
})

// GET /v2/website/seasons/{season}/leagues/{league}/playoff/{playoffRound}/{duel}
const duelRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/playoff/{playoffRound}/{duel}',
  tags: ['Play-offs'],
  summary: 'One play-off series with its games',
  request: {
    params: seasonLeagueParams.extend({
      playoffRound: z.string().openapi({ param: { name: 'playoffRound', in: 'path' }, example: 'final' }),
      duel: z.string().openapi({ param: { name: 'duel', in: 'path' }, example: 'partizan-vs-crvena-zvezda' }),
    }),
  },
  responses: { 200: json(duelSchema, 'Series'), ...notFound },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}
const teamRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}',
  tags: ['Teams'],
  summary: 'A team in a league season: standing, latest results, next games, team leaders',
  request: { params: teamParams },
  responses: {
    200: json(
      z
        .object({
          team: teamReference,
          season: z.object({ slug: z.string(), name: z.string() }),
          league: z.object({ slug: z.string(), name: z.string() }),
          status: z.string(),
          standing: standingsRow.nullable(),
          latestResults: z.array(gameSummary),
          nextGames: z.array(gameSummary),
          leaders: z.array(z.object({ stat: z.string(), leaders: z.array(leaderRow) })),
        })
        .openapi('TeamOverview'),
      'Team',
    ),
    ...notFound,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/roster
const rosterRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/roster',
  tags: ['Teams'],
  summary: 'Players on the team’s game sheets, with shirt numbers and averages',
  request: { params: teamParams },
  responses: {
    200: json(
      z
        .object({
          team: teamReference,
          players: z.array(
            z.object({
              player: playerReference,
              jerseys: z.array(z.string()),
              gamesDressed: z.number().int(),
              gamesPlayed: z.number().int(),
              perGame: stats,
            }),
          ),
        })
        .openapi('TeamRoster'),
      'Roster',
    ),
    ...notFound,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/games
const teamGamesRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/games',
  tags: ['Teams'],
  summary: 'The team’s games, by date',
  request: { params: teamParams },
  responses: {
    200: json(z.object({ team: teamReference, games: z.array(gameSummary) }).openapi('TeamGames'), 'Games'),
    ...notFound,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/table
const teamTableRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/table',
  tags: ['Teams'],
  summary: 'The regular-season table, with the team’s row marked',
  request: { params: teamParams },
  responses: {
    200: json(
      z
        .object({ team: teamReference, rank: z.number().int().nullable(), standings: z.array(standingsRow) })
        .openapi('TeamTable'),
      'Table',
    ),
    ...notFound,
  },
})

export const playoffAndTeamRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(bracketRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.get('client').id, season, league)
    return context.json(await playoffBracket(database, bundle), 200)
  })
  .openapi(duelRoute, async (context) => {
    const { season, league, playoffRound, duel } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.get('client').id, season, league)
    return context.json(await playoffDuel(database, bundle, playoffRound, duel), 200)
  })
  .openapi(teamRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.get('client').id, season, league)
    return context.json(await teamOverview(database, bundle, teamBySlug(bundle, team)), 200)
  })
  .openapi(rosterRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.get('client').id, season, league)
    const found = teamBySlug(bundle, team)
    return context.json({ team: teamReferenceOf(found), players: await teamRoster(database, bundle, found) }, 200)
  })
  .openapi(teamGamesRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const bundle = await seasonBundle(context.get('database'), context.get('client').id, season, league)
    const found = teamBySlug(bundle, team)
    return context.json({ team: teamReferenceOf(found), games: teamGames(bundle, found) }, 200)
  })
  .openapi(teamTableRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.get('client').id, season, league)
    const found = teamBySlug(bundle, team)
    const table = await standings(database, bundle, 'regular-season')
    return context.json(
      {
        team: teamReferenceOf(found),
        rank: table.find((row) => row.team.code === found.code)?.rank ?? null,
        standings: table,
      },
      200,
    )
  })
