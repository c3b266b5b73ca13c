'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId, useState } from 'react'
import { cn } from '../../lib/utils'
import { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort-rows'

export type { SortDirection, SortState, SortValue } from './sort-rows'

/** One column, described as data. */
export type DataTableColumn<Row> = {
  /** Stable id, used for sorting state (`PTS`, `player`). */
  key: string
  /** Visible header: short stat keys are fine when `description` spells them out. */
  header: React.ReactNode
  /** Full name of an abbreviated header ("Points" for PTS), shown as a tooltip and read aloud. */
  description?: string
  /** The value the column shows and sorts by: a property name or a function. */
  accessor: keyof Row | ((row: Row) => SortValue)
  /** Custom rendering (a link, a badge); sorting still uses `accessor`. */
  cell?: (row: Row) => React.ReactNode
  /** Right-aligned tabular figures; first sort descending (highest first). */
  numeric?: boolean
  sortable?: boolean
  /** Overrides the first direction: descending for numeric columns, ascending otherwise. */
  firstSortDirection?: SortDirection
  className?: string
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

export const dataTableCellVariants = cva('border-b border-border whitespace-nowrap', {
  variants: {
    density: { comfortable: 'px-3 py-2.5', compact: 'px-2 py-1 text-sm' },
    numeric: { true: 'text-right tabular-nums', false: 'text-left' },
    pinned: { true: 'sticky left-0 z-10 bg-inherit shadow-[1px_0_0_var(--color-border)]', false: '' },
  },
  defaultVariants: { density: 'comfortable', numeric: false, pinned: false },
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
    /** Controlled sort; `null` for the rows' own order. */
    sort?: SortState | null
    defaultSort?: SortState | null
    onSortChange?: (sort: SortState) => void
    /** Rows to emphasise (the followed club, the current player). */
    isRowHighlighted?: (row: Row) => boolean
    /** Keeps the header visible while the table scrolls (default true). */
    stickyHeader?: boolean
    /** Pins the first column (the player or club) while scrolling sideways (default true). */
    stickyFirstColumn?: boolean
    density?: 'comfortable' | 'compact'
    /** Shown in the body when there are no rows. */
    emptyMessage?: React.ReactNode
  }

function valueOf<Row>(column: DataTableColumn<Row>, row: Row): SortValue {
  return typeof column.accessor === 'function' ? column.accessor(row) : (row[column.accessor] as SortValue)
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg data-slot="data-table-sort-icon" aria-hidden viewBox="0 0 12 12" className="size-3">
      <path d="M6 1 9.5 5h-7Z" className={direction === 'ascending' ? 'fill-current' : 'fill-current opacity-30'} />
      <path d="M6 11 2.5 7h7Z" className={direction === 'descending' ? 'fill-current' : 'fill-current opacity-30'} />
    </svg>
  )
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  footerRows = [],
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  isRowHighlighted,
  stickyHeader = true,
  stickyFirstColumn = true,
  density = 'comfortable',
  emptyMessage = 'No data',
  height,
  className,
  'aria-label': ariaLabel,
  ...props
}: DataTableProps<Row>) {
  const captionId = useId()
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort)
  const sort = controlledSort === undefined ? uncontrolledSort : controlledSort
  const sortedColumn = columns.find((column) => column.key === sort?.key)
  const visibleRows = sort && sortedColumn ? sortRows(rows, (row) => valueOf(sortedColumn, row), sort.direction) : rows

  function changeSort(column: DataTableColumn<Row>) {
    const firstDirection = column.firstSortDirection ?? (column.numeric ? 'descending' : 'ascending')
    const next = nextSort(sort, column.key, firstDirection)
    setUncontrolledSort(next)
    onSortChange?.(next)
  }

  function renderRow(row: Row, index: number, section: 'body' | 'footer') {
    return (
      <tr
        key={rowKey(row, index)}
        data-slot="data-table-row"
        data-highlighted={isRowHighlighted?.(row) ? '' : undefined}
        className={cn(
          'bg-surface-raised data-highlighted:bg-muted data-highlighted:font-semibold',
          section === 'body' && 'even:bg-surface hover:bg-muted',
          section === 'footer' && 'bg-muted font-semibold',
        )}
      >
        {columns.map((column, columnIndex) => {
          const cellClass = cn(
            dataTableCellVariants({
              density,
              numeric: column.numeric ?? false,
              pinned: stickyFirstColumn && columnIndex === 0,
            }),
            column.className,
          )
          const content = column.cell ? column.cell(row) : (valueOf(column, row) ?? '—')
          // The first column names the row (player, club): a row header for screen readers.
          return columnIndex === 0 ? (
            <th key={column.key} scope="row" data-slot="data-table-cell" className={cn(cellClass, 'font-medium')}>
              {content}
            </th>
          ) : (
            <td key={column.key} data-slot="data-table-cell" className={cellClass}>
              {content}
            </td>
          )
        })}
      </tr>
    )
  }

  return (
    <div data-slot="data-table" className={cn(dataTableVariants(), className)} {...props}>
      {/* The title sits outside the scroll container so it stays in view while the table scrolls
          sideways on a phone; it names both the table and the scroll region. */}
      {caption ? (
        <div id={captionId} data-slot="data-table-caption" className="px-3 py-2 text-left font-semibold">
          {caption}
        </div>
      ) : null}
      <section
        data-slot="data-table-scroll"
        aria-labelledby={caption ? captionId : undefined}
        aria-label={caption ? undefined : ariaLabel}
        // A focusable, named region: keyboard users can scroll a wide table on a phone (WCAG 2.1.1).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={dataTableScrollVariants({ height })}
      >
        <table
          data-slot="data-table-table"
          aria-labelledby={caption ? captionId : undefined}
          aria-label={caption ? undefined : ariaLabel}
          className="w-full border-separate border-spacing-0 text-sm"
        >
          <thead data-slot="data-table-header">
            <tr className="bg-surface-raised">
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
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction}
                    data-slot="data-table-head"
                    className={cn(
                      dataTableCellVariants({
                        density,
                        numeric: column.numeric ?? false,
                        pinned: stickyFirstColumn && columnIndex === 0,
                      }),
                      'text-xs font-semibold text-on-muted uppercase',
                      stickyHeader && 'sticky top-0 z-20',
                      stickyHeader && stickyFirstColumn && columnIndex === 0 && 'z-30',
                      column.className,
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-slot="data-table-sort-button"
                        data-state={direction ?? 'unsorted'}
                        onClick={() => changeSort(column)}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-sm uppercase hover:text-on-surface data-[state=ascending]:text-on-surface data-[state=descending]:text-on-surface',
                          column.numeric && 'flex-row-reverse',
                        )}
                      >
                        {label}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody data-slot="data-table-body">
            {visibleRows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  data-slot="data-table-empty"
                  className="px-3 py-6 text-center text-on-muted"
                >
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visibleRows.map((row, index) => renderRow(row, index, 'body'))
            )}
          </tbody>
          {footerRows.length > 0 ? (
            <tfoot data-slot="data-table-footer">
              {footerRows.map((row, index) => renderRow(row, index, 'footer'))}
            </tfoot>
          ) : null}
        </table>
      </section>
    </div>
  )
}
