// The play-off bracket and series, and a team's pages within a league season.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { standings } from '../../queries/league-statistics.ts'
import { playoffBracket, playoffDuel, teamBySlug, teamGames, teamOverview, teamRoster } from '../../queries/seasons.ts'
import { seasonBundle } from '../../queries/season-data.ts'
import { teamReference as teamReferenceOf } from '../../queries/shapes.ts'
import { PlayoffBracketSchema, PlayoffDuelSchema } from '../../contract/playoffs.ts'
import { TeamGamesSchema, TeamOverviewSchema, TeamRosterSchema, TeamTableSchema } from '../../contract/teams.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { seasonLeagueParams } from './parameters.ts'
import { ensureFantasySeason } from '../../queries/fantasy/season-setup.ts'
import { answerWithClubLooks } from '../../queries/team-looks.ts'

const teamParams = seasonLeagueParams.extend({
  team: z.string().openapi({ param: { name: 'team', in: 'path' }, example: 'partizan' }),
})

// GET /v2/website/seasons/{season}/leagues/{league}/playoff
const bracketRoute = createRoute({
  operationId: 'getPlayoffBracket',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/playoff',
  tags: ['Play-offs'],
  summary: 'The play-off bracket: rounds, series and their games',
  security: publicSecurity,
  request: { params: seasonLeagueParams },
  responses: { 200: json(PlayoffBracketSchema, 'Bracket'), ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/playoff/{playoffRound}/{duel}
const duelRoute = createRoute({
  operationId: 'getPlayoffDuel',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/playoff/{playoffRound}/{duel}',
  tags: ['Play-offs'],
  summary: 'One play-off series with its games',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams.extend({
      playoffRound: z.string().openapi({ param: { name: 'playoffRound', in: 'path' }, example: 'final' }),
      duel: z.string().openapi({ param: { name: 'duel', in: 'path' }, example: 'partizan-vs-crvena-zvezda' }),
    }),
  },
  responses: { 200: json(PlayoffDuelSchema, 'Series'), ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}
const teamRoute = createRoute({
  operationId: 'getTeam',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}',
  tags: ['Teams'],
  summary: 'A team in a league season: standing, latest results, next games, team leaders',
  security: publicSecurity,
  request: { params: teamParams },
  responses: {
    200: json(TeamOverviewSchema, 'Team'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/roster
const rosterRoute = createRoute({
  operationId: 'getTeamRoster',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/roster',
  tags: ['Teams'],
  summary: 'Players on the team’s game sheets, with shirt numbers and averages',
  security: publicSecurity,
  request: { params: teamParams },
  responses: {
    200: json(TeamRosterSchema, 'Roster'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/games
const teamGamesRoute = createRoute({
  operationId: 'listTeamGames',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/games',
  tags: ['Teams'],
  summary: 'The team’s games, by date',
  security: publicSecurity,
  request: { params: teamParams },
  responses: {
    200: json(TeamGamesSchema, 'Games'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/table
const teamTableRoute = createRoute({
  operationId: 'getTeamTable',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/table',
  tags: ['Teams'],
  summary: 'The regular-season table, with the team’s row marked',
  security: publicSecurity,
  request: { params: teamParams },
  responses: {
    200: json(TeamTableSchema, 'Table'),
    ...readErrors,
  },
})

export const playoffAndTeamRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(bracketRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const bracket = await playoffBracket(database, context.var.demoClock, bundle)
    return context.json(await answerWithClubLooks(database, context.get('client').id, bracket), 200)
  })
  .openapi(duelRoute, async (context) => {
    const { season, league, playoffRound, duel } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    return context.json(await playoffDuel(database, context.var.demoClock, bundle, playoffRound, duel), 200)
  })
  .openapi(teamRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    return context.json(await teamOverview(database, context.var.demoClock, bundle, teamBySlug(bundle, team)), 200)
  })
  .openapi(rosterRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const found = teamBySlug(bundle, team)
    await ensureFantasySeason(database, bundle.league.leagueSeasonId, context.var.demoClock)
    return context.json({ team: teamReferenceOf(found), players: await teamRoster(database, bundle, found) }, 200)
  })
  .openapi(teamGamesRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const bundle = await seasonBundle(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      season,
      league,
    )
    const found = teamBySlug(bundle, team)
    const answer = { team: teamReferenceOf(found), games: teamGames(bundle, found) }
    return context.json(await answerWithClubLooks(context.get('database'), context.get('client').id, answer), 200)
  })
  .openapi(teamTableRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const found = teamBySlug(bundle, team)
    const table = await standings(database, context.var.demoClock, bundle, 'regular-season')
    const answer = {
      team: teamReferenceOf(found),
      rank: table.find((row) => row.team.code === found.code)?.rank ?? null,
      standings: table,
    }
    return context.json(await answerWithClubLooks(database, context.get('client').id, answer), 200)
  })
