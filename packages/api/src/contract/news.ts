// News in the reader's language: the list and one article.
import { z } from '@hono/zod-openapi'
import { NamedSchema, pagingShape } from './references.ts'

export const NewsItemSchema = z
  .object({
    slug: z.string().openapi({ example: 'match-report-22-6' }),
    kind: z.string(),
    locale: z.string(),
    title: z.string(),
    summary: z.string(),
    coverImage: z.string().nullable(),
    publishedAt: z.string(),
    game: z.object({ slug: z.string() }).nullable(),
    clubs: z.array(NamedSchema),
    players: z.array(NamedSchema),
  })
  .openapi('NewsItem')

export type NewsItem = z.infer<typeof NewsItemSchema>

export const NewsListSchema = z.object({ news: z.array(NewsItemSchema), ...pagingShape }).openapi('NewsList')

export type NewsList = z.infer<typeof NewsListSchema>

export const NewsArticleSchema = NewsItemSchema.extend({ body: z.string() }).openapi('NewsArticle')

export type NewsArticle = z.infer<typeof NewsArticleSchema>
