// Site-wide lists: search, schedule, documents.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { publicDocuments } from '../../documents/public-documents.ts'
import { schedule } from '../../queries/schedule.ts'
import { search } from '../../queries/search.ts'
import { DocumentsSchema, ScheduleSchema } from '../../contract/schedule.ts'
import { SearchResultsSchema } from '../../contract/search.ts'
import { json, listErrors, publicSecurity } from '../responses.ts'
import { locale } from './parameters.ts'
import { answerWithClubLooks } from '../../queries/team-looks.ts'

/** A calendar day that exists: the pattern alone lets 2023-02-30 or 9999-99-99 through. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, 'expected a date that exists, YYYY-MM-DD')

// GET /v2/website/search
const searchRoute = createRoute({
  operationId: 'search',
  method: 'get',
  path: '/search',
  tags: ['Search'],
  summary: 'Players, clubs, news and games; ignores diacritics and reads Serbian Cyrillic and Latin',
  security: publicSecurity,
  request: {
    query: z.object({ q: z.string().min(1).max(100).openapi({ example: 'Djordjevic' }), locale: locale.default('en') }),
  },
  responses: {
    200: json(SearchResultsSchema, 'Results'),
    ...listErrors,
  },
})

// GET /v2/website/schedule
const scheduleRoute = createRoute({
  operationId: 'getSchedule',
  method: 'get',
  path: '/schedule',
  tags: ['Schedule'],
  summary: 'Games between two dates (default: two weeks from today, or from DEMO_AS_OF), optionally of one club',
  security: publicSecurity,
  request: { query: z.object({ from: isoDate.optional(), to: isoDate.optional(), team: z.string().optional() }) },
  responses: {
    200: json(ScheduleSchema, 'Schedule'),
    ...listErrors,
  },
})

// GET /v2/website/documents
const documentsRoute = createRoute({
  operationId: 'listDocuments',
  method: 'get',
  path: '/documents',
  tags: ['Documents'],
  summary: 'Documents the league publishes, newest change first, each with its current and older versions',
  security: publicSecurity,
  responses: {
    200: json(DocumentsSchema, 'Documents'),
    ...listErrors,
  },
})

export const siteRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(searchRoute, async (context) => {
    const { q, locale: language } = context.req.valid('query')
    return context.json(
      await search(context.get('database'), context.var.demoClock, context.get('client').id, q, language),
      200,
    )
  })
  .openapi(scheduleRoute, async (context) =>
    context.json(
      await answerWithClubLooks(
        context.get('database'),
        context.get('client').id,
        await schedule(
          context.get('database'),
          context.var.demoClock,
          context.get('client').id,
          context.req.valid('query'),
        ),
      ),
      200,
    ),
  )
  .openapi(documentsRoute, async (context) =>
    context.json({ documents: await publicDocuments(context.get('database'), context.get('client').id) }, 200),
  )
