import type { DataTableColumn } from './data-table'
import type { BoxScoreLine } from './data-table.fixtures'

/** Box-score columns used by the stories and tests. */
export const boxScoreColumns: DataTableColumn<BoxScoreLine>[] = [
  { key: 'player', header: 'Player', accessor: 'player', sortable: true },
  { key: 'jersey', header: '#', description: 'Jersey number', accessor: 'jersey', numeric: true },
  {
    key: 'minutes',
    header: 'MIN',
    description: 'Minutes played',
    accessor: 'seconds',
    cell: (line) => line.minutes ?? 'DNP',
    numeric: true,
    sortable: true,
  },
  { key: 'PTS', header: 'PTS', description: 'Points', accessor: 'PTS', numeric: true, sortable: true },
  { key: 'REB', header: 'REB', description: 'Rebounds', accessor: 'REB', numeric: true, sortable: true },
  { key: 'AST', header: 'AST', description: 'Assists', accessor: 'AST', numeric: true, sortable: true },
  { key: 'STL', header: 'STL', description: 'Steals', accessor: 'STL', numeric: true, sortable: true },
  { key: 'BLK', header: 'BLK', description: 'Blocks', accessor: 'BLK', numeric: true, sortable: true },
  {
    key: 'PIR',
    header: 'PIR',
    description: 'Performance index rating',
    accessor: 'PIR',
    numeric: true,
    sortable: true,
  },
  {
    key: 'plusMinus',
    header: '+/−',
    description: 'Plus-minus',
    accessor: 'plusMinus',
    cell: (line) =>
      line.plusMinus === null ? '—' : line.plusMinus > 0 ? `+${line.plusMinus}` : String(line.plusMinus),
    numeric: true,
    sortable: true,
  },
]
