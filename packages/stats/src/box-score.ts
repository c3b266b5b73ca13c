import { COUNT_KEYS, type BoxScoreCounts } from './types.ts'

type Shooting = Pick<
  BoxScoreCounts,
  | 'twoPointersMade'
  | 'twoPointersAttempted'
  | 'threePointersMade'
  | 'threePointersAttempted'
  | 'freeThrowsMade'
  | 'freeThrowsAttempted'
>

type Rebounding = Pick<BoxScoreCounts, 'offensiveRebounds' | 'defensiveRebounds'>

/**
 * A box-score line with every count at zero: the starting point of a sum, and the line of a player who did
 * not play.
 *
 * @example
 * emptyCounts().points //=> 0
 */
export function emptyCounts(): BoxScoreCounts {
  const counts = {} as BoxScoreCounts
  for (const key of COUNT_KEYS) {
    counts[key] = 0
  }
  return counts
}

/**
 * Adds box-score lines column by column (every count is additive).
 *
 * @example
 * sumCounts([{ ...emptyCounts(), points: 12 }, { ...emptyCounts(), points: 9 }]).points //=> 21
 */
export function sumCounts(lines: Iterable<BoxScoreCounts>): BoxScoreCounts {
  const total = emptyCounts()
  for (const line of lines) {
    for (const key of COUNT_KEYS) {
      total[key] += line[key]
    }
  }
  return total
}

/**
 * Field goals are two- and three-pointers together.
 *
 * @example
 * fieldGoals({ twoPointersMade: 4, twoPointersAttempted: 5, threePointersMade: 0, threePointersAttempted: 3 })
 * //=> { made: 4, attempted: 8 }
 */
export function fieldGoals(
  line: Pick<
    BoxScoreCounts,
    'twoPointersMade' | 'twoPointersAttempted' | 'threePointersMade' | 'threePointersAttempted'
  >,
): { made: number; attempted: number } {
  return {
    made: line.twoPointersMade + line.threePointersMade,
    attempted: line.twoPointersAttempted + line.threePointersAttempted,
  }
}

/**
 * Total rebounds: offensive plus defensive.
 *
 * @example
 * rebounds({ offensiveRebounds: 2, defensiveRebounds: 5 }) //=> 7
 */
export function rebounds(line: Rebounding): number {
  return line.offensiveRebounds + line.defensiveRebounds
}

/**
 * A success rate in per cent (0–100). Zero attempts give null, never NaN, so a table can show "–".
 *
 * @example
 * percentage(3, 8) //=> 37.5
 * percentage(0, 0) //=> null
 */
export function percentage(made: number, attempted: number): number | null {
  if (attempted === 0) {
    return null
  }
  return (100 * made) / attempted
}

/**
 * Field-goal percentage (two- and three-pointers), 0–100 or null without attempts.
 *
 * @example
 * fieldGoalPercentage({ twoPointersMade: 4, twoPointersAttempted: 5, threePointersMade: 0, threePointersAttempted: 3 })
 * //=> 50
 */
export function fieldGoalPercentage(
  line: Pick<
    BoxScoreCounts,
    'twoPointersMade' | 'twoPointersAttempted' | 'threePointersMade' | 'threePointersAttempted'
  >,
): number | null {
  const { made, attempted } = fieldGoals(line)
  return percentage(made, attempted)
}

/**
 * Two-point percentage, 0–100 or null without attempts.
 *
 * @example
 * twoPointPercentage({ twoPointersMade: 4, twoPointersAttempted: 5 }) //=> 80
 */
export function twoPointPercentage(
  line: Pick<BoxScoreCounts, 'twoPointersMade' | 'twoPointersAttempted'>,
): number | null {
  return percentage(line.twoPointersMade, line.twoPointersAttempted)
}

/**
 * Three-point percentage, 0–100 or null without attempts.
 *
 * @example
 * threePointPercentage({ threePointersMade: 3, threePointersAttempted: 7 }) //=> 42.857…
 */
export function threePointPercentage(
  line: Pick<BoxScoreCounts, 'threePointersMade' | 'threePointersAttempted'>,
): number | null {
  return percentage(line.threePointersMade, line.threePointersAttempted)
}

/**
 * Free-throw percentage, 0–100 or null without attempts.
 *
 * @example
 * freeThrowPercentage({ freeThrowsMade: 1, freeThrowsAttempted: 2 }) //=> 50
 */
export function freeThrowPercentage(
  line: Pick<BoxScoreCounts, 'freeThrowsMade' | 'freeThrowsAttempted'>,
): number | null {
  return percentage(line.freeThrowsMade, line.freeThrowsAttempted)
}

/**
 * Performance Index Rating ("Val" in ABA, "PIR" in EuroLeague):
 * PTS + REB + AST + STL + BLK + fouls drawn − missed FG − missed FT − turnovers − own shots blocked − fouls
 * committed. It reproduces the published value on every played line of the three ABA seasons.
 *
 * @example
 * // Juan Davis, Zadar v SC Derby, 2022-09-30 (game 22_6): 9 PTS, 2P 4/5, 3P 0/3, FT 1/2, 2+2 REB, 1 AST,
 * // 2 TO, 3 fouls, 1 drawn: 9 + 4 + 1 + 1 − 1 − 3 − 1 − 2 − 3 = 5 (published: 5)
 * performanceIndexRating({ ...emptyCounts(), points: 9, twoPointersMade: 4, twoPointersAttempted: 5,
 *   threePointersAttempted: 3, freeThrowsMade: 1, freeThrowsAttempted: 2, offensiveRebounds: 2,
 *   defensiveRebounds: 2, assists: 1, turnovers: 2, foulsCommitted: 3, foulsDrawn: 1 })
 * //=> 5
 */
export function performanceIndexRating(line: BoxScoreCounts): number {
  const { made, attempted } = fieldGoals(line)
  return (
    line.points +
    rebounds(line) +
    line.assists +
    line.steals +
    line.blocks +
    line.foulsDrawn -
    (attempted - made) -
    (line.freeThrowsAttempted - line.freeThrowsMade) -
    line.turnovers -
    line.blocksAgainst -
    line.foulsCommitted
  )
}

/**
 * John Hollinger's Game Score: PTS + 0.4·FGM − 0.7·FGA − 0.4·(FTA − FTM) + 0.7·OREB + 0.3·DREB + STL +
 * 0.7·AST + 0.7·BLK − 0.4·PF − TOV. It is linear, so the Game Score of a total is the sum of the games'.
 *
 * @example
 * gameScore({ ...emptyCounts(), points: 20, twoPointersMade: 8, twoPointersAttempted: 15, freeThrowsMade: 4,
 *   freeThrowsAttempted: 5, offensiveRebounds: 2, defensiveRebounds: 6, assists: 3, turnovers: 2, foulsCommitted: 3 })
 * //=> 20 + 3.2 − 10.5 − 0.4 + 1.4 + 1.8 + 2.1 − 1.2 − 2 = 14.4
 */
export function gameScore(line: BoxScoreCounts): number {
  const { made, attempted } = fieldGoals(line)
  return (
    line.points +
    0.4 * made -
    0.7 * attempted -
    0.4 * (line.freeThrowsAttempted - line.freeThrowsMade) +
    0.7 * line.offensiveRebounds +
    0.3 * line.defensiveRebounds +
    line.steals +
    0.7 * line.assists +
    0.7 * line.blocks -
    0.4 * line.foulsCommitted -
    line.turnovers
  )
}

/**
 * True shooting percentage: PTS / (2 · (FGA + 0.44 · FTA)), 0–100 or null without any shot.
 *
 * @example
 * trueShootingPercentage({ points: 20, twoPointersAttempted: 10, threePointersAttempted: 5, freeThrowsAttempted: 5,
 *   twoPointersMade: 0, threePointersMade: 0, freeThrowsMade: 0 })
 * //=> 100 · 20 / (2 · 17.2) = 58.14…
 */
export function trueShootingPercentage(line: Shooting & Pick<BoxScoreCounts, 'points'>): number | null {
  const { attempted } = fieldGoals(line)
  const shootingPossessions = attempted + 0.44 * line.freeThrowsAttempted
  if (shootingPossessions === 0) {
    return null
  }
  return (100 * line.points) / (2 * shootingPossessions)
}

/**
 * Effective field-goal percentage: (FGM + 0.5 · 3PM) / FGA, 0–100 or null without attempts. Counts a three
 * as one and a half twos.
 *
 * @example
 * effectiveFieldGoalPercentage({ twoPointersMade: 4, twoPointersAttempted: 8, threePointersMade: 2, threePointersAttempted: 4 })
 * //=> 100 · (6 + 1) / 12 = 58.33…
 */
export function effectiveFieldGoalPercentage(
  line: Pick<
    BoxScoreCounts,
    'twoPointersMade' | 'twoPointersAttempted' | 'threePointersMade' | 'threePointersAttempted'
  >,
): number | null {
  const { made, attempted } = fieldGoals(line)
  if (attempted === 0) {
    return null
  }
  return (100 * (made + 0.5 * line.threePointersMade)) / attempted
}

/**
 * Turnover percentage: turnovers per 100 plays, TOV / (FGA + 0.44 · FTA + TOV), 0–100 or null without plays.
 *
 * @example
 * turnoverPercentage({ turnovers: 3, twoPointersAttempted: 7, threePointersAttempted: 5, freeThrowsAttempted: 5,
 *   twoPointersMade: 0, threePointersMade: 0, freeThrowsMade: 0 })
 * //=> 100 · 3 / 17.2 = 17.44…
 */
export function turnoverPercentage(line: Shooting & Pick<BoxScoreCounts, 'turnovers'>): number | null {
  const { attempted } = fieldGoals(line)
  const plays = attempted + 0.44 * line.freeThrowsAttempted + line.turnovers
  if (plays === 0) {
    return null
  }
  return (100 * line.turnovers) / plays
}

/** The five categories that count for double-doubles, by their usual order. */
export const DOUBLE_DIGIT_CATEGORIES = ['points', 'rebounds', 'assists', 'steals', 'blocks'] as const

/**
 * How many of points, rebounds, assists, steals and blocks reached ten in a game.
 *
 * @example
 * doubleDigitCategories({ ...emptyCounts(), points: 18, offensiveRebounds: 3, defensiveRebounds: 8, assists: 4 }) //=> 2
 */
export function doubleDigitCategories(line: BoxScoreCounts): number {
  const values = [line.points, rebounds(line), line.assists, line.steals, line.blocks]
  return values.filter((value) => value >= 10).length
}

/**
 * A double-double: ten or more in at least two of points, rebounds, assists, steals, blocks.
 *
 * @example
 * isDoubleDouble({ ...emptyCounts(), points: 18, defensiveRebounds: 11 }) //=> true
 */
export function isDoubleDouble(line: BoxScoreCounts): boolean {
  return doubleDigitCategories(line) >= 2
}

/**
 * A triple-double: ten or more in at least three of points, rebounds, assists, steals, blocks.
 *
 * @example
 * isTripleDouble({ ...emptyCounts(), points: 18, defensiveRebounds: 11, assists: 10 }) //=> true
 */
export function isTripleDouble(line: BoxScoreCounts): boolean {
  return doubleDigitCategories(line) >= 3
}
