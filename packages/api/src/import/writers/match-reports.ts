// Match reports: one news item per played game, written from its box score in every language.
import { eq, sql } from 'drizzle-orm'
import { selectRows } from '../../db/connection.ts'
import { news } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import { matchReportNews } from '../match-report/match-report-news.ts'
import { searchFold } from '../names/fold.ts'
import type { SeasonFiles } from '../season-files.ts'

const staffNewsColumns = [
  'coverImage',
  'status',
  'bodyHtml',
  'coverFileId',
  'createdBy',
  'updatedAt',
  'editedAt',
  'notifiedAt',
] as const
type StaffNewsColumn = (typeof staffNewsColumns)[number]

export async function writeMatchReports(
  context: ImportContext,
  season: SeasonFiles,
  gameIds: Map<string, number>,
): Promise<void> {
  context.progress.step(`writing ${season.season}: match reports`)
  const { clientId, clubs: clubIds, players: playerIds } = context.ids
  const reports = matchReportNews(season)
  const rows = reports.map((report): ImportRow<typeof news, StaffNewsColumn> => ({
    clientId,
    slug: report.slug,
    kind: 'match-report',
    title: report.title,
    summary: report.summary,
    body: report.body,
    publishedAt: report.publishedAt,
    gameId: gameIds.get(report.gameId)!,
    clubIds: report.clubCodes.map((code) => clubIds.get(code)!),
    playerIds: report.playerIds.map((sourceId) => playerIds.get(sourceId)!),
    searchText: searchFold(Object.values(report.title).join(' ')),
  }))
  // What staff give an item (cover, edited text, state) is theirs: a re-import leaves it as it is, and a
  // report staff edited (`edited_at`) keeps its title, summary and text too.
  const edited = await selectRows<{ slug: string }>(
    context.executor,
    sql`SELECT slug FROM news WHERE client_id = ${clientId} AND kind = 'match-report' AND edited_at IS NOT NULL`,
  )
  const editedSlugs = new Set(edited.map((row) => row.slug))
  const written = rows.filter((row) => !editedSlugs.has(row.slug))
  await context.upsert(news, { key: ['clientId', 'slug'], rows: written, leave: staffNewsColumns })
  // A game that is no longer played (a corrected file lists it as scheduled) loses its report.
  await context.deleteStale(news, {
    parent: 'gameId',
    parentIds: [...gameIds.values()],
    key: ['slug'],
    kept: rows,
    only: sql`${eq(news.kind, 'match-report')}`,
  })
  context.progress.advance(season.games.length)
}
