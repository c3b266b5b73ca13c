// The fantasy game's public catalogue of a league season: overview (rules and rounds), the players with
// positions and prices, one player's price history and points. Public and cached like every league read.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  FantasyCatalogueSchema,
  FantasyCatalogueSortSchema,
  FantasyOverviewSchema,
  FantasyPlayerSchema,
  FantasyPositionSchema,
} from '../../contract/fantasy-catalogue.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import {
  fantasyCatalogue,
  fantasyOverview,
  fantasyPlayer,
  type FantasySeasonNames,
} from '../../queries/fantasy/catalogue-reads.ts'
import { findLeagueSeason } from '../../queries/season-data.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { seasonLeagueParams } from './parameters.ts'

const fantasyPath = '/seasons/{season}/leagues/{league}/fantasy'

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy
const overviewRoute = createRoute({
  operationId: 'getFantasyOverview',
  method: 'get',
  path: fantasyPath,
  tags: ['Fantasy'],
  summary: 'The fantasy game of a league season: its rules, the rounds with their status and lock times',
  security: publicSecurity,
  request: { params: seasonLeagueParams },
  responses: { 200: json(FantasyOverviewSchema, 'Fantasy overview'), ...readErrors },
})

const catalogueQuery = z.object({
  position: FantasyPositionSchema.optional(),
  club: z.string().min(1).optional().openapi({ example: 'partizan' }),
  maxPrice: z.coerce.number().positive().max(1000).optional().openapi({ example: 12.5 }),
  sort: FantasyCatalogueSortSchema.default('price'),
})

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/players
const catalogueRoute = createRoute({
  operationId: 'listFantasyPlayers',
  method: 'get',
  path: `${fantasyPath}/players`,
  tags: ['Fantasy'],
  summary: 'The players a manager can pick: position, price and change, form, season points, selected by',
  security: publicSecurity,
  request: { params: seasonLeagueParams, query: catalogueQuery },
  responses: { 200: json(FantasyCatalogueSchema, 'Fantasy players'), ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/fantasy/players/{player}
const playerRoute = createRoute({
  operationId: 'getFantasyPlayer',
  method: 'get',
  path: `${fantasyPath}/players/{player}`,
  tags: ['Fantasy'],
  summary: 'A player in the fantasy game: price history and fantasy points in each game',
  security: publicSecurity,
  request: {
    params: seasonLeagueParams.extend({
      player: z.string().openapi({ param: { name: 'player', in: 'path' }, example: 'aleksa-avramovic' }),
    }),
  },
  responses: { 200: json(FantasyPlayerSchema, 'Fantasy player'), ...readErrors },
})

/** The league season the path names (404 with the message of findLeagueSeason when there is none). */
async function namesOf(context: Context<AppEnv>, season: string, league: string): Promise<FantasySeasonNames> {
  const row = await findLeagueSeason(context.get('database'), context.get('client').id, season, league)
  return {
    leagueSeasonId: row.league_season_id,
    season: { slug: row.season_slug, name: row.season_name },
    league: { slug: row.league_slug, name: row.league_name },
  }
}

export const fantasyCatalogueRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(overviewRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const names = await namesOf(context, season, league)
    return context.json(await fantasyOverview(context.get('database'), context.var.demoClock, names), 200)
  })
  .openapi(catalogueRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const names = await namesOf(context, season, league)
    const filters = context.req.valid('query')
    return context.json(await fantasyCatalogue(context.get('database'), context.var.demoClock, names, filters), 200)
  })
  .openapi(playerRoute, async (context) => {
    const { season, league, player } = context.req.valid('param')
    const names = await namesOf(context, season, league)
    return context.json(await fantasyPlayer(context.get('database'), context.var.demoClock, names, player), 200)
  })
