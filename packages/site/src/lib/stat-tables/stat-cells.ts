// What a statistics table's cells say, as text: the page's StatTable and the CSV downloads both write their
// cells here, so a downloaded file holds the same numbers in the same format as the table on the page.
import type { Named, PlayerReference, TeamReference } from '@league/api/contract/references'
import type { StatLine } from '@league/api/contract/statistics'
import type { StatKey } from '@league/stats/stat-keys'

/** One row of a statistics table: what it is about (player, team, game…) and its figures. */
export type StatRow = {
  /** The row's place; its position in the list when absent. */
  rank?: number
  /** A row that stands for a page (a game) links from its first cell. */
  href?: string
  player?: PlayerReference | null
  team?: TeamReference
  opponent?: TeamReference
  season?: string
  league?: Named
  game?: { slug: string; date: string | null }
  date?: string | null
  jersey?: string | null
  /** The player's fantasy position, already in the reader's language (a roster). */
  position?: string | null
  /** Minutes as the box score writes them ("34:48"); shown instead of `stats.minutes` when present. */
  minutes?: string | null
  /** The measured figure of a leader or record board. */
  value?: number | null
  games?: number
  gamesStarted?: number
  gamesPlayed?: number
  gamesDressed?: number
  won?: number
  lost?: number
  /** The row's statistics in the mode the caller chose (per game, totals…). */
  stats?: StatLine
}

type EntityKey = 'player' | 'team' | 'opponent' | 'season' | 'league' | 'game' | 'date'
type TextKey = 'jersey' | 'minutes' | 'position'
type CountKey = 'rank' | 'value' | 'games' | 'gamesStarted' | 'gamesPlayed' | 'gamesDressed' | 'won' | 'lost'

/** A column of a statistics table: a described field of the row or one of its statistics. */
export type StatColumnKey = EntityKey | TextKey | CountKey | StatKey

export const entityKeys: readonly StatColumnKey[] = ['player', 'team', 'opponent', 'season', 'league', 'game', 'date']
export const textKeys: readonly StatColumnKey[] = ['jersey', 'minutes', 'position']

export type Cell =
  | { kind: 'number'; value: number | null | undefined }
  | { kind: 'text'; value: string | null | undefined }
  | { kind: 'player'; value: PlayerReference | null | undefined }
  | { kind: 'team'; value: TeamReference | undefined }
  | { kind: 'game'; value: { slug: string; date: string | null } | undefined }
  | { kind: 'date'; value: string | null | undefined }

/** What a row shows in a column: a described field, or one of its statistics. */
export function cellOf(row: StatRow, key: StatColumnKey): Cell {
  switch (key) {
    case 'player':
      return { kind: 'player', value: row.player }
    case 'team':
    case 'opponent':
      return { kind: 'team', value: row[key] }
    case 'game':
      return { kind: 'game', value: row.game }
    case 'date':
      return { kind: 'date', value: row.date }
    case 'season':
    case 'jersey':
    case 'position':
      return { kind: 'text', value: row[key] }
    case 'league':
      return { kind: 'text', value: row.league?.name }
    case 'minutes':
      return row.minutes != null ? { kind: 'text', value: row.minutes } : { kind: 'number', value: row.stats?.minutes }
    case 'rank':
    case 'value':
    case 'won':
    case 'lost':
    case 'games':
    case 'gamesStarted':
    case 'gamesPlayed':
    case 'gamesDressed':
      return { kind: 'number', value: row[key] }
    default:
      return { kind: 'number', value: row.stats?.[key] }
  }
}

/** Whether a row has the column at all: a missing player (a team record) leaves the player column out. */
function isPresent(cell: Cell): boolean {
  return cell.kind === 'player' ? cell.value != null : cell.value !== undefined
}

/** The columns of `keys` that at least one row has, in the order given. */
export function visibleKeys(rows: readonly StatRow[], keys: readonly StatColumnKey[]): StatColumnKey[] {
  return keys.filter((key) => rows.some((row) => isPresent(cellOf(row, key))))
}

/** The part of next-intl's formatter the cells use (`getFormatter()` on the server). */
export type CellFormatter = {
  number(value: number, options?: Intl.NumberFormatOptions): string
  dateTime(value: Date, options?: Intl.DateTimeFormatOptions): string
}

/** A cell's text in the reader's language: "–" for no figure, percentages as such, one decimal at most. */
export function cellText(key: StatColumnKey, cell: Cell, format: CellFormatter): string {
  if (cell.value === null || cell.value === undefined) {
    return '–'
  }
  switch (cell.kind) {
    case 'number':
      return /percentage$/i.test(key)
        ? format.number(cell.value > 1 ? cell.value / 100 : cell.value, { style: 'percent', maximumFractionDigits: 1 })
        : format.number(cell.value, { maximumFractionDigits: 1 })
    case 'text':
      return cell.value
    case 'date':
      return format.dateTime(new Date(cell.value), { dateStyle: 'medium' })
    case 'game':
      // A game given by its slug and date (record tables): its date says which game it was.
      return cell.value.date ? format.dateTime(new Date(cell.value.date), { dateStyle: 'medium' }) : cell.value.slug
    case 'player':
    case 'team':
      return cell.value.name
    default:
      cell satisfies never
      return '–'
  }
}

/** The rank column's text: the row's place, or its position in the list. */
export function rankText(row: StatRow, rows: readonly StatRow[], format: CellFormatter): string {
  return format.number(row.rank ?? rows.indexOf(row) + 1)
}
