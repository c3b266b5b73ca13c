// All-time tables across every season in the data.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { StatMode } from '@league/stats/aggregation'
import type { StatKey } from '@league/stats/stat-keys'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { historyBestPlayers, historyGameRecords, historyLeaders, historyPerGame } from '../../queries/history.ts'
import { json, playerReference, statKey, statMode, teamReference } from './schemas.ts'

const limit = z.coerce.number().int().min(1).max(100).default(10)

const allTimeRow = z.object({
  rank: z.number().int(),
  value: z.number().nullable(),
  player: playerReference,
  seasons: z.array(z.string()),
  games: z.number().int(),
})

// GET /v2/website/history/best-players
const bestPlayersRoute = createRoute({
  method: 'get',
  path: '/history/best-players',
  tags: ['History'],
  summary: 'All-time best players by PIR per game (at least 40 games)',
  request: { query: z.object({ limit }) },
  responses: {
    200: json(
      z
        .object({
          stat: z.literal('pir'),
          mode: z.literal('per-game'),
          minimumGames: z.number().int(),
          players: z.array(allTimeRow),
        })
        .openapi('HistoryBestPlayers'),
      'Best players',
    ),
  },
})

// GET /v2/website/history/leaders
const leadersRoute = createRoute({
  method: 'get',
  path: '/history/leaders',
  tags: ['History'],
  summary: 'All-time leaders in totals (any games) or averages (at least 40 games)',
  request: { query: z.object({ stat: statKey.default('points'), mode: statMode.default('totals'), limit }) },
  responses: {
    200: json(
      z.object({ stat: z.string(), mode: z.string(), leaders: z.array(allTimeRow) }).openapi('HistoryLeaders'),
      'Leaders',
    ),
  },
})

// GET /v2/website/history/game-records
const gameRecordsRoute = createRoute({
  method: 'get',
  path: '/history/game-records',
  tags: ['History'],
  summary: 'All-time single-game highs of players',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }) },
  responses: {
    200: json(
      z
        .object({
          records: z.array(
            z.object({
              stat: z.string(),
              records: z.array(
                z.object({
                  rank: z.number().int(),
                  value: z.number().nullable(),
                  player: playerReference,
                  team: teamReference,
                  season: z.string(),
                  game: z.object({ slug: z.string(), date: z.string().nullable() }),
                }),
              ),
            }),
          ),
        })
        .openapi('HistoryGameRecords'),
      'Records',
    ),
  },
})

// GET /v2/website/history/per-game
const perGameRoute = createRoute({
  method: 'get',
  path: '/history/per-game',
  tags: ['History'],
  summary: 'Best single-season averages (at least 13 games in the season)',
  request: { query: z.object({ stat: statKey.default('points'), limit }) },
  responses: {
    200: json(
      z
        .object({
          stat: z.string(),
          seasons: z.array(
            z.object({
              rank: z.number().int(),
              value: z.number().nullable(),
              player: playerReference,
              season: z.string(),
              team: teamReference,
              games: z.number().int(),
            }),
          ),
        })
        .openapi('HistoryPerGame'),
      'Best seasons',
    ),
  },
})

export const historyRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(bestPlayersRoute, async (context) =>
    context.json(
      await historyBestPlayers(context.get('database'), context.get('client').id, context.req.valid('query').limit),
      200,
    ),
  )
  .openapi(leadersRoute, async (context) => {
    const query = context.req.valid('query')
    const rows = await historyLeaders(context.get('database'), context.get('client').id, {
      stat: query.stat as StatKey,
      mode: query.mode as StatMode,
      limit: query.limit,
    })
    return context.json({ stat: query.stat, mode: query.mode, leaders: rows }, 200)
  })
  .openapi(gameRecordsRoute, async (context) => {
    const records = await historyGameRecords(
      context.get('database'),
      context.get('client').id,
      context.req.valid('query').limit,
    )
    return context.json({ records }, 200)
  })
  .openapi(perGameRoute, async (context) => {
    const query = context.req.valid('query')
    const seasons = await historyPerGame(context.get('database'), context.get('client').id, {
      stat: query.stat as StatKey,
      limit: query.limit,
    })
    return context.json({ stat: query.stat, seasons }, 200)
  })
