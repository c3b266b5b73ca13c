// The statistics tables a fan can download, each read once here for both its page and its CSV route
// (`app/[locale]/csv/[...path]`): the same API answer, the same rows and the same columns.
import 'server-only'
import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { StatKey } from '@league/stats/stat-keys'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import type { LeaderValueFormat } from '@league/ui/components/leaders-list/leaders-list'
import type { StatMode } from '@/lib/stat-tables/stat-modes'
import type { StatPhase } from '@/lib/stat-tables/stat-phases'
import { loadPublic } from '@/lib/server/server-api'
import type { StatColumnKey, StatRow } from '@/lib/stat-tables/stat-cells'

/** A table's rows and columns; `valueStat` names what the value column measures (all-time boards). */
export type StatTableSource = {
  rows: readonly StatRow[]
  keys: readonly StatColumnKey[]
  showRank?: boolean
  valueStat?: StatKey
  /** The download's file name, without `.csv`. */
  filename: string
}

const boardKeys: readonly StatColumnKey[] = ['player', 'value', 'team', 'games']

/** The statistics the league centre's leaders page ranks by, one board each. */
export const leaderCategories = [
  'points',
  'rebounds',
  'assists',
  'pir',
  'steals',
  'blocks',
  'threePointersMade',
  'freeThrowPercentage',
] as const satisfies readonly StatKey[]

export type LeaderCategory = (typeof leaderCategories)[number]

export function isLeaderCategory(value: string): value is LeaderCategory {
  return (leaderCategories as readonly string[]).includes(value)
}

/** Percentages read as such in every mode; otherwise totals are counts and the other modes averages. */
export function leaderValueFormatOf(stat: LeaderCategory, mode: StatMode): LeaderValueFormat {
  if (stat.endsWith('Percentage')) {
    return 'percentage'
  }
  return mode === 'totals' ? 'total' : 'average'
}

/** One board of the league centre's leaders (the first ten in a statistic, in a mode). */
export async function leagueLeaderBoard(season: string, league: string, stat: LeaderCategory, mode: StatMode) {
  const body = await loadPublic(
    '/v2/website/seasons/{season}/leagues/{league}/leaders',
    { season, league },
    { stat, mode, limit: 10 },
  )
  return { stat, rows: body.leaders, valueFormat: leaderValueFormatOf(stat, mode) }
}

/** The league centre's best players (efficiency leaders of the season). */
export async function leagueBestPlayers(season: string, league: string): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/seasons/{season}/leagues/{league}/best-players', { season, league })
  return { rows: body.players, keys: boardKeys, filename: `${league}-${season}-best-players` }
}

/** The league centre's player statistics in a mode (per game, totals, per 40 minutes) over a phase's games. */
export async function leaguePlayerStats(
  season: string,
  league: string,
  mode: StatMode,
  phase: StatPhase,
): Promise<StatTableSource> {
  const body = await loadPublic(
    '/v2/website/seasons/{season}/leagues/{league}/player-stats',
    { season, league },
    { mode, phase },
  )
  return {
    rows: body.players,
    keys: PLAYER_SEASON_COLUMNS,
    filename: `${league}-${season}-player-stats-${phase}-${mode}`,
  }
}

/** The all-time best players (history). */
export async function historyBestPlayers(): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/history/best-players')
  return { rows: body.players, keys: boardKeys, valueStat: body.stat, filename: 'history-best-players' }
}

/** The best single seasons by figures per game (history). */
export async function historyPerGame(): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/history/per-game')
  return {
    rows: body.seasons,
    keys: ['player', 'value', 'season', 'team', 'games'],
    valueStat: body.stat,
    filename: 'history-per-game',
  }
}

/** The all-time leaders in a mode (history). */
export async function historyLeaders(mode: StatMode): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/history/leaders', { mode })
  return { rows: body.leaders, keys: boardKeys, valueStat: body.stat, filename: `history-leaders-${mode}` }
}

/** A club's players in a season, per game. */
export async function seasonClubPlayers(season: string, club: string): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/seasons/{season}/clubs/{club}/players', { season, club })
  return {
    rows: body.players.map(({ player, games, perGame }) => ({ player, games, stats: perGame })),
    // The position beside the name, as a roster sheet has it.
    keys: ['player', 'position', ...PLAYER_SEASON_COLUMNS.filter((key) => key !== 'player')],
    showRank: false,
    filename: `${club}-${season}-players`,
  }
}

/** A team's roster with its players' figures per game. */
export async function teamRoster(
  season: string,
  league: string,
  team: string,
  /** Names a fantasy position in the reader's language (page and CSV alike). */
  positionLabel: (position: FantasyCatalogueEntry['position']) => string,
): Promise<StatTableSource> {
  const body = await loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/roster', {
    season,
    league,
    team,
  })
  return {
    rows: body.players.map(({ player, position, gamesPlayed, gamesDressed, perGame }) => ({
      player,
      position: position === null ? null : positionLabel(position),
      gamesPlayed,
      gamesDressed,
      stats: perGame,
    })),
    keys: PLAYER_SEASON_COLUMNS,
    showRank: false,
    filename: `${team}-${season}-roster`,
  }
}
