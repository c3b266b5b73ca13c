// Staff writes of news: create an article, edit any item (a generated match report too: it is marked edited
// and a re-import then leaves it alone), delete an article. Each write and its audit entry are one
// transaction; after the commit the cached pages are told to revalidate, and followers are notified when the
// item is out (publication.ts).
import { and, eq, like } from 'drizzle-orm'
import type { SaveNews } from '../contract/staff-news.ts'
import type { Database } from '../db/connection.ts'
import { news, type LocalizedText } from '../db/schema/league.ts'
import { recordStaffChange, type AuditValue } from '../auth/staff-audit.ts'
import { DomainError } from '../domain-errors.ts'
import { slugify } from '../import/names/fold.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { resolveNews, type ResolvedNews } from './news-input.ts'
import { notifyIfOut, type PublicationOptions } from './publication.ts'

export type NewsActor = {
  database: Database
  clientId: number
  userId: number
  leagueLanguages: readonly string[]
  now: Date
  publication: PublicationOptions
}

type NewsRow = typeof news.$inferSelect

const plainText = (text: LocalizedText | null): Record<string, string> =>
  Object.fromEntries(Object.entries(text ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined))

/** What the audit log keeps of an item before or after a change. */
function snapshotOf(row: NewsRow): AuditValue {
  return {
    slug: row.slug,
    kind: row.kind,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    title: plainText(row.title),
    summary: plainText(row.summary),
    bodyHtml: plainText(row.bodyHtml),
    clubIds: row.clubIds,
    playerIds: row.playerIds,
    gameId: row.gameId,
    coverFileId: row.coverFileId,
  }
}

/**
 * The moment an item goes out: the one given; else a draft keeps its planned moment, an item already out
 * keeps the moment it went out, and anything being published (a draft, or a scheduled item) goes out now.
 */
function publicationMoment(input: SaveNews, now: Date, existing?: NewsRow): Date {
  if (input.publishedAt !== null) {
    return new Date(input.publishedAt)
  }
  if (existing === undefined) {
    return now
  }
  const alreadyOut = existing.status === 'published' && existing.publishedAt <= now
  return input.status === 'draft' || alreadyOut ? existing.publishedAt : now
}

const columnsOf = (resolved: ResolvedNews) => ({
  title: resolved.title,
  summary: resolved.summary,
  body: resolved.body,
  bodyHtml: resolved.bodyHtml,
  searchText: resolved.searchText,
  clubIds: resolved.clubIds,
  playerIds: resolved.playerIds,
  gameId: resolved.gameId,
  coverFileId: resolved.coverFileId,
})

/** A slug from the title that no other item of the client has: `title`, `title-2`, `title-3`… */
async function uniqueSlug(transaction: Database, clientId: number, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'article'
  const taken = new Set(
    (
      await transaction
        .select({ slug: news.slug })
        .from(news)
        .where(and(eq(news.clientId, clientId), like(news.slug, `${base}%`)))
    ).map((row) => row.slug),
  )
  let slug = base
  for (let number = 2; taken.has(slug); number += 1) {
    slug = `${base}-${number}`
  }
  return slug
}

/** After a commit: fans' pages revalidate, and followers hear of an item that is out. */
async function afterCommit(actor: NewsActor, newsId: number): Promise<void> {
  invalidateComputedCache()
  await notifyIfOut(actor.publication, newsId)
}

export async function createNews(actor: NewsActor, input: SaveNews): Promise<number> {
  const id = await actor.database.transaction(async (transaction) => {
    const resolved = await resolveNews(transaction, actor.clientId, actor.leagueLanguages, input)
    const firstLanguage = actor.leagueLanguages.find((language) => resolved.title[language] !== undefined)
    const slug = await uniqueSlug(transaction, actor.clientId, resolved.title[firstLanguage ?? ''] ?? '')
    const [created] = await transaction
      .insert(news)
      .values({
        clientId: actor.clientId,
        slug,
        kind: 'article',
        ...columnsOf(resolved),
        status: input.status,
        publishedAt: publicationMoment(input, actor.now),
        createdBy: actor.userId,
        updatedAt: actor.now,
      })
      .returning()
    if (created === undefined) {
      throw new Error('The insert returns the new row')
    }
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action: 'news.create',
      entityType: 'news',
      entityId: String(created.id),
      before: null,
      after: snapshotOf(created),
    })
    return created.id
  })
  await afterCommit(actor, id)
  return id
}

async function lockedItem(transaction: Database, clientId: number, id: number): Promise<NewsRow> {
  const [row] = await transaction
    .select()
    .from(news)
    .where(and(eq(news.clientId, clientId), eq(news.id, id)))
    .for('update')
  if (row === undefined) {
    throw new DomainError('not_found', 'news_not_found', `No news item ${id} in this league`)
  }
  return row
}

/** Refuses a save made from an older reading of the item (someone saved it since). */
function checkVersion(row: NewsRow, updatedAt: string | undefined): void {
  if (updatedAt === undefined) {
    return
  }
  const seen = Date.parse(updatedAt)
  if (Number.isNaN(seen)) {
    throw new DomainError('invalid', 'invalid_request', 'updatedAt is not a moment', {
      fields: { updatedAt: 'Send the updatedAt the item was read with' },
    })
  }
  // The database keeps microseconds, an answer milliseconds: compare at the answer's precision.
  if (row.updatedAt.getTime() !== seen) {
    throw new DomainError(
      'conflict',
      'news_changed',
      'Someone saved this item after you opened it; nothing was written. Reload it to see their changes.',
    )
  }
}

export async function updateNews(actor: NewsActor, id: number, input: SaveNews): Promise<void> {
  await actor.database.transaction(async (transaction) => {
    const before = await lockedItem(transaction, actor.clientId, id)
    checkVersion(before, input.updatedAt)
    const resolved = await resolveNews(transaction, actor.clientId, actor.leagueLanguages, input)
    const [after] = await transaction
      .update(news)
      .set({
        ...columnsOf(resolved),
        status: input.status,
        publishedAt: publicationMoment(input, actor.now, before),
        updatedAt: actor.now,
        // Marks the staff's version: a re-import keeps an edited match report as staff left it.
        editedAt: actor.now,
      })
      .where(eq(news.id, id))
      .returning()
    if (after === undefined) {
      throw new Error('The locked row is there to update')
    }
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action: 'news.update',
      entityType: 'news',
      entityId: String(id),
      before: snapshotOf(before),
      after: snapshotOf(after),
    })
  })
  await afterCommit(actor, id)
}

export async function deleteNews(actor: NewsActor, id: number): Promise<void> {
  await actor.database.transaction(async (transaction) => {
    const before = await lockedItem(transaction, actor.clientId, id)
    if (before.kind === 'match-report') {
      throw new DomainError(
        'refused',
        'news_match_report_delete',
        'A match report comes back with the next import; make it a draft to take it off the site instead.',
      )
    }
    await transaction.delete(news).where(eq(news.id, id))
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action: 'news.delete',
      entityType: 'news',
      entityId: String(id),
      before: snapshotOf(before),
      after: null,
    })
  })
  invalidateComputedCache()
}
