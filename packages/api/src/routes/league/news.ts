// News: list (filtered by club, player or game) and one article, in the reader's language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listNews, newsArticle } from '../../queries/news.ts'
import { json, locale, notFound, page, paging } from './schemas.ts'

const newsItem = z.object({
  slug: z.string().openapi({ example: 'match-report-22-6' }),
  kind: z.string(),
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  publishedAt: z.string(),
  game: z.object({ slug: z.string() }).nullable(),
  clubs: z.array(z.object({ slug: z.string(), name: z.string() })),
  players: z.array(z.object({ slug: z.string(), name: z.string() })),
})

// GET /v2/website/news
const newsRoute = createRoute({
  method: 'get',
  path: '/news',
  tags: ['News'],
  summary: 'News, newest first, 20 a page',
  request: {
    query: z.object({
      locale: locale.default('en'),
      page,
      club: z.string().optional(),
      player: z.string().optional(),
      game: z.string().optional(),
    }),
  },
  responses: { 200: json(z.object({ news: z.array(newsItem), ...paging }).openapi('NewsList'), 'News') },
})

// GET /v2/website/news/{news}
const articleRoute = createRoute({
  method: 'get',
  path: '/news/{news}',
  tags: ['News'],
  summary: 'One news article with its body',
  request: {
    params: z.object({
      news: z.string().openapi({ param: { name: 'news', in: 'path' }, example: 'match-report-22-6' }),
    }),
    query: z.object({ locale: locale.default('en') }),
  },
  responses: { 200: json(newsItem.extend({ body: z.string() }).openapi('NewsArticle'), 'Article'), ...notFound },
})

export const newsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(newsRoute, async (context) => {
    const query = context.req.valid('query')
    return context.json(
      await listNews(context.get('database'), context.get('client').id, { ...query, pageSize: 20 }),
      200,
    )
  })
  .openapi(articleRoute, async (context) => {
    const { news } = context.req.valid('param')
    const { locale: language } = context.req.valid('query')
    return context.json(await newsArticle(context.get('database'), context.get('client').id, news, language), 200)
  })
