// No 'use client': renders on the server (the cell renderers run there); sorting is SortableDataTable's island,
// which the caller passes in only where readers sort, so a plain box score ships no client code.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'
import { DataTable, type DataTableColumn } from '../data-table/data-table'
import { boxScoreTotals, formatMinutes, type BoxScoreStats } from './box-score-totals'

export type { BoxScoreStats } from './box-score-totals'

export const boxScoreVariants = cva('flex flex-col gap-2', {
  variants: {
    side: {
      home: '',
      away: '',
    },
  },
  defaultVariants: { side: 'home' },
})

export type BoxScorePlayer = {
  id: string
  name: string
  jersey: string
  starter: boolean
  href?: string
  /** null when the player was on the game sheet but did not play. */
  stats: BoxScoreStats | null
  /** Translated reason, when known ("Injured", "Coach's decision"). */
  notPlayingReason?: string
}

export type BoxScoreTeam = {
  name: string
  shortName: string
  logoUrl?: string
  /** The club's colours, for the badge of a club without a crest. */
  colours?: ClubColours | null
  players: BoxScorePlayer[]
}

export const boxScoreDefaultLabels = {
  player: 'Player',
  starter: 'starter',
  didNotPlay: 'DNP',
  didNotPlayDescription: 'Did not play',
  totals: 'Totals',
  MIN: 'Minutes',
  PTS: 'Points',
  '2P': '2-point field goals',
  '3P': '3-point field goals',
  FG: 'Field goals',
  FT: 'Free throws',
  OREB: 'Offensive rebounds',
  DREB: 'Defensive rebounds',
  REB: 'Rebounds',
  AST: 'Assists',
  STL: 'Steals',
  TOV: 'Turnovers',
  BLK: 'Blocks',
  PF: 'Personal fouls',
  FD: 'Fouls drawn',
  '+/-': 'Plus-minus',
  PIR: 'Performance index rating',
}

export type BoxScoreLabels = typeof boxScoreDefaultLabels

/** The figure columns, named by their English abbreviation. */
export type BoxScoreColumn = Exclude<
  keyof BoxScoreLabels,
  'player' | 'starter' | 'didNotPlay' | 'didNotPlayDescription' | 'totals'
>

type Row = { kind: 'player'; player: BoxScorePlayer } | { kind: 'totals'; stats: BoxScoreStats }

export type BoxScoreProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof boxScoreVariants> & {
    team: BoxScoreTeam
    density?: 'comfortable' | 'compact'
    linkComponent?: React.ElementType
    locale?: string
    labels?: Partial<BoxScoreLabels>
    /** Column headings in the reader's language ("ОЧК" for PTS); the English abbreviation by default. */
    headers?: Partial<Record<BoxScoreColumn, string>>
    /**
     * The table that renders it: `DataTable` (no client code) by default; pass `SortableDataTable` where
     * readers sort the figure columns (it adds the sorting island's JavaScript to the page).
     */
    tableComponent?: typeof DataTable
  }

type ColumnContext = {
  text: BoxScoreLabels
  numbers: Intl.NumberFormat
  percent: Intl.NumberFormat
  Link: React.ElementType
  totals: BoxScoreStats
  headers: Partial<Record<BoxScoreColumn, string>>
  sortable: boolean
}

// The column builders live outside the component so the cell renderers are plain functions, not nested
// components.

/** A figure column; `format` writes the cell when the plain number is not enough (minutes, shooting, +/-). */
function statColumn(
  { text, numbers, headers, sortable }: ColumnContext,
  key: BoxScoreColumn,
  value: (stats: BoxScoreStats) => number,
  format?: (stats: BoxScoreStats) => string,
): DataTableColumn<Row> {
  return {
    key,
    header: headers[key] ?? key,
    description: text[key],
    numeric: true,
    sortable,
    accessor: (row) => {
      const stats = statsOf(row)
      return stats ? value(stats) : null
    },
    cell: (row) => {
      const stats = statsOf(row)
      if (!stats) {
        return key === 'MIN' ? (
          <span title={row.kind === 'player' ? (row.player.notPlayingReason ?? text.didNotPlayDescription) : undefined}>
            {text.didNotPlay}
          </span>
        ) : (
          '—'
        )
      }
      return format ? format(stats) : numbers.format(value(stats))
    },
  }
}

function statsOf(row: Row): BoxScoreStats | null {
  return row.kind === 'player' ? row.player.stats : row.stats
}

/** Made/attempted, sorted by makes; the totals line adds the percentage. */
function shootingColumn(
  context: ColumnContext,
  key: '2P' | '3P' | 'FG' | 'FT',
  made: (stats: BoxScoreStats) => number,
  attempted: (stats: BoxScoreStats) => number,
): DataTableColumn<Row> {
  const { numbers, percent, totals } = context
  return statColumn(context, key, made, (stats) => {
    const line = `${numbers.format(made(stats))}/${numbers.format(attempted(stats))}`
    // Percentages only on the totals line: for one player a 1/1 reads better than 100 %.
    return stats === totals && attempted(stats) > 0 ? `${line} ${percent.format(made(stats) / attempted(stats))}` : line
  })
}

/** Jersey, name (a link when the player has a page), the starter's mark and why a player did not play. */
function playerColumn({ text, Link }: ColumnContext): DataTableColumn<Row> {
  return {
    key: 'player',
    header: text.player,
    accessor: (row) => (row.kind === 'player' ? row.player.name : ''),
    cell: (row) => {
      if (row.kind === 'totals') {
        return text.totals
      }
      const { player } = row
      return (
        <span data-slot="box-score-player" className="inline-flex max-w-44 items-baseline gap-2 sm:max-w-none">
          <span className="w-5 text-right text-xs text-on-muted tabular-nums">{player.jersey}</span>
          {player.href ? (
            <Link href={player.href} className="truncate text-link underline-offset-2 hover:underline">
              {player.name}
            </Link>
          ) : (
            <span className="truncate">{player.name}</span>
          )}
          {player.starter ? (
            <>
              <span aria-hidden>*</span>
              <span className="sr-only">({text.starter})</span>
            </>
          ) : null}
          {player.stats === null && player.notPlayingReason ? (
            <span data-slot="box-score-reason" className="text-xs font-normal text-on-muted">
              {player.notPlayingReason}
            </span>
          ) : null}
        </span>
      )
    },
  }
}

function createColumns(context: ColumnContext): DataTableColumn<Row>[] {
  const { numbers, totals } = context
  const stat = (
    key: BoxScoreColumn,
    value: (stats: BoxScoreStats) => number,
    format?: (stats: BoxScoreStats) => string,
  ) => statColumn(context, key, value, format)
  return [
    playerColumn(context),
    stat(
      'MIN',
      (stats) => stats.seconds,
      (stats) => formatMinutes(stats.seconds / 60),
    ),
    stat('PTS', (stats) => stats.points),
    shootingColumn(
      context,
      '2P',
      (stats) => stats.twoPointersMade,
      (stats) => stats.twoPointersAttempted,
    ),
    shootingColumn(
      context,
      '3P',
      (stats) => stats.threePointersMade,
      (stats) => stats.threePointersAttempted,
    ),
    shootingColumn(
      context,
      'FG',
      (stats) => stats.twoPointersMade + stats.threePointersMade,
      (stats) => stats.twoPointersAttempted + stats.threePointersAttempted,
    ),
    shootingColumn(
      context,
      'FT',
      (stats) => stats.freeThrowsMade,
      (stats) => stats.freeThrowsAttempted,
    ),
    stat('OREB', (stats) => stats.offensiveRebounds),
    stat('DREB', (stats) => stats.defensiveRebounds),
    stat('REB', (stats) => stats.rebounds),
    stat('AST', (stats) => stats.assists),
    stat('STL', (stats) => stats.steals),
    stat('TOV', (stats) => stats.turnovers),
    stat('BLK', (stats) => stats.blocks),
    stat('PF', (stats) => stats.foulsCommitted),
    stat('FD', (stats) => stats.foulsDrawn),
    stat(
      '+/-',
      (stats) => stats.plusMinus,
      (stats) =>
        stats === totals
          ? ''
          : stats.plusMinus > 0
            ? `+${numbers.format(stats.plusMinus)}`
            : numbers.format(stats.plusMinus),
    ),
    stat('PIR', (stats) => stats.pir),
  ]
}

export function BoxScore({
  team,
  side,
  density = 'compact',
  linkComponent: Link = 'a',
  locale = 'en',
  labels,
  headers = {},
  tableComponent: Table = DataTable,
  className,
  ...props
}: BoxScoreProps) {
  const text = { ...boxScoreDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  // Starters first, then the bench, each in the order given.
  const players = [
    ...team.players.filter((player) => player.starter),
    ...team.players.filter((player) => !player.starter),
  ]
  const totals = boxScoreTotals(players.map((player) => player.stats))
  const columns = createColumns({ text, numbers, percent, Link, totals, headers, sortable: Table !== DataTable })

  return (
    <div data-slot="box-score" data-side={side} className={cn(boxScoreVariants({ side }), className)} {...props}>
      <Table<Row>
        height="auto"
        density={density}
        stickyHeader={false}
        caption={
          <span data-slot="box-score-team" className="inline-flex items-center gap-2">
            <TeamMark
              name={team.name}
              shortName={team.shortName}
              logoUrl={team.logoUrl}
              colours={team.colours}
              tone={side ?? 'home'}
              size="sm"
              decorative
            />
            <span className="font-heading text-base">{team.name}</span>
          </span>
        }
        columns={columns}
        rows={players.map((player) => ({ kind: 'player', player }))}
        rowKey={(row) => (row.kind === 'player' ? row.player.id : 'totals')}
        footerRows={[{ kind: 'totals', stats: totals }]}
      />
    </div>
  )
}
