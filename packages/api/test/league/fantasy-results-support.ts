// Squads for the fantasy results tests, written straight into the tables (as the squads routes would leave
// them), and the points of a squad's round computed independently: from box_score_lines' own PIR column, the
// games' final scores and the multipliers of ELF's rules written out by hand.
import type { FantasyChip, FantasySlot } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../src/db/connection.ts'

export type TestPick = { playerId: number; slot: FantasySlot; captain: boolean }

export type TestSquad = {
  name: string
  userName: string | null
  picks: TestPick[]
  chips?: Partial<Record<FantasyChip, number>>
  joinedRound?: number
  entryPoints?: number
}

/** Ten players who played in the round's games: five on court (the first the captain), a sixth man, four on the bench. */
export function lineupOf(playerIds: readonly number[]): TestPick[] {
  return playerIds.slice(0, 10).map((playerId, index) => ({
    playerId,
    slot: index < 5 ? 'court' : index === 5 ? 'sixth' : 'bench',
    captain: index === 0,
  }))
}

export async function insertSquad(database: Database, leagueSeasonId: number, squad: TestSquad): Promise<number> {
  let userId: number | null = null
  if (squad.userName !== null) {
    const email = `${squad.name.replaceAll(' ', '-').toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`
    const [user] = await selectRows<{ id: number }>(
      database,
      sql`INSERT INTO users (email, name) VALUES (${email}, ${squad.userName}) RETURNING id`,
    )
    userId = user?.id ?? null
  }
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`INSERT INTO fantasy_squads (league_season_id, user_id, is_demo, name, bank_tenths, joined_round, entry_points, chips_used)
        VALUES (${leagueSeasonId}, ${userId}, ${userId === null}, ${squad.name}, 0, ${squad.joinedRound ?? 1},
                ${squad.entryPoints ?? 0}, ${JSON.stringify(squad.chips ?? {})}::jsonb)
        RETURNING id`,
  )
  const squadId = row?.id ?? 0
  for (const pick of squad.picks) {
    await database.execute(sql`
      INSERT INTO fantasy_squad_picks (squad_id, player_id, slot, captain, position, bought_price_tenths)
      VALUES (${squadId}, ${pick.playerId}, ${pick.slot}, ${pick.captain}, 'guard', 50)`)
  }
  return squadId
}

/** Each player's PIR in the games and whether his team won, straight from the imported rows. */
export async function pirLines(
  database: Database,
  gameIds: readonly number[],
): Promise<Map<number, { pir: number; won: boolean; played: boolean }>> {
  const rows = await selectRows<{ player_id: number; pir: number | null; played: boolean; won: boolean }>(
    database,
    sql`SELECT b.player_id, b.pir, b.played,
               CASE WHEN b.side = 'H' THEN g.home_score > g.away_score ELSE g.away_score > g.home_score END AS won
        FROM box_score_lines b JOIN games g ON g.id = b.game_id
        WHERE b.game_id IN (${sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return new Map(
    rows.map((row) => [Number(row.player_id), { pir: Number(row.pir ?? 0), won: row.won, played: row.played }]),
  )
}

/** Hundredths, half away from zero (−0.825 → −0.83), without binary noise (16.500000000000004 → 16.5). */
function hundredths(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toFixed(6)))) / 100
  return rounded === 0 ? 0 : rounded
}

/**
 * A squad's points in a round as ELF scores them, written out: PIR, ×1.1 for a win, then captain ×2 (×3 with
 * the triple captain), court and sixth man ×1, bench ×0.5 (×1 with the bench boost).
 */
export function expectedSquadPoints(
  picks: readonly TestPick[],
  lines: ReadonlyMap<number, { pir: number; won: boolean; played: boolean }>,
  chip: FantasyChip | null,
): number {
  let total = 0
  for (const pick of picks) {
    const line = lines.get(pick.playerId)
    if (line === undefined || !line.played) {
      continue
    }
    const starterPoints = hundredths(line.won ? line.pir * 1.1 : line.pir)
    let weight = 1
    if (pick.captain && pick.slot === 'court') {
      weight = chip === 'triple-captain' ? 3 : 2
    } else if (pick.slot === 'bench') {
      weight = chip === 'bench-boost' ? 1 : 0.5
    }
    total += hundredths(starterPoints * weight)
  }
  return hundredths(total)
}
