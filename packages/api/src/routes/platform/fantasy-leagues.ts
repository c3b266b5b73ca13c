// Private fantasy leagues of the signed-in manager: create one, join by invite code, read it, start a
// head-to-head league, leave; and the leagues of one of his squads. Refusals answer in the reader's language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { requestLanguage } from '../../auth/password-rules.ts'
import { currentUser, requireUser } from '../../auth/users.ts'
import {
  CreateFantasyLeagueSchema,
  FantasyLeagueSchema,
  JoinFantasyLeagueSchema,
  LeftFantasyLeagueSchema,
  SquadFantasyLeaguesSchema,
} from '../../contract/fantasy-leagues.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import {
  PrivateLeagueError,
  leftLeagueMessage,
  privateLeagueMessage,
  type PrivateLeagueRefusal,
} from '../../queries/fantasy/private-leagues-errors.ts'
import {
  createPrivateLeague,
  joinPrivateLeague,
  leavePrivateLeague,
  startLeagueByOwner,
  type LeagueReader,
} from '../../queries/fantasy/private-leagues.ts'
import { privateLeagueView, squadPrivateLeagues } from '../../queries/fantasy/private-leagues-view.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'
import type { PlatformDependencies } from './dependencies.ts'

const statusOf: Record<PrivateLeagueRefusal, ContentfulStatusCode> = {
  squad_not_found: 404,
  league_not_found: 404,
  code_not_found: 404,
  league_full: 409,
  already_member: 409,
  league_started: 409,
  not_member: 409,
  not_owner: 403,
  not_head_to_head: 409,
  too_few_members: 409,
  wrong_season: 422,
  season_over: 409,
}

const idParameter = (name: string, example: number) =>
  z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name, in: 'path' }, example })
const leagueParams = z.object({ league: idParameter('league', 1) })
const memberParams = z.object({ league: idParameter('league', 1), squad: idParameter('squad', 7) })
const squadParams = z.object({ squad: idParameter('squad', 7) })

const common = { tags: ['Fantasy'], security: bearerSecurity }
const signedIn = { 401: errorResponse('Not signed in') }

// POST /v2/website/user/fantasy/leagues
const createLeagueRoute = createRoute({
  ...common,
  operationId: 'createFantasyLeague',
  method: 'post',
  path: '/user/fantasy/leagues',
  summary: 'Create a private league (all-vs-all or head-to-head) with one of your squads',
  request: { body: jsonBody(CreateFantasyLeagueSchema) },
  responses: {
    201: json(FantasyLeagueSchema, 'The new league, with its invite code'),
    400: errorResponse('Invalid body'),
    ...signedIn,
    404: errorResponse('No such squad of yours'),
    409: errorResponse('The fantasy season is over'),
  },
})

// POST /v2/website/user/fantasy/leagues/join
const joinLeagueRoute = createRoute({
  ...common,
  operationId: 'joinFantasyLeague',
  method: 'post',
  path: '/user/fantasy/leagues/join',
  summary: 'Join a private league by its invite code (any case)',
  request: { body: jsonBody(JoinFantasyLeagueSchema) },
  responses: {
    200: json(FantasyLeagueSchema, 'The league joined'),
    400: errorResponse('Invalid body'),
    ...signedIn,
    404: errorResponse('No league has this code, or no such squad of yours'),
    409: errorResponse('The league is full, the squad is already in it, or the head-to-head league has started'),
    422: errorResponse('The squad plays another season than the league'),
  },
})

// GET /v2/website/user/fantasy/leagues/{league}
const leagueRoute = createRoute({
  ...common,
  operationId: 'fantasyLeague',
  method: 'get',
  path: '/user/fantasy/leagues/{league}',
  summary: 'A private league: the ranking, or the head-to-head table and fixtures (the code to members only)',
  request: { params: leagueParams },
  responses: {
    200: json(FantasyLeagueSchema, 'The league'),
    400: errorResponse('Invalid league id'),
    ...signedIn,
    404: errorResponse('No such private league'),
  },
})

// POST /v2/website/user/fantasy/leagues/{league}/start
const startLeagueRoute = createRoute({
  ...common,
  operationId: 'startFantasyLeague',
  method: 'post',
  path: '/user/fantasy/leagues/{league}/start',
  summary: 'Start a head-to-head league now (its owner): the fixtures are drawn and no one joins after',
  request: { params: leagueParams },
  responses: {
    200: json(FantasyLeagueSchema, 'The started league with its fixtures'),
    400: errorResponse('Invalid league id'),
    ...signedIn,
    403: errorResponse('Only the owner starts the league'),
    404: errorResponse('No such private league'),
    409: errorResponse('Already started, all-vs-all, or fewer than 2 squads'),
  },
})

// DELETE /v2/website/user/fantasy/leagues/{league}/squads/{squad}
const leaveLeagueRoute = createRoute({
  ...common,
  operationId: 'leaveFantasyLeague',
  method: 'delete',
  path: '/user/fantasy/leagues/{league}/squads/{squad}',
  summary: 'Take your squad out of a private league (not once a head-to-head league has started)',
  request: { params: memberParams },
  responses: {
    200: json(LeftFantasyLeagueSchema, 'Left'),
    400: errorResponse('Invalid id'),
    ...signedIn,
    404: errorResponse('No such private league or squad of yours'),
    409: errorResponse('The squad is not in the league, or the head-to-head league has started'),
  },
})

// GET /v2/website/user/fantasy/squads/{squad}/leagues
const squadLeaguesRoute = createRoute({
  ...common,
  operationId: 'squadFantasyLeagues',
  method: 'get',
  path: '/user/fantasy/squads/{squad}/leagues',
  summary: 'The private leagues one of your squads plays in, with its place in each',
  request: { params: squadParams },
  responses: {
    200: json(SquadFantasyLeaguesSchema, 'The leagues'),
    400: errorResponse('Invalid squad id'),
    ...signedIn,
    404: errorResponse('No such squad of yours'),
  },
})

/** Runs the work, turning a league refusal into its HTTP answer in the reader's language. */
async function inReaderLanguage<Result>(context: Context<AppEnv>, work: () => Promise<Result>): Promise<Result> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PrivateLeagueError) {
      const language = requestLanguage(undefined, context.req.header('Accept-Language'))
      const message = privateLeagueMessage(language, error.code, error.parameters)
      throw new ApiError(statusOf[error.code], error.code, message)
    }
    throw error
  }
}

async function readerOf(context: Context<AppEnv>): Promise<LeagueReader> {
  const user = await currentUser(context.var.database, context.var.userId)
  return { userId: user.id, clientId: context.var.client.id }
}

export function fantasyLeagueRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  for (const path of ['/user/fantasy/leagues', '/user/fantasy/leagues/*', '/user/fantasy/squads/:squad/leagues']) {
    app.use(path, requireUser(dependencies.accessTokens))
  }
  return app
    .openapi(createLeagueRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const league = await inReaderLanguage(context, async () => {
        const created = await createPrivateLeague(database, reader, demoClock, context.req.valid('json'))
        return privateLeagueView(database, reader, demoClock, created.id)
      })
      return context.json(league, 201)
    })
    .openapi(joinLeagueRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const league = await inReaderLanguage(context, async () => {
        const joined = await joinPrivateLeague(database, reader, demoClock, context.req.valid('json'))
        return privateLeagueView(database, reader, demoClock, joined.id)
      })
      return context.json(league, 200)
    })
    .openapi(leagueRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const { league } = context.req.valid('param')
      return context.json(
        await inReaderLanguage(context, () => privateLeagueView(database, reader, demoClock, league)),
        200,
      )
    })
    .openapi(startLeagueRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const leagueId = context.req.valid('param').league
      const league = await inReaderLanguage(context, async () => {
        await startLeagueByOwner(database, reader, demoClock, leagueId)
        return privateLeagueView(database, reader, demoClock, leagueId)
      })
      return context.json(league, 200)
    })
    .openapi(leaveLeagueRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const { league: leagueId, squad: squadId } = context.req.valid('param')
      const left = await inReaderLanguage(context, () =>
        leavePrivateLeague(database, reader, demoClock, { leagueId, squadId }),
      )
      const language = requestLanguage(undefined, context.req.header('Accept-Language'))
      return context.json(
        {
          leagueId,
          squadId,
          leagueDeleted: left.leagueDeleted,
          message: leftLeagueMessage(language, { squad: left.squad.name, name: left.league.name }),
        },
        200,
      )
    })
    .openapi(squadLeaguesRoute, async (context) => {
      const { database, demoClock } = context.var
      const reader = await readerOf(context)
      const { squad } = context.req.valid('param')
      return context.json(
        await inReaderLanguage(context, () => squadPrivateLeagues(database, reader, demoClock, squad)),
        200,
      )
    })
}
