import { possessionsFromBothTeams, teamRatings } from './advanced.ts'
import { sumCounts } from './box-score.ts'
import { isRateKey, statValue, doublesCount, type StatKey } from './stat-keys.ts'
import { linesByGameAndTeam, type TeamGame } from './team-games.ts'
import type { BoxScoreCounts, Game, PlayerLine } from './types.ts'

/** How a statistic is shown: summed, averaged per game, scaled to 40 minutes or to 100 possessions. */
export type StatMode = 'totals' | 'per-game' | 'per-40' | 'per-100-possessions'

/** Every mode, for validating a `mode` query parameter. */
export const STAT_MODES: readonly StatMode[] = ['totals', 'per-game', 'per-40', 'per-100-possessions']

/** What any aggregate carries so a statistic can be shown in every mode. */
export interface Aggregate {
  /** Games played (player: took the court; team: played games with a box score). */
  games: number
  totals: BoxScoreCounts
  /** Possessions played: a team's game possessions; a player's share of them by minutes on court. */
  possessions: number
}

/** A player's statistics over a set of games. */
export interface PlayerAggregate extends Aggregate {
  playerId: string
  playerName: string | undefined
  /** Clubs in order of first appearance in the lines given. */
  teamIds: string[]
  /** The club of his latest line. */
  lastTeamId: string
  /** Games on the game sheet, played or not. */
  gamesDressed: number
  gamesStarted: number
  doubleDoubles: number
  tripleDoubles: number
  /** Game ids he was on the game sheet for (played or not), in the order given. */
  gameIds: string[]
  /**
   * His clubs' totals in the games he played (needs every line of those games), for shares such as
   * `usagePercentage(aggregate.totals, aggregate.teamTotals)`.
   */
  teamTotals: BoxScoreCounts
}

/** A team's statistics over a set of played games. */
export interface TeamAggregate extends Aggregate {
  teamId: string
  won: number
  lost: number
  opponentTotals: BoxScoreCounts
  /** Points per 100 possessions scored and allowed, and their difference. */
  offensiveRating: number | null
  defensiveRating: number | null
  netRating: number | null
}

interface LineContext {
  /** Possessions the player was on court for. */
  possessions: number
  /** His team's totals in that game. */
  teamTotals: BoxScoreCounts
}

/**
 * For each line, its team's totals in the game and the possessions the player was on court for: the game's
 * possessions (both-teams formula) times his share of the team's minutes (seconds / (team seconds / 5)).
 * Needs every line of the games involved.
 */
function lineContexts(lines: readonly PlayerLine[]): Map<PlayerLine, LineContext> {
  const contexts = new Map<PlayerLine, LineContext>()
  for (const byTeam of linesByGameAndTeam(lines).values()) {
    const teams = [...byTeam.values()].map((teamLines) => ({ teamLines, totals: sumCounts(teamLines) }))
    const [first, second] = teams
    // Without the opponent's lines there is no possession count; the team totals still hold.
    const possessions =
      teams.length === 2 && first !== undefined && second !== undefined
        ? possessionsFromBothTeams(first.totals, second.totals)
        : 0
    for (const { teamLines, totals } of teams) {
      for (const line of teamLines) {
        const share = totals.seconds === 0 ? 0 : (possessions * line.seconds) / (totals.seconds / 5)
        contexts.set(line, { possessions: share, teamTotals: totals })
      }
    }
  }
  return contexts
}

/**
 * Aggregates player lines by player: totals, games played, dressed and started, double- and triple-doubles,
 * and possessions on court (for per-100 figures; pass every line of the games, both teams, for those).
 * Lines of players who did not play count as dressed, not played.
 *
 * @example
 * const [hale] = aggregatePlayers(lines.filter((line) => line.playerId === '3873'))
 * hale.games //=> 26, hale.totals.points //=> 580 (Hunter Hale, ABA 2022-23 regular season)
 */
export function aggregatePlayers(lines: readonly PlayerLine[]): PlayerAggregate[] {
  const contexts = lineContexts(lines)
  const byPlayer = new Map<string, PlayerLine[]>()
  for (const line of lines) {
    const playerLines = byPlayer.get(line.playerId)
    if (playerLines === undefined) {
      byPlayer.set(line.playerId, [line])
    } else {
      playerLines.push(line)
    }
  }
  const aggregates: PlayerAggregate[] = []
  for (const [playerId, playerLines] of byPlayer) {
    const played = playerLines.filter((line) => line.played)
    const doubles = doublesCount(played)
    aggregates.push({
      playerId,
      playerName: playerLines.find((line) => line.playerName !== undefined)?.playerName,
      teamIds: [...new Set(playerLines.map((line) => line.teamId))],
      lastTeamId: playerLines.at(-1)?.teamId ?? '',
      games: played.length,
      gamesDressed: playerLines.length,
      gamesStarted: playerLines.filter((line) => line.starter).length,
      totals: sumCounts(played),
      possessions: played.reduce((total, line) => total + (contexts.get(line)?.possessions ?? 0), 0),
      teamTotals: sumCounts(played.flatMap((line) => contexts.get(line)?.teamTotals ?? [])),
      doubleDoubles: doubles.doubleDoubles,
      tripleDoubles: doubles.tripleDoubles,
      gameIds: playerLines.map((line) => line.gameId),
    })
  }
  return aggregates
}

/**
 * Aggregates team games by team: record, totals, opponents' totals, possessions and ratings.
 *
 * @example
 * aggregateTeams(teamGames(regularSeason, lines)).find((team) => team.teamId === 'PAR')?.won //=> 24 (ABA 2022-23)
 */
export function aggregateTeams(entries: readonly TeamGame[]): TeamAggregate[] {
  const byTeam = new Map<string, TeamGame[]>()
  for (const entry of entries) {
    const teamEntries = byTeam.get(entry.teamId)
    if (teamEntries === undefined) {
      byTeam.set(entry.teamId, [entry])
    } else {
      teamEntries.push(entry)
    }
  }
  const aggregates: TeamAggregate[] = []
  for (const [teamId, teamEntries] of byTeam) {
    const totals = sumCounts(teamEntries.map((entry) => entry.counts))
    const opponentTotals = sumCounts(teamEntries.map((entry) => entry.opponentCounts))
    const ratings = teamRatings(totals, opponentTotals)
    const won = teamEntries.filter((entry) => entry.outcome === 'won').length
    aggregates.push({
      teamId,
      games: teamEntries.length,
      won,
      lost: teamEntries.length - won,
      totals,
      opponentTotals,
      possessions: teamEntries.reduce(
        (total, entry) => total + possessionsFromBothTeams(entry.counts, entry.opponentCounts),
        0,
      ),
      offensiveRating: ratings.offensive,
      defensiveRating: ratings.defensive,
      netRating: ratings.net,
    })
  }
  return aggregates.sort((first, second) => first.teamId.localeCompare(second.teamId))
}

/**
 * A statistic of an aggregate in a mode. Rates (percentages) are computed from the totals and are the same
 * in every mode; everything else is divided by games, scaled by 2400 / seconds played (per 40 minutes) or
 * by 100 / possessions. Null when the divisor is zero or a rate has no attempts.
 *
 * @example
 * // Hunter Hale, ABA 2022-23 regular season: 580 points in 26 games
 * modeValue({ games: 26, totals: { ...emptyCounts(), points: 580 }, possessions: 0 }, 'points', 'per-game') //=> 22.307…
 * modeValue({ games: 26, totals: { ...emptyCounts(), points: 580 }, possessions: 0 }, 'points', 'per-100-possessions') //=> null
 */
export function modeValue(aggregate: Aggregate, key: StatKey, mode: StatMode): number | null {
  const value = statValue(aggregate.totals, key)
  if (value === null || isRateKey(key) || mode === 'totals') {
    return value
  }
  switch (mode) {
    case 'per-game':
      return aggregate.games === 0 ? null : value / aggregate.games
    case 'per-40':
      return aggregate.totals.seconds === 0 ? null : (value * 2400) / aggregate.totals.seconds
    case 'per-100-possessions':
      return aggregate.possessions <= 0 ? null : (value * 100) / aggregate.possessions
    default:
      mode satisfies never
      return null
  }
}

/**
 * Restricts lines to the games of one phase (or several), using the games to know each game's phase.
 *
 * @example
 * linesOfPhase(lines, games, ['quarterfinal', 'semifinal', 'final']) //=> the play-off lines only
 */
export function linesOfPhase<T extends Pick<PlayerLine, 'gameId'>>(
  lines: readonly T[],
  games: readonly Game[],
  phase: string | readonly string[],
): T[] {
  const phases = typeof phase === 'string' ? [phase] : phase
  const gameIds = new Set(games.filter((game) => phases.includes(game.phase)).map((game) => game.id))
  return lines.filter((line) => gameIds.has(line.gameId))
}
