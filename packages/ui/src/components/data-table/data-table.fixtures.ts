/**
 * A box-score line as the data table's stories and tests show it. The lines themselves (Partizan in the
 * 2022-23 final, game 5) are generated from data/ into src/fixtures/box-score-22-205.ts.
 */
export type BoxScoreLine = {
  playerId: string
  player: string
  jersey: number
  /** Playing time as printed; null when the player did not play. */
  minutes: string | null
  seconds: number | null
  PTS: number | null
  REB: number | null
  AST: number | null
  STL: number | null
  BLK: number | null
  PIR: number | null
  plusMinus: number | null
}
