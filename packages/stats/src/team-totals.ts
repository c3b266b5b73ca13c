import { boxScoreLine, type BoxScoreLineStatistics } from './box-score-line.ts'
import { sumCounts } from './box-score.ts'
import type { BoxScoreCounts } from './types.ts'

/**
 * One player's line as a team's totals read it: the counts, whether the player started, and the scoring
 * figures a play-by-play adds per player where the source has them (absent or null counts as none).
 */
export interface TeamTotalsLine extends BoxScoreCounts {
  starter: boolean
  pointsInPaint?: number | null
  secondChancePoints?: number | null
  fastBreakPoints?: number | null
}

/** A team's figures in one game: every box-score statistic of its summed lines, and where its points came from. */
export interface TeamTotals {
  /** The players' counts added column by column. */
  counts: BoxScoreCounts
  /** Every statistic of the summed counts (rates from the totals, never averaged over players). */
  statistics: BoxScoreLineStatistics
  pointsInPaint: number
  secondChancePoints: number
  fastBreakPoints: number
  /** Points of the players who did not start. */
  benchPoints: number
}

function sumOf(lines: readonly TeamTotalsLine[], figure: (line: TeamTotalsLine) => number | null | undefined): number {
  return lines.reduce((total, line) => total + (figure(line) ?? 0), 0)
}

/**
 * A team's totals of one game from its players' box-score lines: what the team-statistics tab compares, the
 * same whether the lines come from a finished game's box score or from a live game's state.
 *
 * @example
 * // Zadar v SC Derby, 2022-09-30 (game 22_6): Zadar's five starters scored 70, its bench 26 (96 in all).
 * const totals = teamTotals(zadarLines)
 * totals.statistics.points //=> 96
 * totals.statistics.fieldGoalPercentage //=> 50 (34 of 68)
 * totals.benchPoints //=> 26 (9 + 0 + 5 + 10 + 2)
 * totals.pointsInPaint //=> 46 (8 + 2 + 4 + 2 + 2 + 14 + 12 + 2, from the play-by-play)
 */
export function teamTotals(lines: Iterable<TeamTotalsLine>): TeamTotals {
  const list = [...lines]
  const counts = sumCounts(list)
  return {
    counts,
    statistics: boxScoreLine(counts),
    pointsInPaint: sumOf(list, (line) => line.pointsInPaint),
    secondChancePoints: sumOf(list, (line) => line.secondChancePoints),
    fastBreakPoints: sumOf(list, (line) => line.fastBreakPoints),
    benchPoints: sumOf(list, (line) => (line.starter ? 0 : line.points)),
  }
}
