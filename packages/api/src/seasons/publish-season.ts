// Publishing: the draft becomes a season fans see (published_at records when), and with makeCurrent the
// client's current season, the one the home page opens on.
import { eq, sql } from 'drizzle-orm'
import { selectRows } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import { leagueSeasons } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { findSeasonRow, staffWrite, type SeasonActor } from './staff-write.ts'

export async function publishSeason(
  actor: SeasonActor,
  seasonId: number,
  input: { makeCurrent: boolean },
): Promise<{ madeCurrent: boolean }> {
  return staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    const [scheduled] = await selectRows<{ count: number }>(
      transaction,
      sql`SELECT count(*)::int AS count FROM games WHERE league_season_id = ${seasonId}`,
    )
    if (Number(scheduled?.count ?? 0) === 0) {
      throw new DomainError(
        'refused',
        'no_schedule',
        `Season ${season.name} has no games yet: generate the schedule first.`,
      )
    }
    if (season.draft) {
      await transaction
        .update(leagueSeasons)
        .set({ draft: false, publishedAt: actor.now })
        .where(eq(leagueSeasons.id, seasonId))
    }
    if (input.makeCurrent) {
      await transaction
        .update(clients)
        .set({ currentSeasonSlug: season.seasonSlug })
        .where(eq(clients.id, actor.clientId))
    }
    return {
      result: { madeCurrent: input.makeCurrent },
      change: {
        action: 'season.publish',
        entityType: 'league_season',
        entityId: String(seasonId),
        before: { draft: season.draft },
        after: { draft: false, makeCurrent: input.makeCurrent },
      },
    }
  })
}
