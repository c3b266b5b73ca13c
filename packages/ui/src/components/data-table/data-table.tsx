// No 'use client': the table renders completely on the server (every cell, in the default order). This
// module references no client code, so a page with only static tables ships no table JavaScript; the
// sorting island joins a page only through `SortableDataTable` (`sortable-data-table.tsx`).
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '../../lib/utils'
import { Table, TableFooter, TableHeader } from '../table/table'
import {
  DataTableBody,
  DataTableHeadRow,
  DataTableRows,
  type PreparedColumn,
  type PreparedRow,
  type TableLayout,
} from './data-table-parts'
import { formatValue, type ColumnFormat } from './format-value'
import type { SortableTableSectionsProps } from './sortable-table'
import { sortRows, type SortDirection, type SortState, type SortValue } from './sort-rows'

export type { SortDirection, SortState, SortValue } from './sort-rows'
export type { ColumnFormat } from './format-value'

/** One column, described as data. */
export type DataTableColumn<Row> = {
  /** Stable id, used for sorting state (`points`, `player`). */
  key: string
  /** Visible header, already translated: short stat keys are fine when `description` spells them out. */
  header: React.ReactNode
  /** Full name of an abbreviated header ("Points" for PTS), shown as a tooltip and read aloud. */
  description?: string
  /** The value the column shows and sorts by: a property name or a function. */
  accessor: keyof Row | ((row: Row) => SortValue)
  /** How the value is written (locale-aware); default `integer` for numeric columns, `text` otherwise. */
  format?: ColumnFormat
  /** Makes the cell a link: the property holding the address, or a function of the row. */
  href?: keyof Row | ((row: Row) => string | undefined)
  /** Custom rendering (a badge, a mark); sorting still uses `accessor`. Wins over `format` and `href`. */
  cell?: (row: Row) => React.ReactNode
  /** Right-aligned tabular figures; first sort descending (highest first). */
  numeric?: boolean
  /** Overrides the alignment that `numeric` implies. */
  align?: 'start' | 'end' | 'center'
  sortable?: boolean
  /** Overrides the first direction: descending for numeric columns, ascending otherwise. */
  firstSortDirection?: SortDirection
  /** Classes on the column's header and cells, e.g. `hidden sm:table-cell` to leave it out on phones. */
  className?: string
  /** Its cells are the row headers; the first column unless one column says so (a rank before a name). */
  rowHeader?: boolean
}

export const dataTableVariants = cva(
  'w-full overflow-hidden rounded-brand border border-border bg-surface-raised text-on-surface',
)

/** The scroll container; `scroll` caps the height so the sticky header has room to stick. */
export const dataTableScrollVariants = cva('relative overflow-auto', {
  variants: {
    height: { scroll: 'max-h-[80vh]', auto: '' },
  },
  defaultVariants: { height: 'scroll' },
})

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof dataTableScrollVariants> & {
    columns: readonly DataTableColumn<Row>[]
    rows: readonly Row[]
    /** A stable key per row (player id, team slug). */
    rowKey: (row: Row, index: number) => string
    /** Names the table and its scroll region; strongly recommended. */
    caption?: React.ReactNode
    /** Rows after the body that never sort, e.g. team totals. */
    footerRows?: readonly Row[]
    /** Controlled sort (`SortableDataTable` in a client parent); `null` for the rows' own order. */
    sort?: SortState | null
    /** The first order; the server renders the rows already in it. */
    defaultSort?: SortState | null
    /** Called after a header click (`SortableDataTable` in a client parent only). */
    onSortChange?: (sort: SortState) => void
    /** Rows to emphasise (the followed club, the current player). */
    isRowHighlighted?: (row: Row) => boolean
    /** Keeps the header visible while the table scrolls (default true). */
    stickyHeader?: boolean
    /** Pins the column naming the rows (the player or club; else the first) while scrolling sideways (default true). */
    stickyFirstColumn?: boolean
    density?: 'comfortable' | 'compact'
    /** Shown in the body when there are no rows. */
    emptyMessage?: React.ReactNode
    /** Locale of the figures (`format`). */
    locale?: string
    /** Renders `href` cells: the site passes next-intl's `Link`; a plain `a` by default. */
    linkComponent?: React.ElementType
  }

function valueOf<Row>(column: DataTableColumn<Row>, row: Row): SortValue {
  return typeof column.accessor === 'function' ? column.accessor(row) : (row[column.accessor] as SortValue)
}

function hrefOf<Row>(column: DataTableColumn<Row>, row: Row): string | undefined {
  if (column.href === undefined) {
    return undefined
  }
  const href = typeof column.href === 'function' ? column.href(row) : row[column.href]
  return typeof href === 'string' ? href : undefined
}

function alignOf<Row>(column: DataTableColumn<Row>): PreparedColumn['align'] {
  return column.align ?? (column.numeric ? 'end' : 'start')
}

/**
 * A statistics table from columns described as data, rendered on the server with no client code: rows in
 * `defaultSort` order (or their own), the sorted column marked with `aria-sort`, headers not clickable.
 * `SortableDataTable` takes the same props and makes `sortable` columns sort.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return <DataTableView<Row> {...props} />
}

/** The header and body of a sortable table: the island `SortableDataTable` passes in. */
export type SortIsland = React.ComponentType<SortableTableSectionsProps>

/** `DataTable`, or `SortableDataTable` when given the sorting island. */
export function DataTableView<Row>({
  columns,
  rows,
  rowKey,
  caption,
  footerRows = [],
  sort,
  defaultSort = null,
  onSortChange,
  isRowHighlighted,
  stickyHeader = true,
  stickyFirstColumn = true,
  density = 'comfortable',
  emptyMessage = 'No data',
  locale = 'en',
  linkComponent: Link = 'a',
  height,
  className,
  'aria-label': ariaLabel,
  sortIsland: SortIsland,
  ...props
}: DataTableProps<Row> & { sortIsland?: SortIsland }) {
  const captionId = useId()
  const layout: TableLayout = { density, stickyHeader, stickyFirstColumn }
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  )
  const prepared: PreparedColumn[] = columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    description: column.description,
    align: alignOf(column),
    sortable: column.sortable ?? false,
    firstSortDirection: column.firstSortDirection ?? (column.numeric ? 'descending' : 'ascending'),
    className: column.className,
    rowHeader: index === rowHeaderIndex,
  }))

  function renderCell(column: DataTableColumn<Row>, row: Row): React.ReactNode {
    if (column.cell) {
      return column.cell(row)
    }
    const text = formatValue(valueOf(column, row), column.format ?? (column.numeric ? 'integer' : 'text'), locale)
    const href = hrefOf(column, row)
    return href ? (
      <Link href={href} className="text-link underline-offset-2 hover:underline">
        {text}
      </Link>
    ) : (
      text
    )
  }

  function prepareRow(row: Row, index: number): PreparedRow {
    return {
      key: rowKey(row, index),
      highlighted: isRowHighlighted?.(row) ?? false,
      cells: columns.map((column) => renderCell(column, row)),
      values: columns.map((column) => (column.sortable ? valueOf(column, row) : null)),
    }
  }

  const initialSort = sort === undefined ? defaultSort : sort
  const sortedColumn = columns.find((column) => column.key === initialSort?.key)
  // Sorted here too, so the HTML is in the chosen order before (or without) any JavaScript.
  const orderedRows =
    initialSort && sortedColumn ? sortRows(rows, (row) => valueOf(sortedColumn, row), initialSort.direction) : rows
  const bodyRows = orderedRows.map(prepareRow)
  const isSortable = SortIsland !== undefined && prepared.some((column) => column.sortable)
  const name = caption ? { 'aria-labelledby': captionId } : { 'aria-label': ariaLabel }

  return (
    <div data-slot="data-table" className={cn(dataTableVariants(), className)} {...props}>
      {/* The title sits outside the scroll container so it stays in view while the table scrolls
          sideways on a phone; it names both the table and the scroll region. */}
      {caption ? (
        <div id={captionId} data-slot="data-table-caption" className="px-3 py-2 text-left font-semibold">
          {caption}
        </div>
      ) : null}
      <Table
        data-slot="data-table-table"
        {...name}
        containerProps={{
          'data-slot': 'data-table-scroll',
          role: 'region',
          ...name,
          // A focusable, named region: keyboard users can scroll a wide table on a phone (WCAG 2.1.1).
          tabIndex: 0,
          className: cn('rounded-none border-0', dataTableScrollVariants({ height })),
        }}
      >
        {isSortable ? (
          <SortIsland
            columns={prepared}
            rows={bodyRows}
            layout={layout}
            emptyMessage={emptyMessage}
            sort={sort}
            defaultSort={initialSort}
            onSortChange={onSortChange}
          />
        ) : (
          <>
            <TableHeader data-slot="data-table-header">
              <DataTableHeadRow columns={prepared} sort={initialSort} layout={layout} />
            </TableHeader>
            <DataTableBody columns={prepared} rows={bodyRows} layout={layout} emptyMessage={emptyMessage} />
          </>
        )}
        {footerRows.length > 0 ? (
          <TableFooter data-slot="data-table-footer">
            <DataTableRows columns={prepared} rows={footerRows.map(prepareRow)} layout={layout} />
          </TableFooter>
        ) : null}
      </Table>
    </div>
  )
}
