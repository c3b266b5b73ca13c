// Who follows a game, directly or through one of its clubs or players, and the push tokens of their
// devices with each user's language.
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { follows, pushTokens, users } from '../db/schema/accounts.ts'

export type FollowerToken = { token: string; language: string | null }

export type FollowTargets = { clubSlugs: string[]; playerSlugs: string[]; gameSlugs: string[] }

export async function followerTokens(
  database: Database,
  clientId: number,
  targets: FollowTargets,
): Promise<FollowerToken[]> {
  const conditions = [
    targets.clubSlugs.length > 0
      ? and(eq(follows.kind, 'club'), inArray(follows.targetSlug, targets.clubSlugs))
      : undefined,
    targets.playerSlugs.length > 0
      ? and(eq(follows.kind, 'player'), inArray(follows.targetSlug, targets.playerSlugs))
      : undefined,
    targets.gameSlugs.length > 0
      ? and(eq(follows.kind, 'game'), inArray(follows.targetSlug, targets.gameSlugs))
      : undefined,
  ].filter((condition) => condition !== undefined)
  if (conditions.length === 0) {
    return []
  }
  // One row per token even when the user follows both clubs and a player of the game.
  return database
    .selectDistinct({ token: pushTokens.token, language: users.language })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .innerJoin(pushTokens, eq(pushTokens.userId, users.id))
    .where(and(eq(follows.clientId, clientId), or(...conditions)))
}
