import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { DataTable, type DataTableColumn } from '@league/ui/components/data-table/data-table'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { clubPath, playerPath } from '@/lib/paths/links'
import {
  cellOf,
  cellText,
  rankText,
  entityKeys,
  textKeys,
  visibleKeys,
  type Cell,
  type StatColumnKey,
  type StatRow,
} from '@/lib/stat-tables/stat-cells'

export { cellOf, visibleKeys, type StatColumnKey, type StatRow }

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

  // The text of every cell comes from cellText, which the CSV downloads use too; names link to their pages.
  function formatCell(key: StatColumnKey, cell: Cell): ReactNode {
    const text = cellText(key, cell, format)
    if (cell.kind === 'player' && cell.value) {
      return (
        <Link href={playerPath(cell.value.slug)} className="font-medium text-link hover:underline">
          {text}
        </Link>
      )
    }
    if (cell.kind === 'team' && cell.value) {
      return (
        <Link href={clubPath(cell.value.club.slug)} className="text-link hover:underline">
          {text}
        </Link>
      )
    }
    return text
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
    cell: (row) => (row.label !== undefined ? '' : rankText(row, rows, format)),
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
