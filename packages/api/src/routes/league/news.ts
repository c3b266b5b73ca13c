// News: list (filtered by club, player or game) and one article, in the reader's language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listNews, newsArticle } from '../../queries/news.ts'
import { NewsArticleSchema, NewsListSchema } from '../../contract/news.ts'
import { json, listErrors, publicSecurity, readErrors } from '../responses.ts'
import { locale, page } from './parameters.ts'

// GET /v2/website/news
const newsRoute = createRoute({
  operationId: 'listNews',
  method: 'get',
  path: '/news',
  tags: ['News'],
  summary: 'News, newest first, 20 a page',
  security: publicSecurity,
  request: {
    query: z.object({
      locale: locale.default('en'),
      page,
      club: z.string().optional(),
      player: z.string().optional(),
      game: z.string().optional(),
    }),
  },
  responses: { 200: json(NewsListSchema, 'News'), ...listErrors },
})

// GET /v2/website/news/{news}
const articleRoute = createRoute({
  operationId: 'getNewsArticle',
  method: 'get',
  path: '/news/{news}',
  tags: ['News'],
  summary: 'One news article with its body',
  security: publicSecurity,
  request: {
    params: z.object({
      news: z.string().openapi({ param: { name: 'news', in: 'path' }, example: 'match-report-22-6' }),
    }),
    query: z.object({ locale: locale.default('en') }),
  },
  responses: { 200: json(NewsArticleSchema, 'Article'), ...readErrors },
})

export const newsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(newsRoute, async (context) => {
    const query = context.req.valid('query')
    return context.json(
      await listNews(context.get('database'), context.var.demoClock, context.get('client').id, {
        ...query,
        leagueLanguages: context.get('client').languages,
        pageSize: 20,
      }),
      200,
    )
  })
  .openapi(articleRoute, async (context) => {
    const { news } = context.req.valid('param')
    const { locale: language } = context.req.valid('query')
    return context.json(
      await newsArticle(
        context.get('database'),
        context.var.demoClock,
        context.get('client').id,
        news,
        language,
        context.get('client').languages,
      ),
      200,
    )
  })
