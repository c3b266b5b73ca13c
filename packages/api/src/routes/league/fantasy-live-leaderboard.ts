// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/rounds/{round}/live: the round's live leaderboard,
// each squad's round total as it stands (finished games' points plus live points, live/fantasy-live-leaderboard.ts),
// the first 50 and the reader's own squad by `?squad=`. Public; cached briefly while a game of the round is live.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { LiveLeaderboardSchema } from '../../contract/fantasy-live.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { liveLeaderboard } from '../../live/fantasy-live-leaderboard.ts'
import { findLeagueSeason } from '../../queries/season-data.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { seasonLeagueParams } from './parameters.ts'

/** While a game of the round is live the totals move with every event: a CDN or browser keeps them 5 s only. */
export const liveLeaderboardCacheControl = 'public, max-age=5, stale-while-revalidate=5'

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/rounds/{round}/live
const liveLeaderboardRoute = createRoute({
  operationId: 'getFantasyLiveLeaderboard',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/fantasy/rounds/{round}/live',
  tags: ['Fantasy'],
  summary: "A round's live leaderboard: each squad's round total with the live points, the first 50 and your squad",
  security: publicSecurity,
  request: {
    params: seasonLeagueParams.extend({
      round: z.coerce
        .number()
        .int()
        .min(1)
        .max(1000)
        .openapi({ param: { name: 'round', in: 'path' }, example: 11 }),
    }),
    query: z.object({
      squad: z.coerce
        .number()
        .int()
        .positive()
        .max(2_147_483_647)
        .optional()
        .openapi({ description: "The reader's squad, answered with its rank wherever it stands", example: 17 }),
    }),
  },
  responses: { 200: json(LiveLeaderboardSchema, 'Live leaderboard of a fantasy round'), ...readErrors },
})

export const fantasyLiveLeaderboardRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  liveLeaderboardRoute,
  async (context) => {
    const { season, league, round } = context.req.valid('param')
    const { squad } = context.req.valid('query')
    const database = context.get('database')
    const client = context.get('client')
    const leagueSeason = await findLeagueSeason(database, client.id, season, league)
    const answer = await liveLeaderboard(
      database,
      { leagueSeasonId: leagueSeason.league_season_id, clientId: client.id, round, squadId: squad },
      context.var.demoClock,
    )
    if (answer.liveGames.length > 0) {
      context.header('Cache-Control', liveLeaderboardCacheControl)
    }
    return context.json(answer, 200)
  },
)
