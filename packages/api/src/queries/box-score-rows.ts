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

/** A line as {@link lineColumns} selects it: who and where, then each count under its own key (null when unknown). */
type LineRow = {
  game_source_id: string
  code: string
  player_source_id: number
  player_id: number
  player_slug: string
  player_name: string
  starter: boolean
  played: boolean
} & { [Key in CountKey]: number | null }

/** The SELECT list of box-score counts that {@link playerLineOf} reads (table alias `b`), each named by its count key. */
export const lineColumns = sql`b.starter, b.played, ${sql.join(
  COUNT_KEYS.map((key) => sql`${countColumn(key)} AS ${sql.identifier(key)}`),
  sql`, `,
)}`

export function playerLineOf(row: LineRow): PlayerLine {
  const counts = emptyCounts()
  for (const key of COUNT_KEYS) {
    counts[key] = row[key] ?? 0
  }
  return {
    gameId: row.game_source_id,
    teamId: row.code,
    playerId: String(row.player_source_id),
    playerName: row.player_name,
    starter: row.starter,
    played: row.played,
    ...counts,
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
