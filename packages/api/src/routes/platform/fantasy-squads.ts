// The signed-in fan's fantasy squads: list and create per league season, read, save the lineup, transfer, play a
// chip. Every refusal answers `{ error: { code, message, violations? } }` in the reader's language (the body's
// `language`, else Accept-Language), and a stale version answers 409 with the squad as it is now.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { currentUser, requireUser } from '../../auth/users.ts'
import { requestLanguage } from '../../auth/password-rules.ts'
import {
  CreateFantasySquadSchema,
  FantasyChipRequestSchema,
  FantasyLineupSchema,
  FantasySquadErrorSchema,
  FantasySquadListSchema,
  FantasySquadSchema,
  FantasyTransfersSchema,
  type FantasySquadError,
} from '../../contract/fantasy-squads.ts'
import { FantasySquadHistorySchema, FantasySquadRoundSchema } from '../../contract/fantasy-squad-rounds.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, apiErrorOf, handleError, validationHook } from '../../http/errors.ts'
import { squadMessage } from '../../queries/fantasy/squad-messages.ts'
import { squadHistory, squadRound } from '../../queries/fantasy/squad-round.ts'
import { SquadRefusal } from '../../queries/fantasy/squads-refusals.ts'
import { createSquad, maxSquadsPerAccount, ownedSquad, squadsOfUser } from '../../queries/fantasy/squads.ts'
import { saveLineup } from '../../queries/fantasy/squads-lineup.ts'
import { loadSquadSeason, type SquadSeason } from '../../queries/fantasy/squads-season.ts'
import { makeTransfers, playChip } from '../../queries/fantasy/squads-transfers.ts'
import { squadView, viewOfSquad } from '../../queries/fantasy/squads-view.ts'
import { findLeagueSeason } from '../../queries/season-data.ts'
import { bearerSecurity, json, jsonBody } from '../responses.ts'
import { seasonLeagueParams } from '../league/parameters.ts'
import type { PlatformDependencies } from './dependencies.ts'

const squadParams = z.object({
  squad: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'squad', in: 'path' }, example: 12 }),
})

const roundParams = squadParams.extend({
  round: z.coerce
    .number('must be a round number')
    .int('must be a round number')
    .min(1, 'must be a round number from 1')
    .max(1000, 'must be a round number up to 1000')
    .openapi({ param: { name: 'round', in: 'path' }, example: 5 }),
})

const languageQuery = z.object({
  language: z
    .string()
    .max(10)
    .optional()
    .openapi({ description: 'Language of a refusal (en, sr, sl, es, fr, ru); else Accept-Language, else en' }),
})

const refusal = (description: string) => json(FantasySquadErrorSchema, description)
const signedIn = { 401: refusal('Not signed in'), 404: refusal('No such squad of yours') }
const changeRefusals = {
  ...signedIn,
  400: refusal('Invalid body'),
  409: refusal('stale_version: the squad changed since; the answer carries it as it is now'),
  422: refusal('A rule of the game refuses it; violations lists every broken rule in the reader’s language'),
}

// GET /v2/website/user/fantasy/{season}/{league}/squads
const listRoute = createRoute({
  operationId: 'listFantasySquads',
  method: 'get',
  path: '/user/fantasy/{season}/{league}/squads',
  tags: ['User'],
  summary: "The signed-in fan's squads in a league season",
  security: bearerSecurity,
  request: { params: seasonLeagueParams },
  responses: { 200: json(FantasySquadListSchema, 'Squads, oldest first'), ...signedIn },
})

// POST /v2/website/user/fantasy/{season}/{league}/squads
const createSquadRoute = createRoute({
  operationId: 'createFantasySquad',
  method: 'post',
  path: '/user/fantasy/{season}/{league}/squads',
  tags: ['User'],
  summary: 'Create a squad (at most 3 per account and league season), whole and valid',
  security: bearerSecurity,
  request: { params: seasonLeagueParams, body: jsonBody(CreateFantasySquadSchema) },
  responses: { 201: json(FantasySquadSchema, 'The new squad'), ...changeRefusals },
})

// GET /v2/website/user/fantasy/squads/{squad}
const readRoute = createRoute({
  operationId: 'getFantasySquad',
  method: 'get',
  path: '/user/fantasy/squads/{squad}',
  tags: ['User'],
  summary: 'One of the signed-in fan’s squads',
  security: bearerSecurity,
  request: { params: squadParams },
  responses: { 200: json(FantasySquadSchema, 'The squad'), ...signedIn },
})

// PUT /v2/website/user/fantasy/squads/{squad}
const lineupRoute = createRoute({
  operationId: 'saveFantasyLineup',
  method: 'put',
  path: '/user/fantasy/squads/{squad}',
  tags: ['User'],
  summary: 'Save the lineup: court, sixth man, bench order, captain (turns rules once the round is in play)',
  security: bearerSecurity,
  request: { params: squadParams, body: jsonBody(FantasyLineupSchema) },
  responses: { 200: json(FantasySquadSchema, 'The squad as saved'), ...changeRefusals },
})

// POST /v2/website/user/fantasy/squads/{squad}/transfers
const transfersRoute = createRoute({
  operationId: 'makeFantasyTransfers',
  method: 'post',
  path: '/user/fantasy/squads/{squad}/transfers',
  tags: ['User'],
  summary: 'Transfer players out and in for the open round, at current prices',
  security: bearerSecurity,
  request: { params: squadParams, body: jsonBody(FantasyTransfersSchema) },
  responses: { 200: json(FantasySquadSchema, 'The squad after the transfers'), ...changeRefusals },
})

// POST /v2/website/user/fantasy/squads/{squad}/chips
const chipRoute = createRoute({
  operationId: 'playFantasyChip',
  method: 'post',
  path: '/user/fantasy/squads/{squad}/chips',
  tags: ['User'],
  summary: 'Play a chip for the open round (each once a season)',
  security: bearerSecurity,
  request: { params: squadParams, body: jsonBody(FantasyChipRequestSchema) },
  responses: { 200: json(FantasySquadSchema, 'The squad with the chip played'), ...changeRefusals },
})

// GET /v2/website/user/fantasy/squads/{squad}/rounds
const historyRoute = createRoute({
  operationId: 'getFantasySquadHistory',
  method: 'get',
  path: '/user/fantasy/squads/{squad}/rounds',
  tags: ['User'],
  summary: 'The squad’s settled rounds: points, total and rank after each',
  security: bearerSecurity,
  request: { params: squadParams, query: languageQuery },
  responses: { 200: json(FantasySquadHistorySchema, 'Settled rounds in play order'), ...signedIn },
})

// GET /v2/website/user/fantasy/squads/{squad}/rounds/{round}
const roundRoute = createRoute({
  operationId: 'getFantasySquadRound',
  method: 'get',
  path: '/user/fantasy/squads/{squad}/rounds/{round}',
  tags: ['User'],
  summary: 'One settled round of the squad, every point explained: each pick’s games, PIR parts, win bonus, role',
  security: bearerSecurity,
  request: { params: roundParams, query: languageQuery },
  responses: {
    200: json(FantasySquadRoundSchema, 'The round; the picks’ points add up to the round’s points'),
    400: refusal('Not a round number'),
    401: refusal('Not signed in'),
    404: refusal('No such squad of yours, or a round it has not played or that is not settled yet'),
  },
})

function languageOf(context: Context<AppEnv>, bodyLanguage?: string) {
  return requestLanguage(bodyLanguage, context.req.header('Accept-Language'))
}

/** A refusal with its violations, and on a stale version the squad as it is now. */
async function answerRefusal(error: SquadRefusal, context: Context<AppEnv>) {
  const answer = apiErrorOf(error) ?? new ApiError(422, error.code, error.message)
  const body: FantasySquadError = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.violations.length > 0 ? { violations: error.violations } : {}),
    },
  }
  if (error.staleSquadId !== undefined) {
    const squad = await squadView(context.var.database, error.staleSquadId, context.var.demoClock)
    if (squad !== undefined) {
      body.squad = squad
    }
  }
  return context.json(body, answer.status)
}

async function signedInUserId(context: Context<AppEnv>): Promise<number> {
  return (await currentUser(context.var.database, context.var.userId)).id
}

/** The squad when it is the signed-in fan's in this client league, else a 404 in the reader's language. */
async function requireOwnSquad(context: Context<AppEnv>, squadId: number, bodyLanguage?: string) {
  const squad = await ownedSquad(context.var.database, squadId, await signedInUserId(context), context.var.client.id)
  if (squad === undefined) {
    throw new ApiError(404, 'not_found', squadMessage('not_found', {}, languageOf(context, bodyLanguage)))
  }
  return squad
}

async function viewOrGone(context: Context<AppEnv>, squadId: number, season?: SquadSeason) {
  const view = await squadView(context.var.database, squadId, context.var.demoClock, season)
  if (view === undefined) {
    throw new ApiError(404, 'not_found', squadMessage('not_found', {}, languageOf(context)))
  }
  return view
}

export function fantasySquadRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.use('/user/fantasy/squads/*', requireUser(dependencies.accessTokens))
  app.use('/user/fantasy/:season/:league/squads', requireUser(dependencies.accessTokens))
  app.onError((error, context) =>
    error instanceof SquadRefusal ? answerRefusal(error, context) : handleError(error, context),
  )
  return app
    .openapi(listRoute, async (context) => {
      const { season, league } = context.req.valid('param')
      const database = context.var.database
      const found = await findLeagueSeason(database, context.var.client.id, season, league)
      const rows = await squadsOfUser(database, await signedInUserId(context), found.league_season_id)
      const state = await loadSquadSeason(database, found.league_season_id, context.var.demoClock)
      const squads = await Promise.all(rows.map((row) => viewOfSquad(database, row, state)))
      return context.json({ squads, maxSquads: maxSquadsPerAccount }, 200)
    })
    .openapi(createSquadRoute, async (context) => {
      const { season, league } = context.req.valid('param')
      const body = context.req.valid('json')
      const found = await findLeagueSeason(context.var.database, context.var.client.id, season, league)
      const input = { userId: await signedInUserId(context), leagueSeasonId: found.league_season_id, ...body }
      const language = languageOf(context, body.language)
      const squadId = await createSquad(context.var.database, input, context.var.demoClock, language)
      return context.json(await viewOrGone(context, squadId), 201)
    })
    .openapi(readRoute, async (context) => {
      const squad = await requireOwnSquad(context, context.req.valid('param').squad)
      return context.json(await viewOrGone(context, squad.id), 200)
    })
    .openapi(historyRoute, async (context) => {
      const squad = await requireOwnSquad(
        context,
        context.req.valid('param').squad,
        context.req.valid('query').language,
      )
      const rounds = await squadHistory(context.var.database, squad, context.var.demoClock)
      return context.json({ squadId: squad.id, rounds }, 200)
    })
    .openapi(roundRoute, async (context) => {
      const { squad: squadId, round } = context.req.valid('param')
      const language = languageOf(context, context.req.valid('query').language)
      const squad = await requireOwnSquad(context, squadId, language)
      const answer = await squadRound(context.var.database, squad, round, context.var.demoClock)
      if (answer === undefined) {
        throw new ApiError(404, 'round_not_settled', squadMessage('round_not_settled', { round }, language))
      }
      return context.json(answer, 200)
    })
    .openapi(lineupRoute, async (context) => {
      const body = context.req.valid('json')
      const squad = await requireOwnSquad(context, context.req.valid('param').squad, body.language)
      const season = await saveLineup(
        context.var.database,
        squad,
        body,
        context.var.demoClock,
        languageOf(context, body.language),
      )
      return context.json(await viewOrGone(context, squad.id, season), 200)
    })
    .openapi(transfersRoute, async (context) => {
      const body = context.req.valid('json')
      const squad = await requireOwnSquad(context, context.req.valid('param').squad, body.language)
      const season = await makeTransfers(
        context.var.database,
        squad,
        body,
        context.var.demoClock,
        languageOf(context, body.language),
      )
      return context.json(await viewOrGone(context, squad.id, season), 200)
    })
    .openapi(chipRoute, async (context) => {
      const body = context.req.valid('json')
      const squad = await requireOwnSquad(context, context.req.valid('param').squad, body.language)
      const season = await playChip(
        context.var.database,
        squad,
        body,
        context.var.demoClock,
        languageOf(context, body.language),
      )
      return context.json(await viewOrGone(context, squad.id, season), 200)
    })
}
