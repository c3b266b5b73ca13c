// News: the match reports the importer writes (and any other item a client adds), in the reader's language.
import { sql, type SQL } from 'drizzle-orm'
import type { NewsItem } from '../contract/news.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { NotFoundError } from './errors.ts'
import type { DemoClock } from '@league/client-league/demo-clock'

type NewsRow = {
  id: number
  slug: string
  kind: string
  title: LocalizedText
  summary: LocalizedText
  body: LocalizedText
  cover_image: string | null
  published_at: unknown
  game_slug: string | null
  clubs: { slug: string; name: string }[] | null
  players: { slug: string; name: string }[] | null
}

function inLocale(text: LocalizedText, locale: string): string {
  return text[locale] ?? text['en'] ?? Object.values(text)[0] ?? ''
}

function isoMoment(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}

function newsItem(row: NewsRow, locale: string): NewsItem {
  return {
    slug: row.slug,
    kind: row.kind,
    locale: row.title[locale] === undefined ? 'en' : locale,
    title: inLocale(row.title, locale),
    summary: inLocale(row.summary, locale),
    coverImage: row.cover_image,
    publishedAt: isoMoment(row.published_at),
    game: row.game_slug === null ? null : { slug: row.game_slug },
    clubs: row.clubs ?? [],
    players: row.players ?? [],
  }
}

const newsSelect = sql`SELECT n.id, n.slug, n.kind, n.title, n.summary, n.body, n.cover_image, n.published_at,
    g.slug AS game_slug,
    (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY ids.position)
       FROM unnest(n.club_ids) WITH ORDINALITY AS ids(id, position) JOIN clubs c ON c.id = ids.id) AS clubs,
    (SELECT json_agg(json_build_object('slug', p.slug, 'name', p.name) ORDER BY ids.position)
       FROM unnest(n.player_ids) WITH ORDINALITY AS ids(id, position) JOIN players p ON p.id = ids.id) AS players
  FROM news n LEFT JOIN games g ON g.id = n.game_id`

/** News published by the demo clock (the day after DEMO_AS_OF starts tomorrow). */
function publishedFilter(demoClock: DemoClock): SQL {
  const asOf = demoClock.date
  return asOf === null ? sql`TRUE` : sql`n.published_at < (${asOf}::date + 1)`
}

export async function listNews(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  options: {
    locale: string
    page: number
    pageSize: number
    club?: string | undefined
    player?: string | undefined
    game?: string | undefined
  },
) {
  const filters: SQL[] = [sql`n.client_id = ${clientId}`, publishedFilter(demoClock)]
  if (options.club !== undefined) {
    filters.push(sql`EXISTS (SELECT 1 FROM clubs c WHERE c.id = ANY(n.club_ids) AND c.slug = ${options.club})`)
  }
  if (options.player !== undefined) {
    filters.push(sql`EXISTS (SELECT 1 FROM players p WHERE p.id = ANY(n.player_ids) AND p.slug = ${options.player})`)
  }
  if (options.game !== undefined) {
    filters.push(sql`g.slug = ${options.game}`)
  }
  const where = sql.join(filters, sql` AND `)
  const [counted] = await selectRows<{ total: number }>(
    database,
    sql`SELECT count(*)::int AS total FROM news n LEFT JOIN games g ON g.id = n.game_id WHERE ${where}`,
  )
  const rows = await selectRows<NewsRow>(
    database,
    sql`${newsSelect} WHERE ${where} ORDER BY n.published_at DESC, n.id DESC
        LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`,
  )
  const total = counted?.total ?? 0
  return {
    news: rows.map((row) => newsItem(row, options.locale)),
    page: options.page,
    pageSize: options.pageSize,
    total,
    pages: Math.max(1, Math.ceil(total / options.pageSize)),
  }
}

export async function newsArticle(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  slug: string,
  locale: string,
) {
  const rows = await selectRows<NewsRow>(
    database,
    sql`${newsSelect} WHERE n.client_id = ${clientId} AND n.slug = ${slug} AND ${publishedFilter(demoClock)}`,
  )
  const row = rows[0]
  if (row === undefined) {
    throw new NotFoundError('news item', slug, `No news "${slug}" in this league`)
  }
  return { ...newsItem(row, locale), body: inLocale(row.body, locale) }
}
