// What an import brings that fans should hear about: games that became final and news items that are new.
// A snapshot before the import and a comparison after it find them without touching the writers. Only recent
// ones notify (game date or publication within `recentDays` of now), so importing a past season into a fresh
// database never floods anyone's phone.
import { and, gte, inArray, notInArray } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { games, news } from '../db/schema/league.ts'
import type { Notifier } from './notifier.ts'

export type ImportSnapshot = { finalGameIds: number[]; newsIds: number[] }

const finalStatuses = ['played', 'forfeit']

export async function snapshotBeforeImport(database: Database): Promise<ImportSnapshot> {
  const finalGames = await database.select({ id: games.id }).from(games).where(inArray(games.status, finalStatuses))
  const newsItems = await database.select({ id: news.id }).from(news)
  return { finalGameIds: finalGames.map((row) => row.id), newsIds: newsItems.map((row) => row.id) }
}

/** Notifies what became final or was published since the snapshot; answers how many topics it notified. */
export async function notifyAfterImport(
  database: Database,
  notifier: Notifier,
  before: ImportSnapshot,
  options: { now: Date; recentDays?: number },
): Promise<{ games: number; news: number }> {
  const since = new Date(options.now.getTime() - (options.recentDays ?? 2) * 24 * 60 * 60 * 1000)
  const newlyFinal = await database
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        inArray(games.status, finalStatuses),
        gte(games.date, since.toISOString().slice(0, 10)),
        before.finalGameIds.length === 0 ? undefined : notInArray(games.id, before.finalGameIds),
      ),
    )
  const newNews = await database
    .select({ id: news.id })
    .from(news)
    .where(
      and(gte(news.publishedAt, since), before.newsIds.length === 0 ? undefined : notInArray(news.id, before.newsIds)),
    )
  for (const game of newlyFinal) {
    await notifier.gameFinished(game.id)
  }
  for (const item of newNews) {
    await notifier.newsPublished(item.id)
  }
  return { games: newlyFinal.length, news: newNews.length }
}
