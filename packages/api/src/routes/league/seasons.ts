// Seasons of the client league.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listSeasons, seasonOverview } from '../../queries/seasons.ts'
import { SeasonSchema, SeasonsSchema } from '../../contract/seasons.ts'
import { json, listErrors, publicSecurity, readErrors } from '../responses.ts'

// GET /v2/website/seasons
const seasonsRoute = createRoute({
  operationId: 'listSeasons',
  method: 'get',
  path: '/seasons',
  tags: ['Seasons'],
  summary: 'Every season with its leagues, newest first',
  security: publicSecurity,
  responses: { 200: json(SeasonsSchema, 'Seasons'), ...listErrors },
})

// GET /v2/website/seasons/{season}
const seasonRoute = createRoute({
  operationId: 'getSeason',
  method: 'get',
  path: '/seasons/{season}',
  tags: ['Seasons'],
  summary: 'A season: its leagues and clubs',
  security: publicSecurity,
  request: {
    params: z.object({ season: z.string().openapi({ param: { name: 'season', in: 'path' }, example: '2022-23' }) }),
  },
  responses: { 200: json(SeasonSchema, 'Season'), ...readErrors },
})

export const seasonRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(seasonsRoute, async (context) => {
    const client = context.get('client')
    const seasons = await listSeasons(context.get('database'), client.id, client.currentSeasonSlug)
    return context.json({ seasons }, 200)
  })
  .openapi(seasonRoute, async (context) => {
    const client = context.get('client')
    const { season } = context.req.valid('param')
    return context.json(
      await seasonOverview(context.get('database'), context.var.demoClock, client.id, season, client.currentSeasonSlug),
      200,
    )
  })
