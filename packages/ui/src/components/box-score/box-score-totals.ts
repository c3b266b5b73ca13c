import { BOX_SCORE_TOTAL_KEYS, type BoxScoreTotalKey } from '@league/stats/columns'

export { formatMinutes } from '../data-table/format-value'

/**
 * One player's line; team totals have the same shape. The keys are the stats package's box-score
 * vocabulary (`BOX_SCORE_TOTAL_KEYS`, seconds included) plus plus/minus, which a totals line leaves out.
 */
export type BoxScoreStats = { [Key in BoxScoreTotalKey | 'plusMinus']: number }

/**
 * Team totals as the sum of the player lines (the data has no separate team line); players who
 * did not play (null) add nothing. Plus/minus is not summed: five players' sum is five times the margin.
 *
 * @example boxScoreTotals([{ points: 30, … }, null, { points: 13, … }]).points // 43
 */
export function boxScoreTotals(lines: readonly (BoxScoreStats | null)[]): BoxScoreStats {
  const totals: BoxScoreStats = {
    ...(Object.fromEntries(BOX_SCORE_TOTAL_KEYS.map((key) => [key, 0])) as Record<BoxScoreTotalKey, number>),
    plusMinus: 0,
  }
  for (const line of lines) {
    if (line === null) {
      continue
    }
    for (const key of BOX_SCORE_TOTAL_KEYS) {
      totals[key] += line[key]
    }
  }
  return totals
}
