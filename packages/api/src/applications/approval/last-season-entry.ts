// What the club entered last time: its season team in the latest season before the application's, with the
// home arena and the roster (shirt numbers, games played). Staff read it beside the application, so a changed
// arena, a new name or a squad turned over shows at a glance.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'

export type LastSeasonEntry = {
  season: { slug: string; name: string }
  league: string
  teamName: string
  arena: { name: string; capacity: number | null; location: string | null } | null
  roster: { slug: string; name: string; shirtNumbers: string[]; gamesPlayed: number }[]
}

type TeamRow = {
  id: number
  name: string
  season_slug: string
  season_name: string
  league_name: string
  venue_name: string | null
  venue_capacity: number | null
  venue_location: string | null
}

/** The club's entry in the latest season before `seasonSlug`; null for a new club or one that never played. */
export async function lastSeasonEntry(
  database: Database,
  clubId: number | null,
  seasonSlug: string,
): Promise<LastSeasonEntry | null> {
  if (clubId === null) {
    return null
  }
  const [team] = await selectRows<TeamRow>(
    database,
    sql`SELECT st.id, st.name, s.slug AS season_slug, s.name AS season_name, ls.name AS league_name,
          v.name AS venue_name, v.capacity AS venue_capacity, v.location AS venue_location
        FROM season_teams st
        JOIN league_seasons ls ON ls.id = st.league_season_id
        JOIN seasons s ON s.id = ls.season_id
        LEFT JOIN venues v ON v.id = st.home_venue_id
        WHERE st.club_id = ${clubId} AND s.slug < ${seasonSlug}
        ORDER BY s.slug DESC, ls.id
        LIMIT 1`,
  )
  if (team === undefined) {
    return null
  }
  const roster = await selectRows<{ slug: string; name: string; jerseys: string[]; games_played: number }>(
    database,
    sql`SELECT p.slug, p.name, r.jerseys, r.games_played FROM rosters r JOIN players p ON p.id = r.player_id
        WHERE r.season_team_id = ${team.id}
        ORDER BY r.games_played DESC, p.name`,
  )
  return {
    season: { slug: team.season_slug, name: team.season_name },
    league: team.league_name,
    teamName: team.name,
    arena:
      team.venue_name === null
        ? null
        : {
            name: team.venue_name,
            capacity: team.venue_capacity === null ? null : Number(team.venue_capacity),
            location: team.venue_location,
          },
    roster: roster.map((row) => ({
      slug: row.slug,
      name: row.name,
      shirtNumbers: row.jerseys,
      gamesPlayed: Number(row.games_played),
    })),
  }
}
