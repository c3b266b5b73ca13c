import {
  aggregatePlayers,
  aggregateTeams,
  modeValue,
  type PlayerAggregate,
  type StatMode,
  type TeamAggregate,
} from './aggregation.ts'
import { chronological } from './game-results.ts'
import { competitionRanks } from './ranking.ts'
import { attemptsFor, isLowerBetter, isRateKey, type RateKey, type StatKey } from './stat-keys.ts'
import { teamGames } from './team-games.ts'
import type { Game, Phase, PlayerLine } from './types.ts'

/** Who may appear on a leader board, as data. */
export interface QualificationRule {
  /** Minimum share (0–1) of his club's played games in the set that a player must have played. */
  minimumGameShare: number
  /**
   * Being on a roster at the end of the set of games. The data has no roster registrations, so this is read
   * from game sheets: the player must be on a game sheet (played or not) of his last club in one of its last
   * `withinLastTeamGames` games. Null: not required.
   */
  rosterAtEnd: { withinLastTeamGames: number } | null
  /** Minimum attempts per club game for percentage boards, e.g. { freeThrowPercentage: 1 }. */
  minimumAttemptsPerTeamGame: { readonly [Key in RateKey]?: number }
}

/**
 * ABA League: at least 50 % of the club's games, and still with a club at the end of the phase (a player who
 * left the league in January cannot win the regular-season scoring title). The attempt minimums for
 * percentages are this project's choice (the league publishes none in the data): per club game, 2 field-goal
 * attempts, 1 two-point, 1 three-point and 1 free-throw attempt.
 */
export const ABA_LEADERS_RULE: QualificationRule = {
  minimumGameShare: 0.5,
  rosterAtEnd: { withinLastTeamGames: 5 },
  minimumAttemptsPerTeamGame: {
    fieldGoalPercentage: 2,
    effectiveFieldGoalPercentage: 2,
    trueShootingPercentage: 2,
    twoPointPercentage: 1,
    threePointPercentage: 1,
    freeThrowPercentage: 1,
  },
}

/** Everyone who played qualifies: for all-time tables over a player's own games, or a single game. */
export const OPEN_RULE: QualificationRule = {
  minimumGameShare: 0,
  rosterAtEnd: null,
  minimumAttemptsPerTeamGame: {},
}

/** Why a player is not on a board. */
export type DisqualificationReason = 'games' | 'roster' | 'attempts'

/** The facts qualification needs about the clubs, built once per set of games. */
export interface QualificationContext {
  /** Each club's played games in the set, oldest first. */
  teamGameIds: Map<string, string[]>
}

/**
 * Builds the qualification context of a set of games (only played games count: forfeits have no box score).
 *
 * @example
 * qualificationContext(games).teamGameIds.get('BOR')?.length //=> 26
 */
export function qualificationContext(games: readonly Game[]): QualificationContext {
  const teamGameIds = new Map<string, string[]>()
  for (const game of chronological(games)) {
    if (game.status !== 'played') {
      continue
    }
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const ids = teamGameIds.get(teamId)
      if (ids === undefined) {
        teamGameIds.set(teamId, [game.id])
      } else {
        ids.push(game.id)
      }
    }
  }
  return { teamGameIds }
}

/**
 * Whether a player qualifies for a board of `stat`, and if not, why.
 *
 * @example
 * // Daron Russell, ABA 2022-23: 15 of Mornar's 26 games, last on a game sheet on 20 January
 * qualification(russell, context, ABA_LEADERS_RULE, 'points') //=> { qualified: false, reasons: ['roster'] }
 */
export function qualification(
  player: PlayerAggregate,
  context: QualificationContext,
  rule: QualificationRule,
  stat: StatKey,
): { qualified: boolean; reasons: DisqualificationReason[] } {
  const reasons: DisqualificationReason[] = []
  const teamGamesCount = Math.max(0, ...player.teamIds.map((teamId) => context.teamGameIds.get(teamId)?.length ?? 0))
  if (player.games === 0 || player.games < rule.minimumGameShare * teamGamesCount) {
    reasons.push('games')
  }
  if (rule.rosterAtEnd !== null) {
    const lastGames = (context.teamGameIds.get(player.lastTeamId) ?? []).slice(-rule.rosterAtEnd.withinLastTeamGames)
    const dressed = new Set(player.gameIds)
    if (!lastGames.some((gameId) => dressed.has(gameId))) {
      reasons.push('roster')
    }
  }
  if (isRateKey(stat)) {
    const perTeamGame = rule.minimumAttemptsPerTeamGame[stat] ?? 0
    if (attemptsFor(stat, player.totals) < perTeamGame * teamGamesCount || attemptsFor(stat, player.totals) === 0) {
      reasons.push('attempts')
    }
  }
  return { qualified: reasons.length === 0, reasons }
}

/** One row of a leader board. */
export interface LeaderEntry {
  /** Competition rank: 1, 2, 2, 4. */
  rank: number
  /** The statistic in the board's mode. */
  value: number
  playerId: string
  playerName: string | undefined
  /** His club at the end of the set of games, and every club he played for in it. */
  teamId: string
  teamIds: string[]
  games: number
  aggregate: PlayerAggregate
}

export interface LeadersOptions {
  stat: StatKey
  /** Default 'per-game'. Percentages ignore the mode. */
  mode?: StatMode
  /** Default {@link ABA_LEADERS_RULE}. */
  rule?: QualificationRule
  /** Ranks up to this one are returned (ties at the cut all stay); default 10. */
  limit?: number
  /** Only games of this phase; default null: every game given. */
  phase?: Phase | null
}

function gamesOfPhase(games: readonly Game[], phase: Phase | null | undefined): Game[] {
  return phase === null || phase === undefined ? [...games] : games.filter((game) => game.phase === phase)
}

/** Lines of the given games, oldest game first (so a player's last club is his latest). */
function linesInOrder(games: readonly Game[], lines: readonly PlayerLine[]): PlayerLine[] {
  const order = new Map(chronological(games).map((game, index) => [game.id, index]))
  return lines
    .filter((line) => order.has(line.gameId))
    .sort((first, second) => (order.get(first.gameId) ?? 0) - (order.get(second.gameId) ?? 0))
}

/**
 * A leader board: aggregates the players over the games, keeps those who qualify under the rule, ranks them
 * by the statistic in the mode (lower first for turnovers and fouls), ties sharing a rank.
 *
 * @example
 * computeLeaders(games, lines, { stat: 'points', phase: 'regular-season', limit: 3 })
 * //=> [{ rank: 1, playerName: 'Hunter Hale', teamId: 'BOR', value: 22.31, … }, { rank: 2, playerName: 'Luka Bozic', … }, …]
 * // (ABA 2022-23: Daron Russell's 26.8 does not qualify, he left the league in January)
 */
export function computeLeaders(
  games: readonly Game[],
  lines: readonly PlayerLine[],
  options: LeadersOptions,
): LeaderEntry[] {
  const mode = options.mode ?? 'per-game'
  const rule = options.rule ?? ABA_LEADERS_RULE
  const limit = options.limit ?? 10
  const phaseGames = gamesOfPhase(games, options.phase)
  const context = qualificationContext(phaseGames)
  const players = aggregatePlayers(linesInOrder(phaseGames, lines)).filter(
    (player) => qualification(player, context, rule, options.stat).qualified,
  )
  const ranked = competitionRanks(
    players,
    (player) => modeValue(player, options.stat, mode),
    isLowerBetter(options.stat) ? 'ascending' : 'descending',
  )
  return ranked
    .filter((entry) => entry.rank <= limit)
    .map(({ rank, value, item }) => ({
      rank,
      value,
      playerId: item.playerId,
      playerName: item.playerName,
      teamId: item.lastTeamId,
      teamIds: item.teamIds,
      games: item.games,
      aggregate: item,
    }))
}

/** One row of a team board. */
export interface TeamLeaderEntry {
  rank: number
  value: number
  teamId: string
  aggregate: TeamAggregate
}

export interface TeamLeadersOptions {
  stat: StatKey
  /** Default 'per-game'. */
  mode?: StatMode
  /** Rank by what the opponents did (points allowed…) instead of the team's own figures. */
  against?: boolean
  /** Default: every team. */
  limit?: number
  phase?: Phase | null
}

/**
 * A team board: every team with a played game, ranked by its own (or its opponents') statistic. Allowed
 * figures rank lower-first.
 *
 * @example
 * // fewest points allowed per game, ABA 2022-23 regular season
 * computeTeamLeaders(games, lines, { stat: 'points', against: true, phase: 'regular-season' })[0] //=> { rank: 1, teamId: 'CZV', value: 72.69…, … }
 */
export function computeTeamLeaders(
  games: readonly Game[],
  lines: readonly PlayerLine[],
  options: TeamLeadersOptions,
): TeamLeaderEntry[] {
  const mode = options.mode ?? 'per-game'
  const teams = aggregateTeams(teamGames(gamesOfPhase(games, options.phase), lines))
  const against = options.against === true
  const lowerFirst = isLowerBetter(options.stat) !== against
  const ranked = competitionRanks(
    teams,
    (team) =>
      modeValue(
        against ? { games: team.games, totals: team.opponentTotals, possessions: team.possessions } : team,
        options.stat,
        mode,
      ),
    lowerFirst ? 'ascending' : 'descending',
  )
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  return ranked
    .filter((entry) => entry.rank <= limit)
    .map(({ rank, value, item }) => ({ rank, value, teamId: item.teamId, aggregate: item }))
}
