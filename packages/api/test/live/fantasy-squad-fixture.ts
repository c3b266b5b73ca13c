// A fantasy squad written straight into the tables (the squads API is another module's), for the live tests.
import { sql } from 'drizzle-orm'
import type { FantasySlot } from '@league/stats/fantasy/rules'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { fantasySquadPicks, fantasySquads } from '../../src/db/schema/fantasy.ts'

export type TestPick = { sourceId: number; slot: FantasySlot; captain: boolean }

/** A demo squad of the league season of `gameSlug` with these players (by source id); answers its id. */
export async function createFantasySquad(database: Database, gameSlug: string, picks: TestPick[]): Promise<number> {
  const [game] = await selectRows<{ league_season_id: number }>(
    database,
    sql`SELECT league_season_id FROM games WHERE slug = ${gameSlug}`,
  )
  const players = await selectRows<{ id: number; source_id: number }>(
    database,
    sql`SELECT p.id, p.source_id FROM players p JOIN clients c ON c.id = p.client_id
        WHERE c.slug = 'aba' AND p.source_id IN (${sql.join(
          picks.map((pick) => pick.sourceId),
          sql`, `,
        )})`,
  )
  const [squad] = await database
    .insert(fantasySquads)
    .values({
      leagueSeasonId: game?.league_season_id ?? 0,
      isDemo: true,
      name: 'Live test',
      bankTenths: 0,
      joinedRound: 1,
    })
    .returning({ id: fantasySquads.id })
  const squadId = squad?.id ?? 0
  await database.insert(fantasySquadPicks).values(
    picks.map((pick) => ({
      squadId,
      playerId: players.find((player) => player.source_id === pick.sourceId)?.id ?? 0,
      slot: pick.slot,
      captain: pick.captain,
      position: 'guard' as const,
      boughtPriceTenths: 100,
    })),
  )
  return squadId
}
