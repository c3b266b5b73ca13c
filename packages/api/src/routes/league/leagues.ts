// A league in a season: overview, standings, leaders, records, player statistics, calendar and games.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { StatMode } from '@league/stats/aggregation'
import type { StatKey } from '@league/stats/stat-keys'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { gameRecords, leaders, playerStatistics, standings } from '../../queries/league-statistics.ts'
import { leagueGames, leagueOverview, roundsOf, teamBySlug } from '../../queries/seasons.ts'
import { paginate } from '../../queries/shapes.ts'
import { seasonBundle, seasonGames } from '../../queries/season-data.ts'
import {
  BestPlayersSchema,
  CalendarSchema,
  GameRecordsSchema,
  LeadersSchema,
  LeagueGamesSchema,
  LeagueOverviewSchema,
  PlayerStatsSchema,
} from '../../contract/leagues.ts'
import { StandingsSchema } from '../../contract/standings.ts'
import { StatKeySchema, StatModeSchema } from '../../contract/statistics.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { page, phase, seasonLeagueParams, statsPhase } from './parameters.ts'
import { answerWithClubLooks } from '../../queries/team-looks.ts'

// GET /v2/website/seasons/{season}/leagues/{league}
const overviewRoute = createRoute({
  operationId: 'getLeague',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}',
  tags: ['Leagues'],
  summary: 'League overview: phases, teams, rounds, the top of the table, latest results and next games',
  security: publicSecurity,
  request: { params: seasonLeagueParams },
  responses: { 200: json(LeagueOverviewSchema, 'League overview'), ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/standings
const standingsRoute = createRoute({
  operationId: 'getStandings',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/standings',
  tags: ['Leagues'],
  summary: 'The table, with ABA tie-breaks explained',
  security: publicSecurity,
  request: { params: seasonLeagueParams, query: z.object({ phase: phase.default('regular-season') }) },
  responses: {
    200: json(StandingsSchema, 'Standings'),
    ...readErrors,
  },
})

const leadersQuery = z.object({
  stat: StatKeySchema.default('points'),
  mode: StatModeSchema.default('per-game'),
  phase: phase.default('regular-season'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})

// GET /v2/website/seasons/{season}/leagues/{league}/leaders
const leadersRoute = createRoute({
  operationId: 'getLeaders',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/leaders',
  tags: ['Leagues'],
  summary: 'Leaders of a statistic (qualified players: ABA rules)',
  security: publicSecurity,
  request: { params: seasonLeagueParams, query: leadersQuery },
  responses: {
    200: json(LeadersSchema, 'Leaders'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/best-players
const bestPlayersRoute = createRoute({
  operationId: 'getBestPlayers',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/best-players',
  tags: ['Leagues'],
  summary: 'Best players by PIR per game (qualified players)',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams,
    query: z.object({
      phase: phase.default('regular-season'),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
  },
  responses: {
    200: json(BestPlayersSchema, 'Best players'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/game-records
const gameRecordsRoute = createRoute({
  operationId: 'getGameRecords',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/game-records',
  tags: ['Leagues'],
  summary: 'Single-game highs of players and teams',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams,
    query: z.object({ phase: phase.optional(), limit: z.coerce.number().int().min(1).max(20).default(5) }),
  },
  responses: {
    200: json(GameRecordsSchema, 'Game records'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/player-stats
const playerStatsRoute = createRoute({
  operationId: 'getPlayerStats',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/player-stats',
  tags: ['Leagues'],
  summary: 'Every player’s statistics, sorted, 50 a page',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams,
    query: z.object({
      mode: StatModeSchema.default('per-game'),
      /** Without it: every game of the season, regular season and play-offs together. */
      phase: statsPhase.optional(),
      sort: StatKeySchema.default('points'),
      page,
    }),
  },
  responses: {
    200: json(PlayerStatsSchema, 'Player statistics'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/calendar
const calendarRoute = createRoute({
  operationId: 'getCalendar',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/calendar',
  tags: ['Leagues'],
  summary: 'Rounds with their games',
  security: publicSecurity,
  request: { params: seasonLeagueParams },
  responses: {
    200: json(CalendarSchema, 'Calendar'),
    ...readErrors,
  },
})

// GET /v2/website/seasons/{season}/leagues/{league}/games
const gamesRoute = createRoute({
  operationId: 'listLeagueGames',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/games',
  tags: ['Leagues'],
  summary: 'All games, by date, 50 a page; filter by phase and team (club slug)',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams,
    query: z.object({ phase: phase.optional(), team: z.string().optional(), page }),
  },
  responses: {
    200: json(LeagueGamesSchema, 'Games'),
    ...readErrors,
  },
})

export const leagueSeasonRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(overviewRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    return context.json(await leagueOverview(database, context.var.demoClock, bundle), 200)
  })
  .openapi(standingsRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const games = await seasonGames(database, context.var.demoClock, context.get('client').id, season, league)
    const table = await standings(database, context.var.demoClock, games, query.phase)
    return context.json(
      await answerWithClubLooks(database, context.get('client').id, { phase: query.phase, standings: table }),
      200,
    )
  })
  .openapi(leadersRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const rows = await leaders(database, context.var.demoClock, bundle, {
      stat: query.stat as StatKey,
      mode: query.mode as StatMode,
      phase: query.phase,
      limit: query.limit,
    })
    return context.json({ stat: query.stat, mode: query.mode, phase: query.phase, leaders: rows }, 200)
  })
  .openapi(bestPlayersRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const players = await leaders(database, context.var.demoClock, bundle, {
      stat: 'pir',
      mode: 'per-game',
      phase: query.phase,
      limit: query.limit,
    })
    return context.json({ players }, 200)
  })
  .openapi(gameRecordsRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    return context.json(
      { records: await gameRecords(database, context.var.demoClock, bundle, query.phase ?? null, query.limit) },
      200,
    )
  })
  .openapi(playerStatsRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const bundle = await seasonBundle(database, context.var.demoClock, context.get('client').id, season, league)
    const rows = await playerStatistics(database, context.var.demoClock, bundle, {
      mode: query.mode as StatMode,
      phase: query.phase ?? null,
      sort: query.sort as StatKey,
    })
    const { items, ...rest } = paginate(rows, query.page, 50)
    return context.json(
      { mode: query.mode, phase: query.phase ?? null, sort: query.sort, players: items, ...rest },
      200,
    )
  })
  .openapi(calendarRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const bundle = await seasonBundle(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      season,
      league,
    )
    return context.json({ rounds: roundsOf(bundle) }, 200)
  })
  .openapi(gamesRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const bundle = await seasonBundle(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      season,
      league,
    )
    if (query.team !== undefined) {
      teamBySlug(bundle, query.team)
    }
    return context.json(
      await answerWithClubLooks(
        context.get('database'),
        context.get('client').id,
        leagueGames(bundle, { phase: query.phase, team: query.team, page: query.page, pageSize: 50 }),
      ),
      200,
    )
  })
