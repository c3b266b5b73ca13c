// News in the reader's language: the list and one article.
import { z } from '@hono/zod-openapi'
import { NamedSchema, pagingShape } from './references.ts'

export const NewsItemSchema = z
  .object({
    slug: z.string().openapi({ example: 'match-report-22-6' }),
    kind: z.string(),
    locale: z.string().openapi({
      description:
        "The language served: the one asked for when the item has it, else the league's first language that " +
        'has it, else `en`. A value other than the asked one means the text fell back to another language.',
    }),
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

/**
 * An article's text as the site renders it, element by element with React (never raw HTML): what the
 * server's sanitiser lets through of the staff editor's document (news/ in the API), or a generated
 * report's paragraphs. Links are http(s), mailto or a path of the site; nothing else survives.
 */
export const ArticleInlineSchema = z
  .object({
    text: z.string(),
    marks: z.array(z.enum(['bold', 'italic', 'underline', 'strike', 'code'])).optional(),
    href: z.string().optional(),
  })
  .openapi('ArticleInline')

export const ArticleBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: z.array(ArticleInlineSchema) }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      content: z.array(ArticleInlineSchema),
    }),
    z.object({
      type: z.enum(['bulletList', 'orderedList']),
      items: z.array(z.array(ArticleInlineSchema)),
    }),
    z.object({ type: z.literal('blockquote'), content: z.array(ArticleInlineSchema) }),
    z.object({ type: z.literal('horizontalRule') }),
  ])
  .openapi('ArticleBlock')

export type ArticleInline = z.infer<typeof ArticleInlineSchema>
export type ArticleBlock = z.infer<typeof ArticleBlockSchema>

export const NewsArticleSchema = NewsItemSchema.extend({
  /** The plain text (search, notifications, older sites); `content` is what the site renders. */
  body: z.string(),
  content: z.array(ArticleBlockSchema),
}).openapi('NewsArticle')

export type NewsArticle = z.infer<typeof NewsArticleSchema>
