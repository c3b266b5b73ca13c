// The first, simple fantasy scoring (a lineup of captain, starters and bench over one round's games), kept for
// the code that imports it. The fantasy game itself lives in fantasy/ (rules, points, squads, prices); the
// functions here are thin wrappers over fantasy/points.ts so the two can never disagree.
import { resultFor } from './game-results.ts'
import { playerGamePoints, roleMultiplier, type PickRole } from './fantasy/points.ts'
import { roundToHundredths } from './fantasy/rounding.ts'
import type { StatKey } from './stat-keys.ts'
import type { BoxScoreCounts, Game, PlayerLine } from './types.ts'

/** A fantasy scoring rule set, entirely as data. */
export interface FantasyRules {
  name: string
  /** Points per unit of each statistic (e.g. { pir: 1 } or { points: 1, rebounds: 1.2, … }). */
  weights: { readonly [Key in StatKey]?: number }
  /** Multiplier when the player's team won the game (1 = none). */
  winMultiplier: number
  /** Multiplier for the lineup's captain. */
  captainMultiplier: number
  /** Multiplier for a bench player. */
  benchMultiplier: number
}

/** PIR-based: the player's PIR, ×1.1 when his team wins, captain ×2, bench players count 50 %. */
export const PIR_FANTASY_RULES: FantasyRules = {
  name: 'PIR',
  weights: { pir: 1 },
  winMultiplier: 1.1,
  captainMultiplier: 2,
  benchMultiplier: 0.5,
}

/**
 * Points-based: PTS 1, REB 1.2, AST 1.5, STL 3, BLK 3, TO −1, without multipliers (spread the preset and set
 * them to use captains or a bench with these weights).
 */
export const POINTS_FANTASY_RULES: FantasyRules = {
  name: 'Points',
  weights: { points: 1, rebounds: 1.2, assists: 1.5, steals: 3, blocks: 3, turnovers: -1 },
  winMultiplier: 1,
  captainMultiplier: 1,
  benchMultiplier: 1,
}

/** A player's role in a fantasy lineup. */
export type FantasyRole = 'captain' | 'starter' | 'bench'

/**
 * The unmultiplied fantasy score of a line: the weighted sum of its statistics (the `base` of
 * `playerGamePoints` in `fantasy/points.ts`, which also explains it part by part).
 *
 * @example
 * fantasyBasePoints({ ...emptyCounts(), points: 20, defensiveRebounds: 5, assists: 4, turnovers: 2 }, POINTS_FANTASY_RULES)
 * //=> 20 + 6 + 6 − 2 = 30
 */
export function fantasyBasePoints(counts: BoxScoreCounts, rules: FantasyRules): number {
  return playerGamePoints({ ...counts, played: true }, false, rules).base
}

/** A role of this simple lineup as a pick role of the fantasy game (a starter is on court). */
function pickRoleOf(role: FantasyRole): PickRole {
  return role === 'starter' ? 'court' : role
}

/**
 * A player's fantasy points for one game: base points × win multiplier × role multiplier. A player who did not
 * play scores 0. Built on `playerGamePoints` and `roleMultiplier` (`fantasy/points.ts`), the game's own
 * scoring, so both always agree.
 *
 * @example
 * // PIR 20 in a win, as captain: 20 × 1.1 × 2 = 44
 * fantasyPoints(line, { won: true, role: 'captain' }, PIR_FANTASY_RULES) //=> 44
 */
export function fantasyPoints(
  line: BoxScoreCounts & Pick<PlayerLine, 'played'>,
  context: { won: boolean; role: FantasyRole },
  rules: FantasyRules,
): number {
  const multiplier = roleMultiplier(pickRoleOf(context.role), null, {
    captainMultiplier: rules.captainMultiplier,
    tripleCaptainMultiplier: rules.captainMultiplier,
    sixthManMultiplier: 1,
    benchMultiplier: rules.benchMultiplier,
  })
  return roundToHundredths(playerGamePoints(line, context.won, rules).points * multiplier)
}

/** One lineup slot and what it scored. */
export interface FantasySlotScore {
  playerId: string
  role: FantasyRole
  /** Null when the player has no line in the games (did not dress). */
  gameId: string | null
  base: number
  points: number
}

/**
 * A fantasy lineup's score over a round: each player's points in his game of the round (the first line found
 * in `lines`), the win multiplier taken from the game result.
 *
 * @example
 * // a captain with PIR 27 whose team won, a starter with PIR 27 whose team lost
 * fantasyLineupScore([{ playerId: 'ana', role: 'captain' }, { playerId: 'ben', role: 'starter' }], games, lines, PIR_FANTASY_RULES)
 * //=> { total: 86.4, slots: [{ playerId: 'ana', base: 27, points: 59.4, … }, { playerId: 'ben', base: 27, points: 27, … }] }
 */
export function fantasyLineupScore(
  lineup: readonly { playerId: string; role: FantasyRole }[],
  games: readonly Game[],
  lines: readonly PlayerLine[],
  rules: FantasyRules,
): { total: number; slots: FantasySlotScore[] } {
  const gamesById = new Map(games.map((game) => [game.id, game]))
  const slots = lineup.map(({ playerId, role }): FantasySlotScore => {
    const line = lines.find((candidate) => candidate.playerId === playerId && gamesById.has(candidate.gameId))
    if (line === undefined) {
      return { playerId, role, gameId: null, base: 0, points: 0 }
    }
    const game = gamesById.get(line.gameId)
    const won = game !== undefined && resultFor(game, line.teamId)?.outcome === 'won'
    return {
      playerId,
      role,
      gameId: line.gameId,
      base: line.played ? fantasyBasePoints(line, rules) : 0,
      points: fantasyPoints(line, { won, role }, rules),
    }
  })
  return { total: roundToHundredths(slots.reduce((total, slot) => total + slot.points, 0)), slots }
}
