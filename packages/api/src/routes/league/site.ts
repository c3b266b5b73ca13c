// Site-wide lists: search, schedule, documents.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listDocuments, schedule } from '../../queries/schedule.ts'
import { search } from '../../queries/search.ts'
import { gameSummary, json, locale } from './schemas.ts'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')

// GET /v2/website/search
const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['Search'],
  summary: 'Players, clubs, news and games; ignores diacritics and reads Serbian Cyrillic and Latin',
  request: {
    query: z.object({ q: z.string().min(1).max(100).openapi({ example: 'Djordjevic' }), locale: locale.default('en') }),
  },
  responses: {
    200: json(
      z
        .object({
          query: z.string(),
          players: z.array(z.object({ slug: z.string(), name: z.string() })),
          clubs: z.array(z.object({ slug: z.string(), name: z.string(), code: z.string() })),
          news: z.array(z.object({ slug: z.string(), title: z.string(), publishedAt: z.string() })),
          games: z.array(
            z.object({ slug: z.string(), season: z.string(), date: z.string().nullable(), title: z.string() }),
          ),
        })
        .openapi('SearchResults'),
      'Results',
    ),
  },
})

// GET /v2/website/schedule
const scheduleRoute = createRoute({
  method: 'get',
  path: '/schedule',
  tags: ['Schedule'],
  summary: 'Games between two dates (default: two weeks from today, or from DEMO_AS_OF), optionally of one club',
  request: { query: z.object({ from: isoDate.optional(), to: isoDate.optional(), team: z.string().optional() }) },
  responses: {
    200: json(
      z.object({ from: z.string(), to: z.string(), games: z.array(gameSummary) }).openapi('Schedule'),
      'Schedule',
    ),
  },
})

// GET /v2/website/documents
const documentsRoute = createRoute({
  method: 'get',
  path: '/documents',
  tags: ['Documents'],
  summary: 'Documents the league publishes (none in the imported data)',
  responses: {
    200: json(
      z
        .object({
          documents: z.array(
            z.object({
              slug: z.string(),
              title: z.record(z.string(), z.string()),
              url: z.string(),
              kind: z.string(),
              publishedAt: z.string(),
            }),
          ),
        })
        .openapi('Documents'),
      'Documents',
    ),
  },
})

export const siteRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(searchRoute, async (context) => {
    const { q, locale: language } = context.req.valid('query')
    return context.json(await search(context.get('database'), context.get('client').id, q, language), 200)
  })
  .openapi(scheduleRoute, async (context) =>
    context.json(await schedule(context.get('database'), context.get('client').id, context.req.valid('query')), 200),
  )
  .openapi(documentsRoute, async (context) =>
    context.json({ documents: await listDocuments(context.get('database'), context.get('client').id) }, 200),
  )
