// News as staff write it (/v2/website/staff/news/…): one version per language of the league, a cover image,
// the clubs, players and game the item names (their followers are notified when it goes out), a draft, a
// scheduled or a published state. The HTML the editor sends is sanitised by the server before it is stored.
import { z } from '@hono/zod-openapi'
import { NamedSchema } from './references.ts'

export const newsStatuses = ['draft', 'published'] as const

export const NewsTranslationSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the article a title').max(200),
    summary: z.string().trim().max(500).default(''),
    /** The editor's document as HTML; the server keeps only what its sanitiser allows. */
    html: z.string().max(200_000, 'The article is too long: at most 200,000 characters of text and markup'),
  })
  .openapi('NewsTranslation')

export const SaveNewsSchema = z
  .object({
    /** Per language code of the league (`en`, `sr`…), at least one. */
    translations: z.record(z.string(), NewsTranslationSchema),
    status: z.enum(newsStatuses),
    /** When it goes out; a future moment schedules it, left out means now (on publishing). */
    publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** An uploaded image (POST /v2/website/staff/uploads, kind photo), or null for none. */
    coverFileId: z.uuid().nullable().default(null),
    clubs: z.array(z.string()).max(20).default([]),
    players: z.array(z.string()).max(30).default([]),
    game: z.string().nullable().default(null),
    /** When saving an existing item: the `updatedAt` it was read with; an older one gets 409. */
    updatedAt: z.string().optional(),
  })
  .openapi('SaveNews')

export type SaveNews = z.infer<typeof SaveNewsSchema>

export const StaffNewsSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.string().openapi({ description: '`article` for staff items, `match-report` for generated ones' }),
    status: z.enum(newsStatuses),
    scheduled: z.boolean().openapi({ description: 'Published with a moment still to come' }),
    title: z.string().openapi({ description: "In the league's first language that has one" }),
    languages: z.array(z.string()),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('StaffNewsSummary')

export const StaffNewsListSchema = z
  .object({
    news: z.array(StaffNewsSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi('StaffNewsList')

export const StaffNewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum([...newsStatuses, 'scheduled']).optional(),
  kind: z.enum(['article', 'match-report']).optional(),
})

export const StaffNewsItemSchema = StaffNewsSummarySchema.extend({
  translations: z.record(z.string(), NewsTranslationSchema),
  coverFileId: z.string().nullable(),
  coverImage: z.string().nullable().openapi({ description: 'The cover as the site shows it' }),
  clubs: z.array(NamedSchema),
  players: z.array(NamedSchema),
  game: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The league's languages, in its order: the editor offers a tab for each. */
  leagueLanguages: z.array(z.string()),
}).openapi('StaffNewsItem')

export type StaffNewsItem = z.infer<typeof StaffNewsItemSchema>
export type StaffNewsSummary = z.infer<typeof StaffNewsSummarySchema>
export type StaffNewsList = z.infer<typeof StaffNewsListSchema>

export const NewsIdParamsSchema = z.object({
  news: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'news', in: 'path' }, example: 1 }),
})
