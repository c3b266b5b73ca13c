// Seasons of the client league.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listSeasons, seasonOverview } from '../../queries/seasons.ts'
import { json, notFound, teamReference } from './schemas.ts'

const seasonsSchema = z
  .object({
    seasons: z.array(
      z.object({
        slug: z.string().openapi({ example: '2022-23' }),
        name: z.string(),
        current: z.boolean(),
        leagues: z.array(z.object({ slug: z.string(), name: z.string() })),
      }),
    ),
  })
  .openapi('Seasons')

const seasonSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    current: z.boolean(),
    leagues: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        phases: z.array(z.object({ slug: z.string(), kind: z.string() })),
      }),
    ),
    clubs: z.array(teamReference),
  })
  .openapi('Season')

// GET /v2/website/seasons
const seasonsRoute = createRoute({
  method: 'get',
  path: '/seasons',
  tags: ['Seasons'],
  summary: 'Every season with its leagues, newest first',
  responses: { 200: json(seasonsSchema, 'Seasons') },
})

// GET /v2/website/seasons/{season}
const seasonRoute = createRoute({
  method: 'get',
  path: '/seasons/{season}',
  tags: ['Seasons'],
  summary: 'A season: its leagues and clubs',
  request: { params: z.object({ season: z.string().openapi({ example: '2022-23' }) }) },
  responses: { 200: json(seasonSchema, 'Season'), ...notFound },
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
    return context.json(await seasonOverview(context.get('database'), client.id, season, client.currentSeasonSlug), 200)
  })
