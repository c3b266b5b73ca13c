import type { Named, PlayerReference, TeamReference } from '@league/api/contract/references'
import type { StatLine } from '@league/api/contract/statistics'
import type { StatKey } from '@league/stats/stat-keys'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { DataTable, type DataTableColumn } from '@league/ui/components/data-table/data-table'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { clubPath, playerPath } from '@/lib/links'

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
type TextKey = 'jersey' | 'minutes'
type CountKey = 'rank' | 'value' | 'games' | 'gamesStarted' | 'gamesPlayed' | 'gamesDressed' | 'won' | 'lost'

/** A column of a statistics table: a described field of the row or one of its statistics. */
export type StatColumnKey = EntityKey | TextKey | CountKey | StatKey

const entityKeys: readonly StatColumnKey[] = ['player', 'team', 'opponent', 'season', 'league', 'game', 'date']
const textKeys: readonly StatColumnKey[] = ['jersey', 'minutes']

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

/** A row as the table shows it: a footer row (totals) names itself in the first column. */
type TableRow = StatRow & { label?: string }

/** The figure a cell sorts and is compared by; names sort by their text. */
function sortValue(cell: Cell): string | number | null {
  switch (cell.kind) {
    case 'player':
    case 'team':
      return cell.value?.name ?? null
    case 'game':
      return cell.value?.date ?? cell.value?.slug ?? null
    default:
      return cell.value ?? null
  }
}

/** How one column renders a row: footer rows name themselves first; a row with a page links its first cell. */
function cellRenderer(
  key: StatColumnKey,
  isFirst: boolean,
  formatCell: (key: StatColumnKey, cell: Cell) => ReactNode,
): (row: TableRow) => ReactNode {
  return (row) => {
    if (row.label !== undefined) {
      return isFirst ? row.label : entityKeys.includes(key) ? '' : formatCell(key, cellOf(row, key))
    }
    const content = formatCell(key, cellOf(row, key))
    return isFirst && row.href !== undefined ? (
      <Link href={row.href} className="text-link hover:underline">
        {content}
      </Link>
    ) : (
      content
    )
  }
}

/**
 * A statistics table (the kit's `DataTable`) with a caption, column headers from the `Stats` vocabulary,
 * row headers and locale-formatted numbers. Renders on the server; no sorting island.
 */
export async function StatTable({
  caption,
  rows,
  keys,
  showRank = true,
  captionHidden = false,
  footerRows = [],
  valueLabel,
}: {
  caption: string
  rows: readonly StatRow[]
  /** The columns to show, in order; those no row has are left out. */
  keys: readonly StatColumnKey[]
  showRank?: boolean
  captionHidden?: boolean
  /** Totals under the rows, each with a `label` shown in the first column. */
  footerRows?: readonly (StatRow & { label: string })[]
  /** What the `value` column measures (e.g. "Points"), for leader and record tables. */
  valueLabel?: { short: string; long: string }
}) {
  const [t, format, locale] = await Promise.all([getTranslations('Stats'), getFormatter(), getLocale()])
  if (rows.length === 0) {
    return <p className="py-6 text-on-muted">{t('noRows')}</p>
  }

  function formatCell(key: StatColumnKey, cell: Cell): ReactNode {
    if (cell.value === null || cell.value === undefined) {
      return '–'
    }
    switch (cell.kind) {
      case 'number':
        return /percentage$/i.test(key)
          ? format.number(cell.value > 1 ? cell.value / 100 : cell.value, {
              style: 'percent',
              maximumFractionDigits: 1,
            })
          : format.number(cell.value, { maximumFractionDigits: 1 })
      case 'text':
        return cell.value
      case 'date':
        return format.dateTime(new Date(cell.value), { dateStyle: 'medium' })
      case 'game':
        // A game given by its slug and date (record tables): its date says which game it was.
        return cell.value.date ? format.dateTime(new Date(cell.value.date), { dateStyle: 'medium' }) : cell.value.slug
      case 'player':
        return (
          <Link href={playerPath(cell.value.slug)} className="font-medium text-link hover:underline">
            {cell.value.name}
          </Link>
        )
      case 'team':
        return (
          <Link href={clubPath(cell.value.club.slug)} className="text-link hover:underline">
            {cell.value.name}
          </Link>
        )
      default:
        cell satisfies never
        return '–'
    }
  }

  const shown = visibleKeys(rows, keys)
  const columns: DataTableColumn<TableRow>[] = shown.map((key, index) => {
    const label = key === 'value' && valueLabel ? valueLabel : { short: t(`short.${key}`), long: t(`long.${key}`) }
    const isFirst = index === 0
    return {
      key,
      header: label.short,
      description: label.long,
      numeric: !entityKeys.includes(key) && !textKeys.includes(key),
      rowHeader: isFirst,
      accessor: (row: TableRow) => sortValue(cellOf(row, key)),
      cell: cellRenderer(key, isFirst, formatCell),
    }
  })
  const rankColumn: DataTableColumn<TableRow> = {
    key: 'rank',
    header: '#',
    description: t('long.rank'),
    numeric: true,
    accessor: 'rank',
    className: 'text-on-muted',
    cell: (row) => (row.label !== undefined ? '' : format.number(row.rank ?? rows.indexOf(row) + 1)),
  }
  return (
    <DataTable<TableRow>
      caption={captionHidden ? undefined : caption}
      aria-label={caption}
      height="auto"
      density="compact"
      stickyHeader={false}
      locale={locale}
      columns={showRank ? [rankColumn, ...columns] : columns}
      rows={rows}
      footerRows={footerRows}
      rowKey={(row, index) => row.label ?? `${index}`}
    />
  )
}
