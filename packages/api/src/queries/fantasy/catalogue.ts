// The players a manager can pick in a league season: everyone on the season's rosters, with his position and
// current price (the latest fantasy_prices row). Squads validate against this map, the catalogue read lists it.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { FantasyPosition } from '@league/stats/fantasy/rules'
import type { SquadCandidate } from '@league/stats/fantasy/squad'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'
import { ensureFantasySeason } from './season-setup.ts'

/**
 * A player a squad may hold: `SquadCandidate` of `@league/stats/fantasy/squad` plus what links him to pages.
 * A player on two rosters of the season (moved mid-season) is listed with his latest club.
 */
export type FantasyCandidate = SquadCandidate & { slug: string; clubSlug: string; seasonTeamId: number }

type CandidateRow = {
  player_id: number
  slug: string
  name: string
  season_team_id: number
  club_id: number
  club_slug: string
  club_name: string
  position: FantasyPosition | null
  price_tenths: number | null
}

/**
 * Every player on the league season's rosters by player id, with position and current price; the season's
 * positions and opening prices are set up first when they are missing (see season-setup.ts).
 */
export async function fantasyCandidates(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<Map<number, FantasyCandidate>> {
  await ensureFantasySeason(database, leagueSeasonId, clock)
  // Read by every squad request; positions and prices change only by a settlement, an import or a staff
  // command, which all clear the computed cache. Callers never change the map.
  return computedOnce(leagueCacheKey(database, 'fantasy-candidates', leagueSeasonId), () =>
    readCandidates(database, leagueSeasonId),
  )
}

async function readCandidates(database: Database, leagueSeasonId: number): Promise<Map<number, FantasyCandidate>> {
  const rows = await selectRows<CandidateRow>(
    database,
    sql`SELECT DISTINCT ON (p.id) p.id AS player_id, p.slug, p.name, st.id AS season_team_id,
               c.id AS club_id, c.slug AS club_slug, c.name AS club_name, pp.position,
               (SELECT fp.price_tenths FROM fantasy_prices fp
                 WHERE fp.league_season_id = st.league_season_id AND fp.player_id = p.id
                 ORDER BY fp.after_round DESC LIMIT 1) AS price_tenths
        FROM rosters r
        JOIN season_teams st ON st.id = r.season_team_id
        JOIN clubs c ON c.id = st.club_id
        JOIN players p ON p.id = r.player_id
        LEFT JOIN player_positions pp ON pp.league_season_id = st.league_season_id AND pp.player_id = p.id
        WHERE st.league_season_id = ${leagueSeasonId}
        ORDER BY p.id, r.last_game DESC NULLS LAST, st.id`,
  )
  const candidates = new Map<number, FantasyCandidate>()
  for (const row of rows) {
    if (row.position === null || row.price_tenths === null) {
      continue
    }
    candidates.set(row.player_id, {
      playerId: row.player_id,
      clubId: row.club_id,
      clubName: row.club_name,
      position: row.position,
      priceTenths: row.price_tenths,
      name: row.name,
      slug: row.slug,
      clubSlug: row.club_slug,
      seasonTeamId: row.season_team_id,
    })
  }
  return candidates
}
