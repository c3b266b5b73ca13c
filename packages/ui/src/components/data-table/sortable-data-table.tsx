// No 'use client': the table still renders on the server; only its header and body order are the island.
import { DataTableView, type DataTableProps } from './data-table'
import { SortableTableSections } from './sortable-table'

/**
 * `DataTable` whose `sortable` columns sort when their header is chosen. The server renders every row in
 * the default order; the island (`sortable-table.tsx`) reorders the rendered rows, so import this only
 * where readers sort: it adds that island's JavaScript to the page.
 */
export function SortableDataTable<Row>(props: DataTableProps<Row>) {
  return <DataTableView<Row> {...props} sortIsland={SortableTableSections} />
}
