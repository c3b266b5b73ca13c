// News as staff see it: every item of the client, drafts and scheduled ones too, and one item with its text
// per language as the editor loads it.
import { sql, type SQL } from 'drizzle-orm'
import type { StaffNewsItem, StaffNewsList, StaffNewsSummary } from '../contract/staff-news.ts'
import { newsStatuses } from '../contract/staff-news.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { coverPathOf } from './cover.ts'

export const staffNewsPageSize = 20

type SummaryRow = {
  id: number
  slug: string
  kind: string
  status: string
  title: LocalizedText
  published_at: unknown
  updated_at: unknown
  scheduled: boolean
}

type ItemRow = SummaryRow & {
  summary: LocalizedText
  body: LocalizedText
  body_html: LocalizedText | null
  cover_file_id: string | null
  cover_image: string | null
  clubs: { slug: string; name: string }[] | null
  players: { slug: string; name: string }[] | null
  game: { slug: string; name: string } | null
}

const isoMoment = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

/** The languages of the league that the item has, in the league's order (then any others it has). */
function languagesOf(title: LocalizedText, leagueLanguages: readonly string[]): string[] {
  const present = Object.keys(title).filter((language) => (title[language] ?? '') !== '')
  return [
    ...leagueLanguages.filter((language) => present.includes(language)),
    ...present.filter((language) => !leagueLanguages.includes(language)),
  ]
}

function summaryOf(row: SummaryRow, leagueLanguages: readonly string[]): StaffNewsSummary {
  const languages = languagesOf(row.title, leagueLanguages)
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    status: newsStatuses.find((status) => status === row.status) ?? 'draft',
    scheduled: row.scheduled,
    title: row.title[languages[0] ?? ''] ?? '',
    languages,
    publishedAt: row.status === 'published' || row.published_at !== null ? isoMoment(row.published_at) : null,
    updatedAt: isoMoment(row.updated_at),
  }
}

const scheduledColumn = (now: Date) =>
  sql`(n.status = 'published' AND n.published_at > ${now.toISOString()}::timestamptz) AS scheduled`

export async function listStaffNews(
  database: Database,
  options: {
    clientId: number
    leagueLanguages: readonly string[]
    page: number
    status?: 'draft' | 'published' | 'scheduled' | undefined
    kind?: 'article' | 'match-report' | undefined
    now: Date
  },
): Promise<StaffNewsList> {
  const now = options.now.toISOString()
  const filters: SQL[] = [sql`n.client_id = ${options.clientId}`]
  if (options.status === 'draft') {
    filters.push(sql`n.status = 'draft'`)
  } else if (options.status === 'published') {
    filters.push(sql`n.status = 'published' AND n.published_at <= ${now}::timestamptz`)
  } else if (options.status === 'scheduled') {
    filters.push(sql`n.status = 'published' AND n.published_at > ${now}::timestamptz`)
  }
  if (options.kind !== undefined) {
    filters.push(sql`n.kind = ${options.kind}`)
  }
  const where = sql.join(filters, sql` AND `)
  const [counted] = await selectRows<{ total: number }>(
    database,
    sql`SELECT count(*)::int AS total FROM news n WHERE ${where}`,
  )
  // Newest first: scheduled items (the future) lead, then what is out, drafts by their last change.
  const rows = await selectRows<SummaryRow>(
    database,
    sql`SELECT n.id, n.slug, n.kind, n.status, n.title, n.published_at, n.updated_at, ${scheduledColumn(options.now)}
        FROM news n WHERE ${where}
        ORDER BY (n.status = 'draft') DESC, CASE WHEN n.status = 'draft' THEN n.updated_at ELSE n.published_at END DESC, n.id DESC
        LIMIT ${staffNewsPageSize} OFFSET ${(options.page - 1) * staffNewsPageSize}`,
  )
  return {
    news: rows.map((row) => summaryOf(row, options.leagueLanguages)),
    page: options.page,
    pageSize: staffNewsPageSize,
    total: counted?.total ?? 0,
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A generated report's plain paragraphs as the editor's HTML, until staff first save it. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n|\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
}

export async function readStaffNews(
  database: Database,
  options: { clientId: number; leagueLanguages: readonly string[]; id: number; now: Date },
): Promise<StaffNewsItem> {
  const [row] = await selectRows<ItemRow>(
    database,
    sql`SELECT n.id, n.slug, n.kind, n.status, n.title, n.summary, n.body, n.body_html, n.published_at, n.updated_at,
        n.cover_file_id, n.cover_image, ${scheduledColumn(options.now)},
        (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY ids.position)
           FROM unnest(n.club_ids) WITH ORDINALITY AS ids(id, position) JOIN clubs c ON c.id = ids.id) AS clubs,
        (SELECT json_agg(json_build_object('slug', p.slug, 'name', p.name) ORDER BY ids.position)
           FROM unnest(n.player_ids) WITH ORDINALITY AS ids(id, position) JOIN players p ON p.id = ids.id) AS players,
        (SELECT json_build_object('slug', g.slug, 'name', home.name || ' – ' || away.name)
           FROM games g JOIN season_teams home ON home.id = g.home_team_id JOIN season_teams away ON away.id = g.away_team_id
           WHERE g.id = n.game_id) AS game
      FROM news n WHERE n.client_id = ${options.clientId} AND n.id = ${options.id}`,
  )
  if (row === undefined) {
    throw new DomainError('not_found', 'news_not_found', `No news item ${options.id} in this league`)
  }
  const summary = summaryOf(row, options.leagueLanguages)
  const translations: StaffNewsItem['translations'] = {}
  for (const language of summary.languages) {
    translations[language] = {
      title: row.title[language] ?? '',
      summary: row.summary[language] ?? '',
      html: row.body_html?.[language] ?? paragraphsHtml(row.body[language] ?? ''),
    }
  }
  return {
    ...summary,
    translations,
    coverFileId: row.cover_file_id,
    coverImage: row.cover_file_id === null ? row.cover_image : coverPathOf(row.cover_file_id),
    clubs: row.clubs ?? [],
    players: row.players ?? [],
    game: row.game,
    leagueLanguages: [...options.leagueLanguages],
  }
}
