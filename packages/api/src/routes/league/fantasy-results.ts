// The fantasy game's public results: the general ranking (overall or one round's, with the reader's own squads
// by `?squad=`), a round's facts, and a game's fantasy points explained. Public and cacheable like every
// league read: they change when a round is settled, which clears the caches.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import {
  FantasyGamePointsSchema,
  FantasyRankingSchema,
  FantasyRoundFactsSchema,
} from '../../contract/fantasy-results.ts'
import type { Database } from '../../db/connection.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { computedOnce, leagueCacheKey } from '../../queries/computed-cache.ts'
import { gameFantasyPoints } from '../../queries/fantasy/player-points-game.ts'
import { fantasyRanking } from '../../queries/fantasy/rankings.ts'
import { fantasyRoundFacts } from '../../queries/fantasy/round-facts.ts'
import { loadFantasyRules } from '../../queries/fantasy/rules.ts'
import { findGame } from '../../queries/games.ts'
import { findLeagueSeason } from '../../queries/season-data.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { page, seasonLeagueParams } from './parameters.ts'

const fantasy = '/seasons/{season}/leagues/{league}/fantasy'

const roundNumber = z.coerce.number().int().min(1).max(1000)

const rankingQuery = z.object({
  round: roundNumber.optional().openapi({ description: "A round's ranking (its sequence number); overall without it" }),
  page,
  squad: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,9}$/, 'squad ids separated by commas, at most ten')
    .optional()
    .openapi({
      description: "The reader's own squads (ids, comma-separated), answered with their ranks",
      example: '12,40',
    }),
})

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/ranking
const rankingRoute = createRoute({
  operationId: 'getFantasyRanking',
  method: 'get',
  path: `${fantasy}/ranking`,
  tags: ['Fantasy'],
  summary: "The general fantasy ranking, overall or of one round, 50 a page, with the reader's own squads",
  security: publicSecurity,
  request: { params: seasonLeagueParams, query: rankingQuery },
  responses: { 200: json(FantasyRankingSchema, 'Fantasy ranking'), ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/rounds/{round}
const roundFactsRoute = createRoute({
  operationId: 'getFantasyRoundFacts',
  method: 'get',
  path: `${fantasy}/rounds/{round}`,
  tags: ['Fantasy'],
  summary: 'A fantasy round: team of the round, most picked, most transferred in and out, price risers and fallers',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams.extend({
      round: roundNumber.openapi({ param: { name: 'round', in: 'path' }, example: 12 }),
    }),
  },
  responses: { 200: json(FantasyRoundFactsSchema, 'Fantasy round facts'), ...readErrors },
})

// GET /v2/website/games/{game}/fantasy
const gameFantasyRoute = createRoute({
  operationId: 'getGameFantasyPoints',
  method: 'get',
  path: '/games/{game}/fantasy',
  tags: ['Games'],
  summary: "Each player's fantasy points from the game, explained part by part (0 until the game is played)",
  security: publicSecurity,
  request: {
    params: z.object({ game: z.string().openapi({ param: { name: 'game', in: 'path' }, example: '22-6' }) }),
  },
  responses: { 200: json(FantasyGamePointsSchema, 'Fantasy points of a game'), ...readErrors },
})

/**
 * The league season a ranking read names, kept until the next import or settlement clears the computed cache:
 * the ranking is read about 2,000 times a second at its busiest (issue #28), and this lookup was its one
 * query per request besides the names. An unknown season is not kept (a failed computation never is).
 */
function rankedLeagueSeason(database: Database, clientId: number, season: string, league: string) {
  return computedOnce(leagueCacheKey(database, 'fantasy-ranking-league-season', clientId, season, league), () =>
    findLeagueSeason(database, clientId, season, league),
  )
}

export const fantasyResultRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(rankingRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const query = context.req.valid('query')
    const database = context.get('database')
    const leagueSeason = await rankedLeagueSeason(database, context.get('client').id, season, league)
    const squadIds = query.squad === undefined ? [] : [...new Set(query.squad.split(',').map(Number))]
    if (squadIds.length > 0) {
      // One reader's own squads: an answer no other reader asks for, so neither the response cache (which
      // compressed and stored each one, twice, only to evict shared pages with them) nor a CDN keeps it.
      context.header('Cache-Control', 'private')
    }
    return context.json(
      await fantasyRanking(database, context.get('rankingStore'), leagueSeason.league_season_id, {
        round: query.round ?? null,
        page: query.page,
        squadIds,
      }),
      200,
    )
  })
  .openapi(roundFactsRoute, async (context) => {
    const { season, league, round } = context.req.valid('param')
    const database = context.get('database')
    const leagueSeason = await findLeagueSeason(database, context.get('client').id, season, league)
    return context.json(
      await fantasyRoundFacts(database, leagueSeason.league_season_id, round, context.var.demoClock),
      200,
    )
  })
  .openapi(gameFantasyRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(
      database,
      context.var.demoClock,
      context.get('client').id,
      context.req.valid('param').game,
    )
    const { rules } = await loadFantasyRules(database, found.bundle.league.leagueSeasonId)
    return context.json(await gameFantasyPoints(database, found, rules), 200)
  })
