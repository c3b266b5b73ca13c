// All-time tables across every season in the data.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { StatMode } from '@league/stats/aggregation'
import type { StatKey } from '@league/stats/stat-keys'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { historyBestPlayers, historyGameRecords, historyLeaders, historyPerGame } from '../../queries/history.ts'
import {
  HistoryBestPlayersSchema,
  HistoryGameRecordsSchema,
  HistoryLeadersSchema,
  HistoryPerGameSchema,
} from '../../contract/history.ts'
import { StatKeySchema, StatModeSchema } from '../../contract/statistics.ts'
import { json, listErrors, publicSecurity } from '../responses.ts'

const limit = z.coerce.number().int().min(1).max(100).default(10)

// GET /v2/website/history/best-players
const bestPlayersRoute = createRoute({
  operationId: 'getHistoryBestPlayers',
  method: 'get',
  path: '/history/best-players',
  tags: ['History'],
  summary: 'All-time best players by PIR per game (at least 40 games)',
  security: publicSecurity,
  request: { query: z.object({ limit }) },
  responses: {
    200: json(HistoryBestPlayersSchema, 'Best players'),
    ...listErrors,
  },
})

// GET /v2/website/history/leaders
const leadersRoute = createRoute({
  operationId: 'getHistoryLeaders',
  method: 'get',
  path: '/history/leaders',
  tags: ['History'],
  summary: 'All-time leaders in totals (any games) or averages (at least 40 games)',
  security: publicSecurity,
  request: {
    query: z.object({ stat: StatKeySchema.default('points'), mode: StatModeSchema.default('totals'), limit }),
  },
  responses: {
    200: json(HistoryLeadersSchema, 'Leaders'),
    ...listErrors,
  },
})

// GET /v2/website/history/game-records
const gameRecordsRoute = createRoute({
  operationId: 'getHistoryGameRecords',
  method: 'get',
  path: '/history/game-records',
  tags: ['History'],
  summary: 'All-time single-game highs of players',
  security: publicSecurity,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }) },
  responses: {
    200: json(HistoryGameRecordsSchema, 'Records'),
    ...listErrors,
  },
})

// GET /v2/website/history/per-game
const perGameRoute = createRoute({
  operationId: 'getHistoryPerGame',
  method: 'get',
  path: '/history/per-game',
  tags: ['History'],
  summary: 'Best single-season averages (at least 13 games in the season)',
  security: publicSecurity,
  request: { query: z.object({ stat: StatKeySchema.default('points'), limit }) },
  responses: {
    200: json(HistoryPerGameSchema, 'Best seasons'),
    ...listErrors,
  },
})

export const historyRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(bestPlayersRoute, async (context) =>
    context.json(
      await historyBestPlayers(
        context.get('database'),
        context.var.demoClock,
        context.get('client').id,
        context.req.valid('query').limit,
      ),
      200,
    ),
  )
  .openapi(leadersRoute, async (context) => {
    const query = context.req.valid('query')
    const rows = await historyLeaders(context.get('database'), context.var.demoClock, context.get('client').id, {
      stat: query.stat as StatKey,
      mode: query.mode as StatMode,
      limit: query.limit,
    })
    return context.json({ stat: query.stat, mode: query.mode, leaders: rows }, 200)
  })
  .openapi(gameRecordsRoute, async (context) => {
    const records = await historyGameRecords(
      context.get('database'),
      context.var.demoClock,
      context.get('client').id,
      context.req.valid('query').limit,
    )
    return context.json({ records }, 200)
  })
  .openapi(perGameRoute, async (context) => {
    const query = context.req.valid('query')
    const seasons = await historyPerGame(context.get('database'), context.var.demoClock, context.get('client').id, {
      stat: query.stat as StatKey,
      limit: query.limit,
    })
    return context.json({ stat: query.stat, seasons }, 200)
  })
