// Pure rendering shared by the server table and the sorting island: no hooks, no handlers of its own.
import type * as React from 'react'
import { TableBody, TableCell, TableHead, TableRow } from '../table/table'
import type { SortDirection, SortState, SortValue } from './sort-rows'

/** A column as the table renders it: header and alignment resolved, nothing left to call. */
export type PreparedColumn = {
  key: string
  header: React.ReactNode
  description?: string
  align: 'start' | 'end' | 'center'
  sortable: boolean
  firstSortDirection: SortDirection
  className?: string
  /** Its cells are the row headers (`th scope="row"`). */
  rowHeader: boolean
}

/** A row as the table renders it: its cells already rendered, its sort values beside them. */
export type PreparedRow = {
  key: string
  highlighted: boolean
  cells: React.ReactNode[]
  /** One per column, in column order; only sortable columns' values are read. */
  values: SortValue[]
}

export type TableLayout = {
  density: 'comfortable' | 'compact'
  stickyHeader: boolean
  stickyFirstColumn: boolean
}

/**
 * The column pinned to the left while the figures scroll: the one naming the rows (player, club), so a rank
 * column before it scrolls away under it; the first column when no column names the rows.
 */
export function pinnedColumnIndex(columns: readonly PreparedColumn[]): number {
  return Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  )
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg data-slot="data-table-sort-icon" aria-hidden viewBox="0 0 12 12" className="size-3">
      <path d="M6 1 9.5 5h-7Z" className={direction === 'ascending' ? 'fill-current' : 'fill-current opacity-30'} />
      <path d="M6 11 2.5 7h7Z" className={direction === 'descending' ? 'fill-current' : 'fill-current opacity-30'} />
    </svg>
  )
}

/** The header row; with `onSort` the sortable columns' headers are buttons (the island passes it). */
export function DataTableHeadRow({
  columns,
  sort,
  onSort,
  layout,
}: {
  columns: readonly PreparedColumn[]
  sort: SortState | null
  onSort?: (column: PreparedColumn) => void
  layout: TableLayout
}) {
  const pinned = pinnedColumnIndex(columns)
  return (
    <TableRow>
      {columns.map((column, columnIndex) => {
        const direction = sort?.key === column.key ? sort.direction : undefined
        const label = column.description ? (
          <abbr title={column.description} className="no-underline">
            {column.header}
          </abbr>
        ) : (
          column.header
        )
        return (
          <TableHead
            key={column.key}
            aria-sort={direction}
            density={layout.density}
            align={column.align}
            stickyHeader={layout.stickyHeader}
            stickyColumn={layout.stickyFirstColumn && columnIndex === pinned}
            className={column.className}
          >
            {column.sortable && onSort ? (
              <button
                type="button"
                data-slot="data-table-sort-button"
                data-state={direction ?? 'unsorted'}
                onClick={() => onSort(column)}
                className={
                  column.align === 'end'
                    ? 'inline-flex flex-row-reverse items-center gap-1 rounded-sm uppercase hover:text-on-surface'
                    : 'inline-flex items-center gap-1 rounded-sm uppercase hover:text-on-surface'
                }
              >
                {label}
                <SortIcon direction={direction} />
              </button>
            ) : (
              label
            )}
          </TableHead>
        )
      })}
    </TableRow>
  )
}

/** Body or footer rows: the first cell is a row header, because it names the row (player, club). */
export function DataTableRows({
  columns,
  rows,
  layout,
}: {
  columns: readonly PreparedColumn[]
  rows: readonly PreparedRow[]
  layout: TableLayout
}) {
  const pinned = pinnedColumnIndex(columns)
  return rows.map((row) => (
    <TableRow key={row.key} highlighted={row.highlighted} data-slot="data-table-row">
      {columns.map((column, columnIndex) =>
        column.rowHeader ? (
          <TableHead
            key={column.key}
            scope="row"
            density={layout.density}
            align={column.align}
            stickyColumn={layout.stickyFirstColumn && columnIndex === pinned}
            className={column.className}
          >
            {row.cells[columnIndex]}
          </TableHead>
        ) : (
          <TableCell key={column.key} density={layout.density} align={column.align} className={column.className}>
            {row.cells[columnIndex]}
          </TableCell>
        ),
      )}
    </TableRow>
  ))
}

/** The body's only row when there is nothing to show. */
export function DataTableEmptyRow({ columnCount, message }: { columnCount: number; message: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} data-slot="data-table-empty" className="px-3 py-6 text-center text-on-muted">
        {message}
      </td>
    </tr>
  )
}

/** The body: the rows, or one row with the empty message. */
export function DataTableBody({
  columns,
  rows,
  layout,
  emptyMessage,
}: {
  columns: readonly PreparedColumn[]
  rows: readonly PreparedRow[]
  layout: TableLayout
  emptyMessage: React.ReactNode
}) {
  return (
    <TableBody data-slot="data-table-body">
      {rows.length === 0 ? (
        <DataTableEmptyRow columnCount={columns.length} message={emptyMessage} />
      ) : (
        <DataTableRows columns={columns} rows={rows} layout={layout} />
      )}
    </TableBody>
  )
}
