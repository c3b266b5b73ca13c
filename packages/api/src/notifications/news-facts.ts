// What a news notification needs: the item's text, the league's languages, and the clubs and players it
// names (their followers get it); undefined when it names none.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import { clubs, news, players } from '../db/schema/league.ts'
import type { FollowTargets } from './followers.ts'

export async function newsFacts(database: Database, newsId: number) {
  const [item] = await database
    .select({
      slug: news.slug,
      clientId: news.clientId,
      title: news.title,
      summary: news.summary,
      clubIds: news.clubIds,
      playerIds: news.playerIds,
      languages: clients.languages,
    })
    .from(news)
    .innerJoin(clients, eq(clients.id, news.clientId))
    .where(eq(news.id, newsId))
    .limit(1)
  if (item === undefined || (item.clubIds.length === 0 && item.playerIds.length === 0)) {
    return undefined
  }
  const clubSlugs =
    item.clubIds.length === 0
      ? []
      : await database.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.id, item.clubIds))
  const playerSlugs =
    item.playerIds.length === 0
      ? []
      : await database.select({ slug: players.slug }).from(players).where(inArray(players.id, item.playerIds))
  const targets: FollowTargets = {
    clubSlugs: clubSlugs.map((row) => row.slug),
    playerSlugs: playerSlugs.map((row) => row.slug),
    gameSlugs: [],
  }
  return { ...item, targets }
}
