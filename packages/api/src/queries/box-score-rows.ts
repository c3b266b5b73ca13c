// Box-score lines as the database stores them (`box_score_lines`), read as @league/stats's counts: one row
// at a time for a game's box score, or a whole season as one text value for the season's tables.
import { emptyCounts } from '@league/stats/box-score'
import { COUNT_KEYS, type BoxScoreCounts, type CountKey, type PlayerLine } from '@league/stats/types'
import { sql, type SQL } from 'drizzle-orm'
import { boxScoreLines } from '../db/schema/league.ts'

/** The `box_score_lines` field of each count (the table says `secondsPlayed` where the counts say `seconds`). */
export function boxScoreFieldOf(key: CountKey): Exclude<CountKey, 'seconds'> | 'secondsPlayed' {
  return key === 'seconds' ? 'secondsPlayed' : key
}

/** The SQL column of a count in `box_score_lines` (table alias `b`). */
function countColumn(key: CountKey): SQL {
  return sql.raw(`b.${boxScoreLines[boxScoreFieldOf(key)].name}`)
}

type LineRow = {
  game_source_id: string
  code: string
  player_source_id: number
  player_id: number
  player_slug: string
  player_name: string
  starter: boolean
  played: boolean
  seconds_played: number | null
  points: number | null
  two_pointers_made: number | null
  two_pointers_attempted: number | null
  three_pointers_made: number | null
  three_pointers_attempted: number | null
  free_throws_made: number | null
  free_throws_attempted: number | null
  offensive_rebounds: number | null
  defensive_rebounds: number | null
  assists: number | null
  steals: number | null
  turnovers: number | null
  blocks: number | null
  blocks_against: number | null
  fouls_committed: number | null
  fouls_drawn: number | null
  plus_minus: number | null
}

/** The SELECT list of box-score counts that {@link playerLineOf} reads (table alias `b`). */
export const lineColumns = sql`b.starter, b.played, b.seconds_played, b.points, b.two_pointers_made,
  b.two_pointers_attempted, b.three_pointers_made, b.three_pointers_attempted, b.free_throws_made,
  b.free_throws_attempted, b.offensive_rebounds, b.defensive_rebounds, b.assists, b.steals, b.turnovers, b.blocks,
  b.blocks_against, b.fouls_committed, b.fouls_drawn, b.plus_minus`

export function playerLineOf(row: LineRow): PlayerLine {
  return {
    gameId: row.game_source_id,
    teamId: row.code,
    playerId: String(row.player_source_id),
    playerName: row.player_name,
    starter: row.starter,
    played: row.played,
    seconds: row.seconds_played ?? 0,
    points: row.points ?? 0,
    twoPointersMade: row.two_pointers_made ?? 0,
    twoPointersAttempted: row.two_pointers_attempted ?? 0,
    threePointersMade: row.three_pointers_made ?? 0,
    threePointersAttempted: row.three_pointers_attempted ?? 0,
    freeThrowsMade: row.free_throws_made ?? 0,
    freeThrowsAttempted: row.free_throws_attempted ?? 0,
    offensiveRebounds: row.offensive_rebounds ?? 0,
    defensiveRebounds: row.defensive_rebounds ?? 0,
    assists: row.assists ?? 0,
    steals: row.steals ?? 0,
    turnovers: row.turnovers ?? 0,
    blocks: row.blocks ?? 0,
    blocksAgainst: row.blocks_against ?? 0,
    foulsCommitted: row.fouls_committed ?? 0,
    foulsDrawn: row.fouls_drawn ?? 0,
    plusMinus: row.plus_minus ?? 0,
  }
}

/**
 * Tab-separated fields of one line: the game's source id, the club code, the player's id, starter and played,
 * then every count in the order of {@link COUNT_KEYS} (missing counts are 0, as in playerLineOf).
 */
export const compactLineColumns = sql`concat_ws(E'\t', g.source_id, c.code, b.player_id, b.starter::int, b.played::int, ${sql.join(
  COUNT_KEYS.map((key) => sql`coalesce(${countColumn(key)}, 0)`),
  sql`, `,
)})`

/** One line of a season's text: who and where, and the counts. */
export type CompactLine = {
  gameSourceId: string
  code: string
  /** The player's id in the database (not the source's). */
  playerId: number
  starter: boolean
  played: boolean
  counts: BoxScoreCounts
}

/** The lines of the text {@link compactLineColumns} gives, one per line of text. */
export function compactLinesOf(text: string): CompactLine[] {
  return text
    .split('\n')
    .filter((fields) => fields !== '')
    .map((fields) => {
      const [gameSourceId = '', code = '', playerId = '', starter, played, ...values] = fields.split('\t')
      const counts = emptyCounts()
      COUNT_KEYS.forEach((key, index) => {
        counts[key] = Number(values[index] ?? 0)
      })
      return {
        gameSourceId,
        code,
        playerId: Number(playerId),
        starter: starter === '1',
        played: played === '1',
        counts,
      }
    })
}
