// One league season in memory: its teams, games and box-score lines, shaped as @league/stats expects them.
// Standings, leaders, records and player tables are all computed from this, so it is loaded once per
// league season and kept until the next import (see computed-cache.ts).
import type { Game, PlayerLine } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { LeaguePhase } from '../db/schema/league.ts'
import type { SeasonFormat } from '../contract/staff-seasons.ts'
import { compactLineColumns, compactLinesOf } from './box-score-rows.ts'
import { NotFoundError } from './errors.ts'
import { leagueCacheKey, seasonDataOnce } from './computed-cache.ts'
import { withPlayoffSeries, type PlayoffSeriesPlace } from './playoff-series-place.ts'
import type { DemoClock } from '@league/client-league/demo-clock'

export type TeamInfo = {
  seasonTeamId: number
  /** Club code, the team id @league/stats works with ("CZV"). */
  code: string
  clubId: number
  clubSlug: string
  clubName: string
  /** The season's display name ("Crvena zvezda Meridianbet"). */
  name: string
  status: string
}

export type GameInfo = {
  id: number
  slug: string
  sourceId: string
  phase: string
  roundNumber: number
  date: string | null
  time: string | null
  status: 'played' | 'forfeit' | 'scheduled'
  homeCode: string
  awayCode: string
  homeName: string
  awayName: string
  homeScore: number | null
  awayScore: number | null
  homePeriodScores: number[]
  awayPeriodScores: number[]
  venueName: string | null
  attendance: number | null
  playoffDuelId: number | null
  /** The play-off series a game belongs to and its number in it (the site's address of a play-off game). */
  playoffSeries: PlayoffSeriesPlace | null
}

export type PlayerInfo = { id: number; sourceId: number; slug: string; name: string }

/** A league season's teams and games: all that standings, streaks and brackets need. */
export type SeasonGames = {
  clientId: number
  season: { id: number; slug: string; name: string }
  league: {
    leagueSeasonId: number
    slug: string
    name: string
    phases: LeaguePhase[]
    /** How a season staff set up is played (its tie-break preset, its play-offs); null when imported. */
    format: SeasonFormat | null
  }
  teams: TeamInfo[]
  teamByCode: Map<string, TeamInfo>
  games: GameInfo[]
  gameBySourceId: Map<string, GameInfo>
  /** The games as @league/stats takes them (ids are source ids, teams are club codes). */
  statsGames: Game[]
}

/** The games plus every box-score line: what leaders, records and player tables need. */
export type SeasonBundle = SeasonGames & {
  /** Box-score lines of the played games (player ids are source ids as strings). */
  lines: PlayerLine[]
  playerBySourceId: Map<string, PlayerInfo>
}

type LeagueSeasonRow = {
  league_season_id: number
  season_id: number
  season_slug: string
  season_name: string
  league_slug: string
  league_name: string
  phases: LeaguePhase[]
  format: SeasonFormat | null
  draft: boolean
}

/**
 * Every league season of a client fans may see, newest season first. A draft (a season staff are still
 * setting up) is left out unless `includeDrafts`: only staff tools (team applications, the staff area) ask.
 */
export async function leagueSeasonsOf(
  database: Database,
  clientId: number,
  options: { includeDrafts?: boolean } = {},
): Promise<LeagueSeasonRow[]> {
  const drafts = options.includeDrafts === true ? sql`` : sql`AND NOT ls.draft`
  return selectRows<LeagueSeasonRow>(
    database,
    sql`SELECT ls.id AS league_season_id, s.id AS season_id, s.slug AS season_slug, s.name AS season_name,
          c.slug AS league_slug, c.name AS league_name, ls.phases, ls.format, ls.draft
        FROM league_seasons ls
        JOIN seasons s ON s.id = ls.season_id
        JOIN competitions c ON c.id = ls.competition_id
        WHERE s.client_id = ${clientId} ${drafts}
        ORDER BY s.slug DESC, c.slug`,
  )
}

export async function findLeagueSeason(
  database: Database,
  clientId: number,
  seasonSlug: string,
  leagueSlug: string,
): Promise<LeagueSeasonRow> {
  const rows = await leagueSeasonsOf(database, clientId)
  if (!rows.some((row) => row.season_slug === seasonSlug)) {
    throw new NotFoundError('season', seasonSlug, `No season "${seasonSlug}" in this league`)
  }
  const row = rows.find((candidate) => candidate.season_slug === seasonSlug && candidate.league_slug === leagueSlug)
  if (row === undefined) {
    throw new NotFoundError('league', leagueSlug, `No league "${leagueSlug}" in season ${seasonSlug}`)
  }
  return row
}

function statusOf(status: string, date: string | null, demoClock: DemoClock): GameInfo['status'] {
  if (status === 'scheduled' || demoClock.hides(date)) {
    return 'scheduled'
  }
  return status === 'forfeit' ? 'forfeit' : 'played'
}

type GameRow = {
  id: number
  slug: string
  source_id: string
  phase: string
  round_number: number
  date: string | null
  time: string | null
  status: string
  home_code: string
  away_code: string
  home_team_name: string
  away_team_name: string
  home_score: number | null
  away_score: number | null
  home_period_scores: number[]
  away_period_scores: number[]
  venue_name: string | null
  attendance: number | null
  playoff_duel_id: number | null
  playoff_duel_slug: string | null
  playoff_round_slug: string | null
}

/** Dates come back as strings from postgres-js and as Date objects from PGlite; keep `YYYY-MM-DD`. */
export function isoDateOf(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10)
  }
  return String(value).slice(0, 10)
}

/** Shapes a games row (joined with the two clubs' codes and the venue name) for the API. */
export function gameInfoOf(row: GameRow, demoClock: DemoClock): GameInfo {
  const date = isoDateOf(row.date)
  const status = statusOf(row.status, date, demoClock)
  const scheduled = status === 'scheduled'
  return {
    id: row.id,
    slug: row.slug,
    sourceId: row.source_id,
    phase: row.phase,
    roundNumber: row.round_number,
    date,
    time: row.time,
    status,
    homeCode: row.home_code,
    awayCode: row.away_code,
    homeName: row.home_team_name,
    awayName: row.away_team_name,
    homeScore: scheduled ? null : row.home_score,
    awayScore: scheduled ? null : row.away_score,
    homePeriodScores: scheduled ? [] : row.home_period_scores,
    awayPeriodScores: scheduled ? [] : row.away_period_scores,
    venueName: row.venue_name,
    attendance: scheduled ? null : row.attendance,
    playoffDuelId: row.playoff_duel_id,
    playoffSeries: null,
  }
}

/** The SELECT list and joins that {@link gameInfoOf} reads. */
export const gameColumns = sql`g.id, g.slug, g.source_id, g.phase, g.round_number, g.date, g.time, g.status,
  hc.code AS home_code, ac.code AS away_code, g.home_team_name, g.away_team_name, g.home_score, g.away_score,
  g.home_period_scores, g.away_period_scores, v.name AS venue_name, g.attendance, g.playoff_duel_id,
  pd.slug AS playoff_duel_slug, pr.slug AS playoff_round_slug`

export const gameJoins = sql`JOIN season_teams ht ON ht.id = g.home_team_id JOIN clubs hc ON hc.id = ht.club_id
  JOIN season_teams at ON at.id = g.away_team_id JOIN clubs ac ON ac.id = at.club_id
  LEFT JOIN venues v ON v.id = g.venue_id
  LEFT JOIN playoff_duels pd ON pd.id = g.playoff_duel_id LEFT JOIN playoff_rounds pr ON pr.id = pd.playoff_round_id`

export function statsGameOf(game: GameInfo): Game {
  return {
    id: game.sourceId,
    date: game.date,
    phase: game.phase,
    round: game.roundNumber,
    homeTeamId: game.homeCode,
    awayTeamId: game.awayCode,
    homeScore: game.homeScore ?? 0,
    awayScore: game.awayScore ?? 0,
    homePeriodScores: game.homePeriodScores,
    awayPeriodScores: game.awayPeriodScores,
    status: game.status,
  }
}

async function loadGames(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  row: LeagueSeasonRow,
): Promise<SeasonGames> {
  const teamRows = await selectRows<{
    id: number
    code: string
    club_id: number
    club_slug: string
    club_name: string
    name: string
    status: string
  }>(
    database,
    sql`SELECT st.id, c.code, c.id AS club_id, c.slug AS club_slug, c.name AS club_name, st.name, st.status
        FROM season_teams st JOIN clubs c ON c.id = st.club_id
        WHERE st.league_season_id = ${row.league_season_id}
        ORDER BY c.name`,
  )
  const teams: TeamInfo[] = teamRows.map((team) => ({
    seasonTeamId: team.id,
    code: team.code,
    clubId: team.club_id,
    clubSlug: team.club_slug,
    clubName: team.club_name,
    name: team.name,
    status: team.status,
  }))
  const gameRows = await selectRows<GameRow>(
    database,
    sql`SELECT ${gameColumns} FROM games g ${gameJoins}
        WHERE g.league_season_id = ${row.league_season_id}
        ORDER BY g.date NULLS LAST, g.time, g.id`,
  )
  const games = withPlayoffSeries(
    gameRows.map((gameRow) => gameInfoOf(gameRow, demoClock)),
    gameRows,
  )
  return {
    clientId,
    season: { id: row.season_id, slug: row.season_slug, name: row.season_name },
    league: {
      leagueSeasonId: row.league_season_id,
      slug: row.league_slug,
      name: row.league_name,
      phases: row.phases,
      format: row.format,
    },
    teams,
    teamByCode: new Map(teams.map((team) => [team.code, team])),
    games,
    gameBySourceId: new Map(games.map((game) => [game.sourceId, game])),
    statsGames: games.map(statsGameOf),
  }
}

/**
 * A season's box-score lines (about 4,500) come back as one text value, a line per row, instead of 4,500
 * rows of 26 columns: the database driver's per-field parsing was most of a cold leaders request (on PGlite
 * 370 ms of rows against 45 ms for the text, measured on 2021-22), and splitting text in JavaScript is cheap.
 * Player names come once per player from their own query rather than once per line.
 */
async function loadBundle(database: Database, games: SeasonGames): Promise<SeasonBundle> {
  const leagueSeasonId = games.league.leagueSeasonId
  const [text] = await selectRows<{ lines: string | null }>(
    database,
    sql`SELECT string_agg(${compactLineColumns}, E'\n' ORDER BY g.date, g.id, b.side DESC, b.starter DESC) AS lines
        FROM box_score_lines b
        JOIN games g ON g.id = b.game_id
        JOIN season_teams st ON st.id = b.season_team_id
        JOIN clubs c ON c.id = st.club_id
        WHERE g.league_season_id = ${leagueSeasonId}`,
  )
  const playerRows = await selectRows<{ id: number; source_id: number; slug: string; name: string }>(
    database,
    sql`SELECT p.id, p.source_id, p.slug, p.name FROM players p
        WHERE p.id IN (SELECT b.player_id FROM box_score_lines b JOIN games g ON g.id = b.game_id
                       WHERE g.league_season_id = ${leagueSeasonId})`,
  )
  const playerById = new Map<number, PlayerInfo>()
  const playerBySourceId = new Map<string, PlayerInfo>()
  for (const row of playerRows) {
    const player = { id: row.id, sourceId: row.source_id, slug: row.slug, name: row.name }
    playerById.set(player.id, player)
    playerBySourceId.set(String(player.sourceId), player)
  }
  const lines: PlayerLine[] = []
  for (const line of compactLinesOf(text?.lines ?? '')) {
    const player = playerById.get(line.playerId)
    if (player === undefined || games.gameBySourceId.get(line.gameSourceId)?.status !== 'played') {
      continue
    }
    lines.push({
      gameId: line.gameSourceId,
      teamId: line.code,
      playerId: String(player.sourceId),
      playerName: player.name,
      starter: line.starter,
      played: line.played,
      ...line.counts,
    })
  }
  return { ...games, lines, playerBySourceId }
}

/** The league season's teams and games, loaded once per import (and per demo date). */
export async function seasonGames(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  seasonSlug: string,
  leagueSlug: string,
): Promise<SeasonGames> {
  const row = await findLeagueSeason(database, clientId, seasonSlug, leagueSlug)
  return seasonDataOnce(leagueCacheKey(database, 'games', clientId, row.league_season_id, demoClock.date), () =>
    loadGames(database, demoClock, clientId, row),
  )
}

/** The league season's games and box-score lines, loaded once per import (and per demo date). */
export async function seasonBundle(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  seasonSlug: string,
  leagueSlug: string,
): Promise<SeasonBundle> {
  const games = await seasonGames(database, demoClock, clientId, seasonSlug, leagueSlug)
  return seasonDataOnce(leagueCacheKey(database, 'bundle', clientId, games.league.leagueSeasonId, demoClock.date), () =>
    loadBundle(database, games),
  )
}

/** Every league season of the client, loaded (history pages span all seasons). */
export async function allSeasonBundles(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
): Promise<SeasonBundle[]> {
  const rows = await leagueSeasonsOf(database, clientId)
  return Promise.all(rows.map((row) => seasonBundle(database, demoClock, clientId, row.season_slug, row.league_slug)))
}
