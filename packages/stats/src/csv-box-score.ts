import type { BoxScoreCounts } from './types.ts'

/** A row of a season's `boxscores.csv` (data/<season>/), column name → text. */
export type BoxScoreCsvRow = Readonly<Record<string, string | undefined>>

/** A whole number from a CSV cell; an empty cell (a player who did not play) counts as zero. */
export function csvInteger(value: string | undefined): number {
  if (value === undefined || value === '') {
    return 0
  }
  return Number.parseInt(value, 10)
}

/**
 * The counts of one `boxscores.csv` row, shared by the season loader of the statistics and the live
 * package's real-game loader, so both read the file's columns the same way.
 *
 * @example
 * boxScoreCountsOfCsv({ sec_played: '2088', pts: '21', fg2m: '6', fg3m: '3' }).points //=> 21
 */
export function boxScoreCountsOfCsv(row: BoxScoreCsvRow): BoxScoreCounts {
  return {
    seconds: csvInteger(row['sec_played']),
    points: csvInteger(row['pts']),
    twoPointersMade: csvInteger(row['fg2m']),
    twoPointersAttempted: csvInteger(row['fg2a']),
    threePointersMade: csvInteger(row['fg3m']),
    threePointersAttempted: csvInteger(row['fg3a']),
    freeThrowsMade: csvInteger(row['ftm']),
    freeThrowsAttempted: csvInteger(row['fta']),
    offensiveRebounds: csvInteger(row['oreb']),
    defensiveRebounds: csvInteger(row['dreb']),
    assists: csvInteger(row['ast']),
    steals: csvInteger(row['stl']),
    turnovers: csvInteger(row['tov']),
    blocks: csvInteger(row['blk']),
    blocksAgainst: csvInteger(row['blk_against']),
    foulsCommitted: csvInteger(row['pf']),
    foulsDrawn: csvInteger(row['fd']),
    plusMinus: csvInteger(row['plus_minus']),
  }
}
