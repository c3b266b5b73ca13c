// Standings, leaders, records and player tables of one league season, computed by @league/stats from the
// season's rows and cached until the next import.
import { aggregatePlayers, modeValue, type PlayerAggregate, type StatMode } from '@league/stats/aggregation'
import { computeLeaders } from '@league/stats/leaders'
import { playerGameHighs, teamGameHighs } from '@league/stats/records'
import { computeStandings } from '@league/stats/standings'
import { boxScoreLine, roundedLine } from '@league/stats/box-score-line'
import { STAT_KEYS, type StatKey } from '@league/stats/stat-keys'
import type { BoxScoreCounts } from '@league/stats/types'
import { teamGames } from '@league/stats/team-games'
import { ABA_RULES, STANDINGS_PRESETS } from '@league/stats/tie-breaks'
import type { LeaderRow, PlayerStatsRow } from '../contract/leagues.ts'
import type { StatLine } from '../contract/statistics.ts'
import type { PlayerReference, TeamReference } from '../contract/references.ts'
import type { StandingsRow } from '../contract/standings.ts'
import type { Database } from '../db/connection.ts'
import { computedOnce, leagueCacheKey } from './computed-cache.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import type { SeasonBundle, SeasonGames } from './season-data.ts'
import { rounded, teamOf, teamReference } from './shapes.ts'
import { standingsRowOf } from './standings-row.ts'

/** Clubs that reached the play-offs that season: the table marks their ranks as the play-off zone. */
function playoffTeamCount(bundle: SeasonGames): number {
  const format = bundle.league.format
  if (format !== null) {
    // A season staff set up says how many teams its play-offs take, before a single play-off game exists.
    return format.playoff?.teams ?? 0
  }
  const teams = new Set<string>()
  for (const game of bundle.games) {
    if (game.phase !== 'regular-season') {
      teams.add(game.homeCode)
      teams.add(game.awayCode)
    }
  }
  return teams.size
}

export function standings(
  database: Database,
  demoClock: DemoClock,
  bundle: SeasonGames,
  phase: string,
): Promise<StandingsRow[]> {
  return computedOnce(
    leagueCacheKey(database, 'standings', bundle.league.leagueSeasonId, demoClock.date, phase),
    async () => {
      const playoffTeams = playoffTeamCount(bundle)
      const teamNames = Object.fromEntries(bundle.teams.map((team) => [team.code, team.name]))
      const rows = computeStandings(bundle.statsGames, {
        // A season staff set up breaks ties by its own preset; imported ABA seasons by the ABA's rules.
        rules: bundle.league.format === null ? ABA_RULES : STANDINGS_PRESETS[bundle.league.format.tieBreak],
        phase,
        teamIds: phase === 'regular-season' ? bundle.teams.map((team) => team.code) : [],
        teamNames,
        zones: phase === 'regular-season' && playoffTeams > 0 ? [{ from: 1, to: playoffTeams, zone: 'playoff' }] : [],
      })
      return rows.map((row) =>
        standingsRowOf(row, teamReference(teamOf(bundle, row.teamId)), (teamId) => teamNames[teamId] ?? teamId),
      )
    },
  )
}

function playerReference(bundle: SeasonBundle, playerId: string): PlayerReference {
  const player = bundle.playerBySourceId.get(playerId)
  return player === undefined ? { slug: '', name: playerId } : { slug: player.slug, name: player.name }
}

/** Boards are computed once to this depth and cut per request, so the cache holds one board per query. */
const deepestBoard = 100

export async function leaders(
  database: Database,
  demoClock: DemoClock,
  bundle: SeasonBundle,
  options: { stat: StatKey; mode: StatMode; phase: string | null; limit: number },
): Promise<LeaderRow[]> {
  const key = leagueCacheKey(
    database,
    'leaders',
    bundle.league.leagueSeasonId,
    demoClock.date,
    options.stat,
    options.mode,
    options.phase,
  )
  const board = await computedOnce(key, async () =>
    computeLeaders(bundle.statsGames, bundle.lines, { ...options, limit: deepestBoard }).map((entry) => ({
      rank: entry.rank,
      value: rounded(entry.value),
      player: playerReference(bundle, entry.playerId),
      team: teamReference(teamOf(bundle, entry.teamId)),
      games: entry.games,
    })),
  )
  // Ranks do not depend on the cut (ties at the cut all stay), so a deeper board cut to `limit` is the same.
  return board.filter((row) => row.rank <= options.limit)
}

export type GameRecordRow = {
  rank: number
  value: number | null
  player: PlayerReference | null
  team: TeamReference
  opponent: TeamReference
  game: { slug: string; date: string | null }
}

/** The statistics single-game record tables show. */
export const recordStats: StatKey[] = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'pir',
  'threePointersMade',
  'freeThrowsMade',
]

export function gameRecords(
  database: Database,
  demoClock: DemoClock,
  bundle: SeasonBundle,
  phase: string | null,
  limit: number,
): Promise<{ stat: StatKey; players: GameRecordRow[]; teams: GameRecordRow[] }[]> {
  return computedOnce(
    leagueCacheKey(database, 'game-records', bundle.league.leagueSeasonId, demoClock.date, phase, limit),
    async () => {
      const phaseGames = bundle.statsGames.filter((game) => phase === null || game.phase === phase)
      const gameIds = new Set(phaseGames.map((game) => game.id))
      const lines = bundle.lines.filter((line) => gameIds.has(line.gameId))
      const perTeam = teamGames(phaseGames, lines)
      const gameReference = (gameId: string) => {
        const game = bundle.gameBySourceId.get(gameId)
        return { slug: game?.slug ?? gameId, date: game?.date ?? null }
      }
      const opponentOf = (gameId: string, teamId: string): TeamReference => {
        const game = bundle.gameBySourceId.get(gameId)
        const opponent = game?.homeCode === teamId ? game.awayCode : (game?.homeCode ?? teamId)
        return teamReference(teamOf(bundle, opponent))
      }
      return recordStats.map((stat) => ({
        stat,
        players: playerGameHighs(lines, stat, { limit }).map((record) => ({
          rank: record.rank,
          value: rounded(record.value),
          player: playerReference(bundle, record.entry.playerId),
          team: teamReference(teamOf(bundle, record.entry.teamId)),
          opponent: opponentOf(record.entry.gameId, record.entry.teamId),
          game: gameReference(record.entry.gameId),
        })),
        teams: teamGameHighs(perTeam, stat, { limit }).map((record) => ({
          rank: record.rank,
          value: rounded(record.value),
          player: null,
          team: teamReference(teamOf(bundle, record.entry.teamId)),
          opponent: opponentOf(record.entry.gameId, record.entry.teamId),
          game: gameReference(record.entry.gameId),
        })),
      }))
    },
  )
}

/** Every statistic of one line or a sum of lines (percentages from the counts), to a tenth. */
export function countsStats(counts: BoxScoreCounts): StatLine {
  return roundedLine(boxScoreLine(counts))
}

/** Every statistic of an aggregate in a mode, keyed by stat name. */
export function statsOf(aggregate: PlayerAggregate, mode: StatMode): StatLine {
  return Object.fromEntries(STAT_KEYS.map((key) => [key, rounded(modeValue(aggregate, key, mode))]))
}

/**
 * Whether a game of `gamePhase` counts in `phase`: null counts every game, `playoffs` every play-off round
 * together, any other value its own phase.
 *
 * @example
 * countsInPhase('final', 'playoffs') //=> true
 * countsInPhase('regular-season', 'playoffs') //=> false
 */
export function countsInPhase(gamePhase: string, phase: string | null): boolean {
  if (phase === null) {
    return true
  }
  if (phase === 'playoffs') {
    return gamePhase !== 'regular-season'
  }
  return gamePhase === phase
}

export function playerStatistics(
  database: Database,
  demoClock: DemoClock,
  bundle: SeasonBundle,
  options: { mode: StatMode; phase: string | null; sort: StatKey; team?: string | undefined },
): Promise<PlayerStatsRow[]> {
  const key = leagueCacheKey(
    database,
    'player-stats',
    bundle.league.leagueSeasonId,
    demoClock.date,
    options.mode,
    options.phase,
    options.sort,
    options.team ?? null,
  )
  return computedOnce(key, async () => {
    const gameIds = new Set(
      bundle.statsGames.filter((game) => countsInPhase(game.phase, options.phase)).map((game) => game.id),
    )
    const aggregates = aggregatePlayers(bundle.lines.filter((line) => gameIds.has(line.gameId)))
      .filter((aggregate) => aggregate.games > 0)
      .filter((aggregate) => options.team === undefined || aggregate.teamIds.includes(options.team))
    const rows = aggregates.map((aggregate) => ({
      player: playerReference(bundle, aggregate.playerId),
      team: teamReference(teamOf(bundle, options.team ?? aggregate.lastTeamId)),
      games: aggregate.games,
      gamesStarted: aggregate.gamesStarted,
      stats: statsOf(aggregate, options.mode),
    }))
    return rows.sort(
      (first, second) =>
        (second.stats[options.sort] ?? -Infinity) - (first.stats[options.sort] ?? -Infinity) ||
        first.player.name.localeCompare(second.player.name),
    )
  })
}
