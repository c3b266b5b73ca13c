// News: the match reports the importer writes and the articles staff write, in the reader's language. Fans
// see only published items whose moment has come: drafts and scheduled items stay hidden.
import { sql, type SQL } from 'drizzle-orm'
import type { ArticleBlock, NewsArticle, NewsItem } from '../contract/news.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { NotFoundError } from './errors.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { blocksFromHtml, blocksFromParagraphs } from '../news/blocks.ts'
import { coverPathOf } from '../news/cover.ts'
import { gameLinkText, reportLocales } from '../import/match-report/templates.ts'
import {
  gameAddressColumns,
  gameAddressJoins,
  gameAddressOf,
  siteGamePath,
  type GameAddressRow,
} from './game-site-path.ts'

type NewsRow = {
  id: number
  slug: string
  kind: string
  title: LocalizedText
  summary: LocalizedText
  body: LocalizedText
  body_html: LocalizedText | null
  cover_image: string | null
  cover_file_id: string | null
  published_at: unknown
  game_slug: string | null
  clubs: { slug: string; name: string }[] | null
  players: { slug: string; name: string }[] | null
}

/**
 * The language an item is served in: the one asked for when the item has it, else the league's first
 * language that has it, else English, else any it has. The answer's `locale` says which, so the site can
 * tell the reader the text is in another language.
 */
export function servedLocale(title: LocalizedText, locale: string, leagueLanguages: readonly string[]): string {
  const has = (language: string) => (title[language] ?? '') !== ''
  return [locale, ...leagueLanguages, 'en'].find(has) ?? Object.keys(title).find(has) ?? locale
}

function isoMoment(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}

function newsItem(row: NewsRow, locale: string): NewsItem {
  return {
    slug: row.slug,
    kind: row.kind,
    locale,
    title: row.title[locale] ?? '',
    summary: row.summary[locale] ?? '',
    coverImage: row.cover_file_id === null ? row.cover_image : coverPathOf(row.cover_file_id),
    publishedAt: isoMoment(row.published_at),
    game: row.game_slug === null ? null : { slug: row.game_slug },
    clubs: row.clubs ?? [],
    players: row.players ?? [],
  }
}

const newsSelect = sql`SELECT n.id, n.slug, n.kind, n.title, n.summary, n.body, n.body_html, n.cover_image,
    n.cover_file_id, n.published_at,
    g.slug AS game_slug,
    (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY ids.position)
       FROM unnest(n.club_ids) WITH ORDINALITY AS ids(id, position) JOIN clubs c ON c.id = ids.id) AS clubs,
    (SELECT json_agg(json_build_object('slug', p.slug, 'name', p.name) ORDER BY ids.position)
       FROM unnest(n.player_ids) WITH ORDINALITY AS ids(id, position) JOIN players p ON p.id = ids.id) AS players
  FROM news n LEFT JOIN games g ON g.id = n.game_id`

/**
 * What fans may see of the news table aliased `n`: published items whose moment has come. The demo clock
 * (the day after DEMO_AS_OF starts tomorrow) also holds back imported reports of games it has not reached;
 * staff articles are written in the real present, so only the real clock holds them.
 */
export function publishedFilter(demoClock: DemoClock): SQL {
  const asOf = demoClock.date
  const demo = asOf === null ? sql`TRUE` : sql`(n.kind = 'article' OR n.published_at < (${asOf}::date + 1))`
  return sql`(n.status = 'published' AND n.published_at <= now() AND ${demo})`
}

export async function listNews(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  options: {
    locale: string
    leagueLanguages: readonly string[]
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
    news: rows.map((row) => newsItem(row, servedLocale(row.title, options.locale, options.leagueLanguages))),
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
  leagueLanguages: readonly string[],
): Promise<NewsArticle> {
  const rows = await selectRows<NewsRow>(
    database,
    sql`${newsSelect} WHERE n.client_id = ${clientId} AND n.slug = ${slug} AND ${publishedFilter(demoClock)}`,
  )
  const row = rows[0]
  if (row === undefined) {
    throw new NotFoundError('news item', slug, `No news "${slug}" in this league`)
  }
  const served = servedLocale(row.title, locale, leagueLanguages)
  const html = row.body_html?.[served]
  const body = row.body[served] ?? ''
  return {
    ...newsItem(row, served),
    body,
    // Staff text from its sanitised HTML; a generated report's paragraphs as paragraphs, then its game's link.
    content:
      html === undefined
        ? [...blocksFromParagraphs(body), ...(await reportGameLink(database, clientId, row, { locale, served }))]
        : blocksFromHtml(html),
  }
}

/**
 * A generated match report's closing link to its game's centre, at the game's one address in the reader's
 * language, in the words of the report's own language. Nothing for staff articles (they write their links).
 */
async function reportGameLink(
  database: Database,
  clientId: number,
  row: NewsRow,
  languages: { locale: string; served: string },
): Promise<ArticleBlock[]> {
  if (row.kind !== 'match-report' || row.game_slug === null) {
    return []
  }
  const [address] = await selectRows<GameAddressRow>(
    database,
    sql`SELECT ${gameAddressColumns} FROM games g ${gameAddressJoins}
        WHERE g.slug = ${row.game_slug} AND s.client_id = ${clientId}`,
  )
  if (address === undefined) {
    return []
  }
  const textLocale = reportLocales.find((candidate) => candidate === languages.served) ?? 'en'
  const href = `/${languages.locale}${siteGamePath(gameAddressOf(address))}`
  return [{ type: 'paragraph', content: [{ text: gameLinkText(textLocale), href }] }]
}
