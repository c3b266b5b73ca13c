// News: list (filtered by club, player or game) and one article, in the reader's language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listNews, newsArticle } from '../../queries/news.ts'
import { photosOf } from '../../queries/photos.ts'
import { PhotosSchema } from '../../contract/references.ts'
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

// GET /v2/website/news/{news}/photos
const articlePhotosRoute = createRoute({
  operationId: 'getNewsArticlePhotos',
  method: 'get',
  path: '/news/{news}/photos',
  tags: ['News'],
  summary: "The photos of the article's published galleries, in their order",
  security: publicSecurity,
  request: { params: articleRoute.request.params },
  responses: { 200: json(PhotosSchema, 'Photos'), ...readErrors },
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
  .openapi(articlePhotosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const { news } = context.req.valid('param')
    // The article's own rules first: a draft or a scheduled item has no photos to show either (404).
    await newsArticle(database, context.var.demoClock, clientId, news, 'en', context.get('client').languages)
    return context.json({ photos: await photosOf(database, clientId, { news }) }, 200)
  })
