// The data has no positions, so the fantasy game derives guard / forward / centre from what a player does on
// court: big men rebound and block and rarely shoot threes, guards pass or stay out of the rebounding. The
// thresholds were chosen on 2022-23 so that players with real minutes fall about 40 % guards, 40 % forwards and
// 20 % centres (the README's "Fantasy" section shows how every club's roster falls). Staff can override one
// player's position; the API keeps an override over a re-run of the classifier.
import { fieldGoals } from '../box-score.ts'
import type { BoxScoreCounts } from '../types.ts'
import type { FantasyPosition } from './rules.ts'

/** The rates the classifier reads, kept with the position to explain it. */
export type PositionMetrics = {
  minutes: number
  games: number
  assistsPer36: number
  reboundsPer36: number
  blocksPer36: number
  /** Share of field-goal attempts that are threes (3PA / FGA), 0–1; 0 without attempts. */
  threePointShare: number
}

/**
 * The classifier's thresholds, checked in this order (rates per 36 minutes; "big score" = rebounds + 2 ×
 * blocks):
 * 1. centre: at most `centreMaxAssistsPer36` assists, and one of
 *    - a big score of at least `centreMinBigScore` with at most `centreMaxThreePointShare` of shots from three;
 *    - a big score of at least `postCentreMinBigScore` with at most `postCentreMaxThreePointShare` from three
 *      (a post player who never leaves the paint, even if he rebounds less);
 *    - `stretchCentreMinBlocksPer36` blocks and `stretchCentreMinReboundsPer36` rebounds whatever he shoots (a
 *      seven-footer who also shoots threes is still the centre);
 * 2. guard: at least `guardMinAssistsPer36` assists with fewer than `guardMaxReboundsWithAssists` rebounds (a
 *    playmaker who rebounds like a big man is a point forward), or fewer than `guardMaxReboundsPer36`
 *    rebounds whatever he passes (a shooting guard);
 * 3. forward: everyone else.
 */
export const POSITION_THRESHOLDS = {
  centreMaxAssistsPer36: 5.5,
  centreMinBigScore: 9,
  centreMaxThreePointShare: 0.25,
  postCentreMinBigScore: 7.5,
  postCentreMaxThreePointShare: 0.1,
  stretchCentreMinBlocksPer36: 2.5,
  stretchCentreMinReboundsPer36: 9,
  guardMinAssistsPer36: 4,
  guardMaxReboundsWithAssists: 7,
  guardMaxReboundsPer36: 4,
} as const

/**
 * A player's rates from his box-score lines (games he did not play are left out): assists, rebounds and
 * blocks per 36 minutes and the share of his shots that are threes. Zero minutes give zero rates.
 *
 * @example
 * // Mathias Lessort, Partizan 2022-23: 32 games, 41,493 seconds, 46 assists, 168 rebounds, 20 blocks, 0 threes
 * positionMetrics(lessortLines)
 * //=> { games: 32, minutes: 691.55, assistsPer36: 2.39, reboundsPer36: 8.75, blocksPer36: 1.04, threePointShare: 0 }
 */
export function positionMetrics(lines: readonly (BoxScoreCounts & { played: boolean })[]): PositionMetrics {
  let seconds = 0
  let games = 0
  let assists = 0
  let rebounds = 0
  let blocks = 0
  let attempted = 0
  let threesAttempted = 0
  for (const line of lines) {
    if (!line.played) {
      continue
    }
    games += 1
    seconds += line.seconds
    assists += line.assists
    rebounds += line.offensiveRebounds + line.defensiveRebounds
    blocks += line.blocks
    attempted += fieldGoals(line).attempted
    threesAttempted += line.threePointersAttempted
  }
  const minutes = seconds / 60
  const per36 = (count: number): number => (minutes === 0 ? 0 : (36 * count) / minutes)
  return {
    minutes,
    games,
    assistsPer36: per36(assists),
    reboundsPer36: per36(rebounds),
    blocksPer36: per36(blocks),
    threePointShare: attempted === 0 ? 0 : threesAttempted / attempted,
  }
}

/**
 * Guard, forward or centre from a player's rates, by {@link POSITION_THRESHOLDS}. A player without minutes is
 * a forward, the middle of the court, until he plays (the API falls back to the previous season first).
 *
 * @example
 * classifyPosition({ minutes: 691.55, games: 32, assistsPer36: 2.39, reboundsPer36: 8.75, blocksPer36: 1.04,
 *   threePointShare: 0 }) //=> 'centre' (Mathias Lessort: big score 8.75 + 2.08 = 10.83, no threes)
 * classifyPosition({ minutes: 791.45, games: 36, assistsPer36: 4.41, reboundsPer36: 3.05, blocksPer36: 0.09,
 *   threePointShare: 0.5 }) //=> 'guard' (Kevin Punter: 126 of his 250 shots were threes)
 * classifyPosition({ minutes: 826, games: 35, assistsPer36: 1.8, reboundsPer36: 6.1, blocksPer36: 0.7,
 *   threePointShare: 0.38 }) //=> 'forward' (Zach LeDay)
 */
export function classifyPosition(metrics: PositionMetrics): FantasyPosition {
  if (metrics.minutes === 0) {
    return 'forward'
  }
  const thresholds = POSITION_THRESHOLDS
  const bigScore = metrics.reboundsPer36 + 2 * metrics.blocksPer36
  const interiorBig =
    bigScore >= thresholds.centreMinBigScore && metrics.threePointShare <= thresholds.centreMaxThreePointShare
  const postBig =
    bigScore >= thresholds.postCentreMinBigScore && metrics.threePointShare <= thresholds.postCentreMaxThreePointShare
  const stretchBig =
    metrics.blocksPer36 >= thresholds.stretchCentreMinBlocksPer36 &&
    metrics.reboundsPer36 >= thresholds.stretchCentreMinReboundsPer36
  if (metrics.assistsPer36 <= thresholds.centreMaxAssistsPer36 && (interiorBig || postBig || stretchBig)) {
    return 'centre'
  }
  const playmaker =
    metrics.assistsPer36 >= thresholds.guardMinAssistsPer36 &&
    metrics.reboundsPer36 < thresholds.guardMaxReboundsWithAssists
  if (playmaker || metrics.reboundsPer36 < thresholds.guardMaxReboundsPer36) {
    return 'guard'
  }
  return 'forward'
}
