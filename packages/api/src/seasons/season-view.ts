// What staff read of their seasons: the list (with counts) and one season whole: teams, rounds with their
// games and byes, the client's venues, and whether the play-offs can be drawn.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type {
  StaffSeason,
  StaffSeasonList,
  StaffSeasonSummary,
  StaffSeasonTeamSchema,
  StaffRoundSchema,
  StaffVenueSchema,
} from '../contract/staff-seasons.ts'
import { isoDateOf } from '../queries/season-data.ts'
import type { z } from '@hono/zod-openapi'
import { findSeasonRow, seasonRowsOf, type SeasonRow } from './staff-write.ts'

type Venue = z.infer<typeof StaffVenueSchema>
type Team = z.infer<typeof StaffSeasonTeamSchema>
type Round = z.infer<typeof StaffRoundSchema>

const finalStatuses = new Set(['played', 'forfeit'])

type Counts = { league_season_id: number; teams: number; games: number; played_games: number }

async function countsOf(database: Database, clientId: number): Promise<Map<number, Counts>> {
  const rows = await selectRows<Counts>(
    database,
    sql`SELECT ls.id AS league_season_id,
          (SELECT count(*) FROM season_teams st WHERE st.league_season_id = ls.id)::int AS teams,
          (SELECT count(*) FROM games g WHERE g.league_season_id = ls.id)::int AS games,
          (SELECT count(*) FROM games g WHERE g.league_season_id = ls.id
             AND g.status IN ('played', 'forfeit'))::int AS played_games
        FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId}`,
  )
  return new Map(rows.map((row) => [Number(row.league_season_id), row]))
}

async function currentSeasonSlugOf(database: Database, clientId: number): Promise<string | null> {
  const [row] = await selectRows<{ slug: string | null }>(
    database,
    sql`SELECT current_season_slug AS slug FROM clients WHERE id = ${clientId}`,
  )
  return row?.slug ?? null
}

function summaryOf(season: SeasonRow, counts: Counts | undefined, currentSlug: string | null): StaffSeasonSummary {
  return {
    id: season.id,
    seasonSlug: season.seasonSlug,
    name: season.name,
    competition: { slug: season.competitionSlug, name: season.competitionName },
    draft: season.draft,
    current: !season.draft && season.seasonSlug === currentSlug,
    teams: Number(counts?.teams ?? 0),
    games: Number(counts?.games ?? 0),
    playedGames: Number(counts?.played_games ?? 0),
    format: season.format,
  }
}

export async function listStaffSeasons(database: Database, clientId: number): Promise<StaffSeasonList> {
  const [rows, counts, currentSlug] = await Promise.all([
    seasonRowsOf(database, clientId),
    countsOf(database, clientId),
    currentSeasonSlugOf(database, clientId),
  ])
  const competitions = await selectRows<{ slug: string; name: string }>(
    database,
    sql`SELECT slug, name FROM competitions WHERE client_id = ${clientId} ORDER BY name`,
  )
  return {
    seasons: rows.map((season) => summaryOf(season, counts.get(season.id), currentSlug)),
    competitions: competitions.map(({ slug, name }) => ({ slug, name })),
  }
}

type VenueRow = { id: number; name: string; location: string | null; capacity: number | null }
const venueOf = (row: VenueRow): Venue => ({
  id: Number(row.id),
  name: row.name,
  location: row.location,
  capacity: row.capacity === null ? null : Number(row.capacity),
})

async function teamsOf(database: Database, leagueSeasonId: number): Promise<Team[]> {
  const rows = await selectRows<{
    id: number
    club_slug: string
    club_name: string
    short_name: string
    code: string
    name: string
    venue_id: number | null
    venue_name: string | null
    location: string | null
    capacity: number | null
    players: number
    from_application: boolean
  }>(
    database,
    sql`SELECT st.id, c.slug AS club_slug, c.name AS club_name, c.short_name, c.code, st.name,
          v.id AS venue_id, v.name AS venue_name, v.location, v.capacity,
          (SELECT count(*) FROM rosters r WHERE r.season_team_id = st.id)::int AS players,
          EXISTS (SELECT 1 FROM team_applications ta WHERE ta.league_season_id = st.league_season_id
            AND ta.club_id = st.club_id AND ta.status = 'approved') AS from_application
        FROM season_teams st JOIN clubs c ON c.id = st.club_id LEFT JOIN venues v ON v.id = st.home_venue_id
        WHERE st.league_season_id = ${leagueSeasonId} ORDER BY st.id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    club: { slug: row.club_slug, name: row.club_name, shortName: row.short_name, code: row.code },
    name: row.name,
    venue:
      row.venue_id === null
        ? null
        : venueOf({ id: row.venue_id, name: row.venue_name ?? '', location: row.location, capacity: row.capacity }),
    players: Number(row.players),
    source: row.from_application ? 'application' : 'hand',
  }))
}

type GameRow = {
  id: number
  slug: string
  phase: string
  round_number: number
  round_name: string | null
  home_team_id: number
  away_team_id: number
  home_team_name: string
  away_team_name: string
  date: unknown
  time: string | null
  status: string
  home_score: number | null
  away_score: number | null
  venue_id: number | null
  venue_name: string | null
  location: string | null
  capacity: number | null
}

async function roundsOf(database: Database, leagueSeasonId: number, teams: Team[]): Promise<Round[]> {
  const rows = await selectRows<GameRow>(
    database,
    sql`SELECT g.id, g.slug, g.phase, g.round_number, r.name AS round_name, g.home_team_id, g.away_team_id,
          g.home_team_name, g.away_team_name, g.date, g.time, g.status, g.home_score, g.away_score,
          v.id AS venue_id, v.name AS venue_name, v.location, v.capacity
        FROM games g LEFT JOIN rounds r ON r.id = g.round_id LEFT JOIN venues v ON v.id = g.venue_id
        WHERE g.league_season_id = ${leagueSeasonId}
        ORDER BY CASE g.phase WHEN 'regular-season' THEN 0 WHEN 'quarterfinal' THEN 1 WHEN 'semifinal' THEN 2
          ELSE 3 END, g.round_number, g.date NULLS LAST, g.time, g.id`,
  )
  const rounds = new Map<string, Round>()
  for (const row of rows) {
    const key = `${row.phase}:${row.round_number}`
    let round = rounds.get(key)
    if (round === undefined) {
      round = {
        phase: row.phase,
        number: Number(row.round_number),
        name: row.round_name ?? `Round ${row.round_number}`,
        games: [],
        byes: [],
      }
      rounds.set(key, round)
    }
    round.games.push({
      id: Number(row.id),
      slug: row.slug,
      home: { teamId: Number(row.home_team_id), name: row.home_team_name },
      away: { teamId: Number(row.away_team_id), name: row.away_team_name },
      date: isoDateOf(row.date),
      time: row.time,
      venue:
        row.venue_id === null
          ? null
          : venueOf({ id: row.venue_id, name: row.venue_name ?? '', location: row.location, capacity: row.capacity }),
      status: row.status,
      homeScore: row.home_score,
      awayScore: row.away_score,
    })
  }
  // A regular-season round's byes: the teams it leaves without a game (one a round for an odd count).
  for (const round of rounds.values()) {
    if (round.phase === 'regular-season') {
      const playing = new Set(round.games.flatMap((game) => [game.home.teamId, game.away.teamId]))
      round.byes = teams.filter((team) => !playing.has(team.id)).map((team) => ({ teamId: team.id, name: team.name }))
    }
  }
  return [...rounds.values()]
}

/**
 * Whether drawing the play-offs would do something now (the regular season aside): none drawn yet, or every
 * series of the latest round drawn is decided by its games and it has not been recorded yet.
 */
async function playoffsToDraw(database: Database, leagueSeasonId: number): Promise<boolean> {
  const duels = await selectRows<{
    best_of: number
    winner_team_id: number | null
    home_wins: number
    away_wins: number
  }>(
    database,
    sql`SELECT r.best_of, d.winner_team_id,
          (SELECT count(*) FROM games g WHERE g.playoff_duel_id = d.id AND g.status IN ('played', 'forfeit')
             AND (CASE WHEN g.home_team_id = d.home_team_id THEN g.home_score > g.away_score
                       ELSE g.away_score > g.home_score END))::int AS home_wins,
          (SELECT count(*) FROM games g WHERE g.playoff_duel_id = d.id AND g.status IN ('played', 'forfeit')
             AND (CASE WHEN g.home_team_id = d.away_team_id THEN g.home_score > g.away_score
                       ELSE g.away_score > g.home_score END))::int AS away_wins
        FROM playoff_duels d JOIN playoff_rounds r ON r.id = d.playoff_round_id
        WHERE r.league_season_id = ${leagueSeasonId}
          AND r.position = (SELECT max(r2.position) FROM playoff_rounds r2 JOIN playoff_duels d2
                              ON d2.playoff_round_id = r2.id WHERE r2.league_season_id = ${leagueSeasonId})`,
  )
  if (duels.length === 0) {
    return true
  }
  const decided = (duel: (typeof duels)[number]) =>
    Math.max(Number(duel.home_wins), Number(duel.away_wins)) >= Math.ceil(Number(duel.best_of) / 2)
  return duels.every(decided) && duels.some((duel) => duel.winner_team_id === null)
}

export async function readStaffSeason(database: Database, clientId: number, id: number): Promise<StaffSeason> {
  const season = await findSeasonRow(database, clientId, id)
  const [counts, currentSlug, teamList, venueRows, playoffRounds] = await Promise.all([
    countsOf(database, clientId),
    currentSeasonSlugOf(database, clientId),
    teamsOf(database, id),
    selectRows<VenueRow>(
      database,
      sql`SELECT id, name, location, capacity FROM venues WHERE client_id = ${clientId} ORDER BY name`,
    ),
    playoffsToDraw(database, id),
  ])
  const rounds = await roundsOf(database, id, teamList)
  const regularGames = rounds.filter((round) => round.phase === 'regular-season').flatMap((round) => round.games)
  const playoffReady =
    season.format?.playoff != null &&
    playoffRounds &&
    regularGames.length > 0 &&
    regularGames.every((game) => finalStatuses.has(game.status))
  return {
    ...summaryOf(season, counts.get(id), currentSlug),
    startDate: season.startDate ?? '',
    endDate: season.endDate ?? '',
    teamList,
    rounds,
    venues: venueRows.map(venueOf),
    playoffReady,
  }
}
