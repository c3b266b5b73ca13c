import { STAT_KEYS, statValue, type RateKey, type StatKey } from './stat-keys.ts'
import type { BoxScoreCounts } from './types.ts'

/**
 * Every statistic of one box-score line or of a sum of lines, keyed by {@link StatKey}: the counts as they
 * are, the additive values derived from them (rebounds, PIR…) and the rates (null without attempts, never NaN).
 */
export type BoxScoreLineStatistics = { [Key in StatKey]: Key extends RateKey ? number | null : number }

/**
 * The whole line of statistics a box score shows for a player or a team, from its counts alone. The final
 * box score, the live game centre and the league tables all read their figures from here, so the same counts
 * always give the same figures. Values are exact (a table rounds them when it writes them).
 *
 * @example
 * // Juan Davis, Zadar v SC Derby, 2022-09-30 (game 22_6): 9 PTS, 2P 4/5, 3P 0/3, FT 1/2, 2+2 REB, 1 AST,
 * // 2 TO, 3 fouls, 1 drawn, 17:08 on court.
 * const line = boxScoreLine({ ...emptyCounts(), seconds: 1028, points: 9, twoPointersMade: 4,
 *   twoPointersAttempted: 5, threePointersAttempted: 3, freeThrowsMade: 1, freeThrowsAttempted: 2,
 *   offensiveRebounds: 2, defensiveRebounds: 2, assists: 1, turnovers: 2, foulsCommitted: 3, foulsDrawn: 1 })
 * line.rebounds //=> 4
 * line.fieldGoalsMade //=> 4 (4 twos, no three)
 * line.fieldGoalPercentage //=> 50 (4 of 8)
 * line.threePointPercentage //=> 0 (0 of 3)
 * line.pir //=> 5 (the published value)
 * line.minutes //=> 17.13… (1028 / 60)
 * Object.keys(line) //=> STAT_KEYS, in their order
 */
export function boxScoreLine(counts: BoxScoreCounts): BoxScoreLineStatistics {
  // statValue gives null for rates without attempts only, which is what the type says.
  return Object.fromEntries(STAT_KEYS.map((key) => [key, statValue(counts, key)])) as BoxScoreLineStatistics
}

/**
 * A line's statistics to a tenth, as the API answers them and tables write them, so a figure computed in the
 * browser (a live game) is the number the server gives for the same counts.
 *
 * @example
 * roundedLine(boxScoreLine(juanDavis)).minutes //=> 17.1 (17.133…)
 * roundedLine(boxScoreLine(juanDavis)).trueShootingPercentage //=> 50.7 (50.675…)
 */
export function roundedLine(statistics: BoxScoreLineStatistics): BoxScoreLineStatistics {
  return Object.fromEntries(
    STAT_KEYS.map((key) => {
      const value = statistics[key]
      return [key, value === null ? null : Math.round(value * 10) / 10]
    }),
  ) as BoxScoreLineStatistics
}
