// A player's fantasy position where the site shows it outside the game: his page shows the position of the
// latest league season whose roster he is on.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { FantasyPosition } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { positionOf } from './positions.ts'
import { ensureFantasySeason } from './season-setup.ts'

/**
 * A player's position in the latest league season whose roster he is on (the one his page shows), setting
 * that season's fantasy game up when it is not yet; null when he is on no roster.
 */
export async function latestPositionOfPlayer(
  database: Database,
  clock: Pick<DemoClock, 'hides' | 'now'>,
  playerId: number,
): Promise<{ season: string; position: FantasyPosition } | null> {
  const [latest] = await selectRows<{ league_season_id: number; season_slug: string }>(
    database,
    sql`SELECT st.league_season_id, s.slug AS season_slug FROM rosters r
        JOIN season_teams st ON st.id = r.season_team_id
        JOIN league_seasons ls ON ls.id = st.league_season_id
        JOIN seasons s ON s.id = ls.season_id
        WHERE r.player_id = ${playerId}
        ORDER BY s.slug DESC LIMIT 1`,
  )
  if (latest === undefined) {
    return null
  }
  await ensureFantasySeason(database, latest.league_season_id, clock)
  const answer = await positionOf(database, latest.league_season_id, playerId)
  return answer === undefined ? null : { season: latest.season_slug, position: answer.position }
}
