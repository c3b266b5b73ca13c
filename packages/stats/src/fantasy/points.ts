// A player's fantasy points for one game, explained line by line, and a squad's points over a round. Every
// point a fan sees can be traced: PIR's eleven parts (or each weighted statistic of a points preset), the win
// bonus, then the role (captain, court, sixth man, bench) and the chip of the round.
import { fieldGoals } from '../box-score.ts'
import { statValue, type StatKey } from '../stat-keys.ts'
import type { BoxScoreCounts } from '../types.ts'
import type { FantasyChip, FantasyGameRules, FantasySlot } from './rules.ts'
import { roundToHundredths } from './rounding.ts'

/** One line of the explanation: a statistic, its value in the game, and the points it gives (signed). */
export type PointsPart = { key: string; label?: string; value: number; points: number }

/**
 * The explanation of a player's points in one game. `base` is the sum of the parts (the PIR under ELF's rules),
 * `winBonus` what the win added, `points` = base + win bonus: a starter's points before his role.
 */
export type FantasyPointsBreakdown = {
  base: number
  parts: PointsPart[]
  won: boolean
  winBonus: number
  points: number
}

/** A pick's role in a round: the captain (on court), the rest of the starting five, the sixth man, the bench. */
export type PickRole = 'captain' | 'court' | 'sixth' | 'bench'

type PirPart = { key: string; label: string; sign: 1 | -1; value: (line: BoxScoreCounts) => number }

/**
 * PIR as the box score computes it (`performanceIndexRating`), split into the lines a fan reads: what adds
 * and what subtracts. The keys are the message keys a site translates; the labels are the English fallback.
 */
const PIR_PARTS: readonly PirPart[] = [
  { key: 'points', label: 'Points', sign: 1, value: (line) => line.points },
  {
    key: 'rebounds',
    label: 'Rebounds',
    sign: 1,
    value: (line) => line.offensiveRebounds + line.defensiveRebounds,
  },
  { key: 'assists', label: 'Assists', sign: 1, value: (line) => line.assists },
  { key: 'steals', label: 'Steals', sign: 1, value: (line) => line.steals },
  { key: 'blocks', label: 'Blocks', sign: 1, value: (line) => line.blocks },
  { key: 'foulsDrawn', label: 'Fouls drawn', sign: 1, value: (line) => line.foulsDrawn },
  {
    key: 'missedFieldGoals',
    label: 'Missed field goals',
    sign: -1,
    value: (line) => fieldGoals(line).attempted - fieldGoals(line).made,
  },
  {
    key: 'missedFreeThrows',
    label: 'Missed free throws',
    sign: -1,
    value: (line) => line.freeThrowsAttempted - line.freeThrowsMade,
  },
  { key: 'turnovers', label: 'Turnovers', sign: -1, value: (line) => line.turnovers },
  { key: 'blocksAgainst', label: 'Shots blocked', sign: -1, value: (line) => line.blocksAgainst },
  { key: 'foulsCommitted', label: 'Fouls committed', sign: -1, value: (line) => line.foulsCommitted },
]

/** The keys of PIR's parts in the order a breakdown lists them (for a site's message files). */
export const PIR_PART_KEYS: readonly string[] = PIR_PARTS.map((part) => part.key)

function partsOf(line: BoxScoreCounts, rules: Pick<FantasyGameRules, 'weights'>): PointsPart[] {
  const parts: PointsPart[] = []
  for (const [key, weight] of Object.entries(rules.weights) as [StatKey, number | undefined][]) {
    if (weight === undefined || weight === 0) {
      continue
    }
    if (key === 'pir') {
      for (const part of PIR_PARTS) {
        const value = part.value(line)
        parts.push({ key: part.key, label: part.label, value, points: roundToHundredths(part.sign * weight * value) })
      }
      continue
    }
    const value = statValue(line, key) ?? 0
    parts.push({ key, value, points: roundToHundredths(weight * value) })
  }
  return parts
}

/**
 * A player's points for one game with every line explained: the parts (PIR's eleven under ELF's rules, one per
 * weighted statistic under a points preset), their sum (`base`), the win bonus when his team won (overtime
 * included: the caller passes the final result) and `points`, what a starter scores before his role. A player
 * who did not play scores 0 with no parts. Everything is rounded to hundredths.
 *
 * @example
 * // Juan Davis, Zadar 96–67 SC Derby, 2022-09-30 (game 22_6): 9 PTS, 2P 4/5, 3P 0/3, FT 1/2, 4 REB, 1 AST,
 * // 2 TO, 3 fouls, 1 drawn. PIR = 9 + 4 + 1 + 1 − 4 − 1 − 2 − 3 = 5; Zadar won: 5 × 1.1 = 5.5
 * playerGamePoints({ ...davis, played: true }, true, ELF_CLASSIC_RULES)
 * //=> { base: 5, won: true, winBonus: 0.5, points: 5.5,
 * //     parts: [{ key: 'points', value: 9, points: 9 }, { key: 'rebounds', value: 4, points: 4 }, …,
 * //             { key: 'missedFieldGoals', value: 4, points: -4 }, …] }
 */
export function playerGamePoints(
  line: BoxScoreCounts & { played: boolean },
  won: boolean,
  rules: Pick<FantasyGameRules, 'weights' | 'winMultiplier'>,
): FantasyPointsBreakdown {
  if (!line.played) {
    return { base: 0, parts: [], won, winBonus: 0, points: 0 }
  }
  const parts = partsOf(line, rules)
  const base = roundToHundredths(parts.reduce((total, part) => total + part.points, 0))
  const winBonus = won ? roundToHundredths(base * (rules.winMultiplier - 1)) : 0
  return { base, parts, won, winBonus, points: roundToHundredths(base + winBonus) }
}

/**
 * The multiplier of a role in a round: the captain ×2 (×3 with the triple-captain chip), the rest of the
 * court ×1, the sixth man as the rules say (×1 in ELF), the bench ×0.5; the bench-boost chip makes the whole
 * bench, sixth man included, count 100 %. Whether the chip is allowed is the caller's check (rules.chips).
 *
 * @example
 * roleMultiplier('captain', 'triple-captain', ELF_CLASSIC_RULES) //=> 3
 * roleMultiplier('bench', null, ELF_CLASSIC_RULES) //=> 0.5
 * roleMultiplier('bench', 'bench-boost', ELF_CLASSIC_RULES) //=> 1
 */
export function roleMultiplier(
  role: PickRole,
  chip: FantasyChip | null,
  rules: Pick<
    FantasyGameRules,
    'captainMultiplier' | 'tripleCaptainMultiplier' | 'sixthManMultiplier' | 'benchMultiplier'
  >,
): number {
  switch (role) {
    case 'captain':
      return chip === 'triple-captain' ? rules.tripleCaptainMultiplier : rules.captainMultiplier
    case 'court':
      return 1
    case 'sixth':
      return chip === 'bench-boost' ? 1 : rules.sixthManMultiplier
    case 'bench':
      return chip === 'bench-boost' ? 1 : rules.benchMultiplier
    default:
      role satisfies never
      return 0
  }
}

/**
 * The role of a pick: the captain flag counts only on court (validation refuses a captain elsewhere; a stray
 * flag on the bench must not double a bench player's points).
 *
 * @example
 * pickRole({ slot: 'court', captain: true }) //=> 'captain'
 * pickRole({ slot: 'bench', captain: true }) //=> 'bench'
 */
export function pickRole(pick: { slot: FantasySlot; captain: boolean }): PickRole {
  if (pick.slot === 'court') {
    return pick.captain ? 'captain' : 'court'
  }
  return pick.slot
}

/** One pick's share of a squad's round. */
export type ScoredPick = { playerId: number; role: PickRole; multiplier: number; points: number }

/**
 * A squad's points in a round: each pick's starter points (summed over his games of the round; a player
 * missing from the map did not play and scores 0) × his role's multiplier, rounded to hundredths, then added.
 *
 * @example
 * // captain with 20.9 (PIR 19 in a win), a court player with 12, a bench player with 7
 * squadRoundPoints(
 *   [{ playerId: 1, slot: 'court', captain: true }, { playerId: 2, slot: 'court', captain: false },
 *    { playerId: 3, slot: 'bench', captain: false }],
 *   new Map([[1, 20.9], [2, 12], [3, 7]]), null, ELF_CLASSIC_RULES)
 * //=> { total: 41.8 + 12 + 3.5 = 57.3, picks: [{ playerId: 1, role: 'captain', multiplier: 2, points: 41.8 }, …] }
 */
export function squadRoundPoints(
  picks: readonly { playerId: number; slot: FantasySlot; captain: boolean }[],
  pointsByPlayer: ReadonlyMap<number, number>,
  chip: FantasyChip | null,
  rules: Pick<
    FantasyGameRules,
    'captainMultiplier' | 'tripleCaptainMultiplier' | 'sixthManMultiplier' | 'benchMultiplier'
  >,
): { total: number; picks: ScoredPick[] } {
  const scored = picks.map((pick): ScoredPick => {
    const role = pickRole(pick)
    const multiplier = roleMultiplier(role, chip, rules)
    const points = roundToHundredths((pointsByPlayer.get(pick.playerId) ?? 0) * multiplier)
    return { playerId: pick.playerId, role, multiplier, points }
  })
  return { total: roundToHundredths(scored.reduce((total, pick) => total + pick.points, 0)), picks: scored }
}
