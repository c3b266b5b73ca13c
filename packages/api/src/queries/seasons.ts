// Seasons and league seasons: lists, overviews, calendar, games, play-off bracket and teams.
import type { DemoClock } from '@league/client-league/demo-clock'
import { aggregatePlayers } from '@league/stats/aggregation'
import type { FantasyPosition } from '@league/stats/fantasy/rules'
import { buildBracket, type PlayoffRound } from '@league/stats/playoffs'
import { sql } from 'drizzle-orm'
import type { GameSummary } from '../contract/games.ts'
import type { LeaderRow } from '../contract/leagues.ts'
import type { PlayerReference, TeamReference } from '../contract/references.ts'
import type { StatLine } from '../contract/statistics.ts'
import type { StandingsRow } from '../contract/standings.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { NotFoundError } from './errors.ts'
import { playerStatistics, standings, statsOf } from './league-statistics.ts'
import { leagueSeasonsOf, seasonBundle, type GameInfo, type SeasonBundle, type TeamInfo } from './season-data.ts'
import { gameSummary, paginate, teamOf, teamReference } from './shapes.ts'
import { clubLook } from './club-crests.ts'

export type SeasonListEntry = {
  slug: string
  name: string
  current: boolean
  leagues: { slug: string; name: string }[]
}

export async function listSeasons(
  database: Database,
  clientId: number,
  currentSeasonSlug: string | null,
): Promise<SeasonListEntry[]> {
  const rows = await leagueSeasonsOf(database, clientId)
  const seasons = new Map<string, SeasonListEntry>()
  for (const row of rows) {
    const season = seasons.get(row.season_slug) ?? {
      slug: row.season_slug,
      name: row.season_name,
      current: row.season_slug === currentSeasonSlug,
      leagues: [],
    }
    season.leagues.push({ slug: row.league_slug, name: row.league_name })
    seasons.set(row.season_slug, season)
  }
  return [...seasons.values()]
}

export async function seasonOverview(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  seasonSlug: string,
  currentSeasonSlug: string | null,
): Promise<{
  slug: string
  name: string
  current: boolean
  leagues: { slug: string; name: string; phases: { slug: string; kind: string }[] }[]
  clubs: TeamReference[]
}> {
  const rows = (await leagueSeasonsOf(database, clientId)).filter((row) => row.season_slug === seasonSlug)
  const first = rows[0]
  if (first === undefined) {
    throw new NotFoundError('season', seasonSlug, `No season "${seasonSlug}" in this league`)
  }
  const clubs = new Map<string, TeamReference>()
  for (const row of rows) {
    const bundle = await seasonBundle(database, demoClock, clientId, row.season_slug, row.league_slug)
    for (const team of bundle.teams) {
      clubs.set(team.clubSlug, teamReference(team))
    }
  }
  return {
    slug: first.season_slug,
    name: first.season_name,
    current: first.season_slug === currentSeasonSlug,
    leagues: rows.map((row) => ({ slug: row.league_slug, name: row.league_name, phases: row.phases })),
    clubs: [...clubs.values()].sort((left, right) => left.club.name.localeCompare(right.club.name)),
  }
}

export type RoundEntry = { slug: string; phase: string; number: number; name: string; games: GameSummary[] }

/** Rounds in play order: regular-season rounds by number, then each play-off phase by game number. */
export function roundsOf(bundle: SeasonBundle): RoundEntry[] {
  const phaseOrder = bundle.league.phases.map((phase) => phase.slug as string)
  const rounds = new Map<string, RoundEntry>()
  for (const game of bundle.games) {
    const key = `${game.phase}:${game.roundNumber}`
    const regular = game.phase === 'regular-season'
    const round = rounds.get(key) ?? {
      slug: regular ? String(game.roundNumber) : `${game.phase}-${game.roundNumber}`,
      phase: game.phase,
      number: game.roundNumber,
      name: regular ? `Round ${game.roundNumber}` : `${phaseName(game.phase)}, game ${game.roundNumber}`,
      games: [],
    }
    round.games.push(gameSummary(bundle, game))
    rounds.set(key, round)
  }
  return [...rounds.values()].sort(
    (first, second) =>
      phaseOrder.indexOf(first.phase) - phaseOrder.indexOf(second.phase) || first.number - second.number,
  )
}

export function phaseName(phase: string): string {
  switch (phase) {
    case 'regular-season':
      return 'Regular season'
    case 'quarterfinal':
      return 'Quarterfinal'
    case 'semifinal':
      return 'Semifinal'
    case 'final':
      return 'Final'
    default:
      return phase
  }
}

function byDateDescending(first: GameInfo, second: GameInfo): number {
  return `${second.date ?? ''} ${second.time ?? ''}`.localeCompare(`${first.date ?? ''} ${first.time ?? ''}`)
}

export async function leagueOverview(database: Database, demoClock: DemoClock, bundle: SeasonBundle) {
  const played = bundle.games.filter((game) => game.status !== 'scheduled' && game.date !== null)
  const scheduled = bundle.games.filter((game) => game.status === 'scheduled')
  return {
    season: { slug: bundle.season.slug, name: bundle.season.name },
    league: { slug: bundle.league.slug, name: bundle.league.name },
    phases: bundle.league.phases.map((phase) => ({ slug: phase.slug, kind: phase.kind, name: phaseName(phase.slug) })),
    teams: bundle.teams.map(teamReference),
    rounds: roundsOf(bundle).map(({ slug, phase, number, name, games }) => ({
      slug,
      phase,
      number,
      name,
      games: games.length,
    })),
    standings: (await standings(database, demoClock, bundle, 'regular-season')).slice(0, 8),
    latestResults: played
      .sort(byDateDescending)
      .slice(0, 8)
      .map((game) => gameSummary(bundle, game)),
    nextGames: scheduled.slice(0, 8).map((game) => gameSummary(bundle, game)),
  }
}

export function leagueGames(
  bundle: SeasonBundle,
  options: { phase?: string | undefined; team?: string | undefined; page: number; pageSize: number },
) {
  const team = options.team === undefined ? undefined : teamBySlug(bundle, options.team)
  const games = bundle.games.filter(
    (game) =>
      (options.phase === undefined || game.phase === options.phase) &&
      (team === undefined || game.homeCode === team.code || game.awayCode === team.code),
  )
  const { items, ...paging } = paginate(games, options.page, options.pageSize)
  return { games: items.map((game) => gameSummary(bundle, game)), ...paging }
}

export function teamBySlug(bundle: SeasonBundle, slug: string): TeamInfo {
  const team = bundle.teams.find((candidate) => candidate.clubSlug === slug)
  if (team === undefined) {
    throw new NotFoundError('team', slug, `No team "${slug}" in ${bundle.league.name} ${bundle.season.slug}`)
  }
  return team
}

type DuelRow = {
  id: number
  slug: string
  round_slug: string
  round_name: string
  best_of: number
  position: number
  home_code: string
  away_code: string
}

async function duelsOf(database: Database, bundle: SeasonBundle): Promise<DuelRow[]> {
  return selectRows<DuelRow>(
    database,
    sql`SELECT d.id, d.slug, r.slug AS round_slug, r.name AS round_name, r.best_of, r.position,
          hc.code AS home_code, ac.code AS away_code
        FROM playoff_duels d
        JOIN playoff_rounds r ON r.id = d.playoff_round_id
        JOIN season_teams ht ON ht.id = d.home_team_id JOIN clubs hc ON hc.id = ht.club_id
        JOIN season_teams at ON at.id = d.away_team_id JOIN clubs ac ON ac.id = at.club_id
        WHERE r.league_season_id = ${bundle.league.leagueSeasonId}
        ORDER BY r.position, d.id`,
  )
}

export type DuelEntry = {
  slug: string
  round: { slug: string; name: string; bestOf: number }
  home: { team: TeamReference; seed: number | null; wins: number }
  away: { team: TeamReference; seed: number | null; wins: number }
  winner: TeamReference | null
  status: string
  summary: string
  games: GameSummary[]
}

/** The bracket: play-off rounds in order, each with its series and their games (from @league/stats). */
export async function playoffBracket(database: Database, demoClock: DemoClock, bundle: SeasonBundle) {
  const duels = await duelsOf(database, bundle)
  const table = await standings(database, demoClock, bundle, 'regular-season')
  const seeds = Object.fromEntries(table.map((row) => [row.team.code, row.rank]))
  const rounds: PlayoffRound[] = []
  for (const duel of duels) {
    if (!rounds.some((round) => round.phase === duel.round_slug)) {
      rounds.push({ phase: duel.round_slug, bestOf: duel.best_of })
    }
  }
  const bracket =
    rounds.length === 0 ? { rounds: [], champion: null } : buildBracket(bundle.statsGames, rounds, { seeds })
  const gamesOfPair = (phase: string, codes: string[]) =>
    bundle.games
      .filter((game) => game.phase === phase && codes.includes(game.homeCode) && codes.includes(game.awayCode))
      .sort((first, second) => first.roundNumber - second.roundNumber)
      .map((game) => gameSummary(bundle, game))
  return {
    rounds: bracket.rounds.map((round) => {
      const roundRow = duels.find((duel) => duel.round_slug === round.phase)
      return {
        slug: round.phase,
        name: roundRow?.round_name ?? phaseName(round.phase),
        bestOf: round.bestOf,
        duels: round.series.map((series): DuelEntry => {
          const duel = duels.find(
            (candidate) =>
              candidate.round_slug === round.phase &&
              series.teams.includes(candidate.home_code) &&
              series.teams.includes(candidate.away_code),
          )
          const homeCode = duel?.home_code ?? series.teams[0]
          const awayCode = duel?.away_code ?? series.teams[1]
          const winsOf = (code: string) => series.wins[series.teams.indexOf(code)] ?? 0
          return {
            slug: duel?.slug ?? `${homeCode}-vs-${awayCode}`,
            round: { slug: round.phase, name: roundRow?.round_name ?? phaseName(round.phase), bestOf: round.bestOf },
            home: {
              team: teamReference(teamOf(bundle, homeCode)),
              seed: seeds[homeCode] ?? null,
              wins: winsOf(homeCode),
            },
            away: {
              team: teamReference(teamOf(bundle, awayCode)),
              seed: seeds[awayCode] ?? null,
              wins: winsOf(awayCode),
            },
            winner: series.winner === null ? null : teamReference(teamOf(bundle, series.winner)),
            status: series.status,
            summary: series.summary,
            games: gamesOfPair(round.phase, series.teams),
          }
        }),
      }
    }),
    champion: bracket.champion === null ? null : teamReference(teamOf(bundle, bracket.champion)),
  }
}

export async function playoffDuel(
  database: Database,
  demoClock: DemoClock,
  bundle: SeasonBundle,
  roundSlug: string,
  duelSlug: string,
) {
  const bracket = await playoffBracket(database, demoClock, bundle)
  const round = bracket.rounds.find((candidate) => candidate.slug === roundSlug)
  if (round === undefined) {
    throw new NotFoundError('play-off round', roundSlug, `No play-off round "${roundSlug}" in ${bundle.season.slug}`)
  }
  const duel = round.duels.find((candidate) => candidate.slug === duelSlug)
  if (duel === undefined) {
    throw new NotFoundError(
      'play-off series',
      duelSlug,
      `No series "${duelSlug}" in the ${round.name.toLowerCase()} of ${bundle.season.slug}`,
    )
  }
  return duel
}

export type RosterEntry = {
  player: PlayerReference
  /** Fantasy position in this league season (null until the season's fantasy game is set up). */
  position: FantasyPosition | null
  jerseys: string[]
  gamesDressed: number
  gamesPlayed: number
  perGame: StatLine
}

export async function teamRoster(database: Database, bundle: SeasonBundle, team: TeamInfo): Promise<RosterEntry[]> {
  const rows = await selectRows<{
    source_id: number
    slug: string
    name: string
    jerseys: string[]
    games_dressed: number
    games_played: number
    position: FantasyPosition | null
  }>(
    database,
    sql`SELECT p.source_id, p.slug, p.name, r.jerseys, r.games_dressed, r.games_played, pp.position
        FROM rosters r JOIN players p ON p.id = r.player_id
        LEFT JOIN player_positions pp ON pp.player_id = p.id AND pp.league_season_id = ${bundle.league.leagueSeasonId}
        WHERE r.season_team_id = ${team.seasonTeamId}
        ORDER BY r.games_played DESC, p.name`,
  )
  const aggregates = new Map(
    aggregatePlayers(bundle.lines.filter((line) => line.teamId === team.code)).map((aggregate) => [
      aggregate.playerId,
      aggregate,
    ]),
  )
  return rows.map((row) => {
    const aggregate = aggregates.get(String(row.source_id))
    return {
      player: { slug: row.slug, name: row.name },
      position: row.position,
      jerseys: row.jerseys,
      gamesDressed: row.games_dressed,
      gamesPlayed: aggregate?.games ?? 0,
      perGame: aggregate === undefined ? {} : statsOf(aggregate, 'per-game'),
    }
  })
}

export function teamGames(bundle: SeasonBundle, team: TeamInfo): GameSummary[] {
  return bundle.games
    .filter((game) => game.homeCode === team.code || game.awayCode === team.code)
    .map((game) => gameSummary(bundle, game))
}

export async function teamOverview(database: Database, demoClock: DemoClock, bundle: SeasonBundle, team: TeamInfo) {
  const table = await standings(database, demoClock, bundle, 'regular-season')
  const standing: StandingsRow | null = table.find((row) => row.team.code === team.code) ?? null
  const games = teamGames(bundle, team)
  const teamLeaders: { stat: string; leaders: LeaderRow[] }[] = []
  for (const stat of ['points', 'rebounds', 'assists', 'pir'] as const) {
    // Within a team every player who played counts: league qualification rules are for league boards. Over
    // the regular season, as the league's leaders are, so a player's average reads the same on both pages.
    const rows = await playerStatistics(database, demoClock, bundle, {
      mode: 'per-game',
      phase: 'regular-season',
      sort: stat,
      team: team.code,
    })
    teamLeaders.push({
      stat,
      leaders: rows.slice(0, 3).map((row, index) => ({
        rank: index + 1,
        value: row.stats[stat] ?? null,
        player: row.player,
        team: row.team,
        games: row.games,
      })),
    })
  }
  return {
    team: teamReference(team),
    ...(await clubLook(database, bundle.clientId, team.clubSlug)),
    season: { slug: bundle.season.slug, name: bundle.season.name },
    league: { slug: bundle.league.slug, name: bundle.league.name },
    status: team.status,
    standing,
    latestResults: games
      .filter((game) => game.status !== 'scheduled')
      .slice(-5)
      .toReversed(),
    nextGames: games.filter((game) => game.status === 'scheduled').slice(0, 5),
    leaders: teamLeaders,
  }
}
