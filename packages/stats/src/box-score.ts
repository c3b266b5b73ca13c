/** One player's line in one game, as the box score publishes it. */
export interface BoxScoreLine {
  points: number
  twoPointersMade: number
  twoPointersAttempted: number
  threePointersMade: number
  threePointersAttempted: number
  freeThrowsMade: number
  freeThrowsAttempted: number
}

/**
 * Field goals are two- and three-pointers together.
 *
 * @example
 * fieldGoals({ twoPointersMade: 4, twoPointersAttempted: 5, threePointersMade: 0, threePointersAttempted: 3, … })
 * //=> { made: 4, attempted: 8 }
 */
export function fieldGoals(line: BoxScoreLine): { made: number; attempted: number } {
  return {
    made: line.twoPointersMade + line.threePointersMade,
    attempted: line.twoPointersAttempted + line.threePointersAttempted,
  }
}
