// No 'use client': renders on the server (the cell renderers run there); sorting is DataTable's island.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { DataTable, type DataTableColumn } from '../data-table/data-table'

export const recordsTableVariants = cva('flex flex-col gap-2 text-on-surface', {
  variants: {
    density: {
      comfortable: '',
      compact: 'text-sm',
    },
  },
  defaultVariants: { density: 'comfortable' },
})

export type GameRecord = {
  id: string
  /** Translated statistic name ("Points"). */
  stat: string
  value: number
  /** Absent for team records. */
  playerName?: string
  playerHref?: string
  teamName: string
  opponentName: string
  /** ISO date of the game. */
  date: string
  gameHref: string
}

export const recordsTableDefaultLabels = {
  caption: 'Single-game records',
  stat: 'Statistic',
  value: 'Record',
  player: 'Player',
  team: 'Team',
  opponent: 'Opponent',
  date: 'Date',
  game: 'Game',
  viewGame: 'Box score',
  versus: 'vs {opponent}',
}

export type RecordsTableLabels = typeof recordsTableDefaultLabels

export type RecordsTableProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof recordsTableVariants> & {
    records: readonly GameRecord[]
    linkComponent?: React.ElementType
    timeZone?: string
    locale?: string
    labels?: Partial<RecordsTableLabels>
  }

type ColumnContext = {
  text: RecordsTableLabels
  numbers: Intl.NumberFormat
  dates: Intl.DateTimeFormat
  Link: React.ElementType
}

// Built outside the component so the cell renderers are plain functions, not nested components.
function createColumns({ text, numbers, dates, Link }: ColumnContext): DataTableColumn<GameRecord>[] {
  const columns: DataTableColumn<GameRecord>[] = [
    { key: 'stat', header: text.stat, accessor: 'stat' },
    {
      key: 'value',
      header: text.value,
      numeric: true,
      accessor: 'value',
      cell: (record) => <span className="font-heading text-lg font-bold">{numbers.format(record.value)}</span>,
    },
    {
      key: 'player',
      header: text.player,
      accessor: (record) => record.playerName ?? record.teamName,
      cell: (record) => (
        <span className="flex flex-col">
          {record.playerName ? (
            record.playerHref ? (
              <Link href={record.playerHref} className="text-link underline-offset-2 hover:underline">
                {record.playerName}
              </Link>
            ) : (
              <span>{record.playerName}</span>
            )
          ) : null}
          <span className={record.playerName ? 'text-xs text-on-muted' : ''}>{record.teamName}</span>
        </span>
      ),
    },
    { key: 'opponent', header: text.opponent, accessor: 'opponentName' },
    {
      key: 'date',
      header: text.date,
      accessor: 'date',
      cell: (record) => <time dateTime={record.date}>{dates.format(new Date(`${record.date}T12:00:00Z`))}</time>,
    },
    {
      key: 'game',
      header: text.game,
      accessor: 'gameHref',
      cell: (record) => (
        <Link href={record.gameHref} className="text-link underline-offset-2 hover:underline">
          {text.viewGame}
          <span className="sr-only">{`: ${record.teamName} ${text.versus.replace('{opponent}', record.opponentName)}, ${dates.format(new Date(`${record.date}T12:00:00Z`))}`}</span>
        </Link>
      ),
    },
  ]
  return columns
}

export function RecordsTable({
  records,
  linkComponent: Link = 'a',
  timeZone = 'Europe/Belgrade',
  density,
  locale = 'en',
  labels,
  className,
  ...props
}: RecordsTableProps) {
  const text = { ...recordsTableDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone })
  const columns = createColumns({ text, numbers, dates, Link })

  return (
    <div data-slot="records-table" className={cn(recordsTableVariants({ density }), className)} {...props}>
      <DataTable<GameRecord>
        caption={text.caption}
        height="auto"
        stickyHeader={false}
        density={density ?? 'comfortable'}
        columns={columns}
        rows={records}
        rowKey={(record) => record.id}
      />
    </div>
  )
}
