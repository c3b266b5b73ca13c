'use client'

// The only client code of a data table: the header buttons and the order of the body rows. The server
// renders every cell; this island receives them rendered and only reorders rows.
import type * as React from 'react'
import { useState } from 'react'
import { TableHeader } from '../table/table'
import {
  DataTableBody,
  DataTableHeadRow,
  type PreparedColumn,
  type PreparedRow,
  type TableLayout,
} from './data-table-parts'
import { nextSort, sortRows, type SortState } from './sort-rows'

export type SortableTableSectionsProps = {
  columns: readonly PreparedColumn[]
  rows: readonly PreparedRow[]
  layout: TableLayout
  emptyMessage: React.ReactNode
  /** Controlled sort; `null` for the rows' own order. */
  sort?: SortState | null
  defaultSort?: SortState | null
  onSortChange?: (sort: SortState) => void
}

/** The header and body of a sortable table (`aria-sort` on the sorted header, buttons reachable by Tab). */
export function SortableTableSections({
  columns,
  rows,
  layout,
  emptyMessage,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
}: SortableTableSectionsProps) {
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort)
  const sort = controlledSort === undefined ? uncontrolledSort : controlledSort
  const columnIndex = columns.findIndex((column) => column.key === sort?.key)
  const visibleRows = sort && columnIndex >= 0 ? sortRows(rows, (row) => row.values[columnIndex], sort.direction) : rows

  function changeSort(column: PreparedColumn) {
    const next = nextSort(sort, column.key, column.firstSortDirection)
    setUncontrolledSort(next)
    onSortChange?.(next)
  }

  return (
    <>
      <TableHeader data-slot="data-table-header">
        <DataTableHeadRow columns={columns} sort={sort} onSort={changeSort} layout={layout} />
      </TableHeader>
      <DataTableBody columns={columns} rows={visibleRows} layout={layout} emptyMessage={emptyMessage} />
    </>
  )
}
