// No 'use client': renders on the server (the cell renderers run there); sorting is DataTable's island.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { DataTable, type DataTableColumn } from '../data-table/data-table'
import { sharedRanks } from './shared-rank'

export const leadersListVariants = cva('flex flex-col gap-2 text-on-surface', {
  variants: {
    density: {
      comfortable: '',
      compact: 'text-sm',
    },
  },
  defaultVariants: { density: 'comfortable' },
})

export type LeaderEntry = {
  id: string
  playerName: string
  playerHref?: string
  teamName: string
  teamShortName: string
  /** Null where a rate has no attempts; shown as a dash. */
  value: number | null
  /** The place given by the source (ties already shared); computed from the values when absent. */
  rank?: number
  /** Games the value was measured over. */
  games?: number
  photoUrl?: string
}

/**
 * How the value reads: an average with one decimal (points per game), a total (whole numbers, a decimal only
 * where the source has one) or a percentage given 0–100.
 */
export type LeaderValueFormat = 'average' | 'total' | 'percentage'

const valueFormatOptions: Record<LeaderValueFormat, Intl.NumberFormatOptions> = {
  average: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  total: { maximumFractionDigits: 1 },
  percentage: { style: 'percent', maximumFractionDigits: 1 },
}

/** A leader's value as the list writes it ("20.0", "312", "91.7%", "–"); CSV downloads write the same. */
export function leaderValueText(value: number | null, valueFormat: LeaderValueFormat, locale: string): string {
  if (value === null) {
    return '–'
  }
  const values = new Intl.NumberFormat(locale, valueFormatOptions[valueFormat])
  return values.format(valueFormat === 'percentage' ? value / 100 : value)
}

export const leadersListDefaultLabels = {
  rank: 'Rank',
  player: 'Player',
  team: 'Team',
  games: 'G',
  gamesDescription: 'Games played',
  empty: 'No qualified players yet',
}

export type LeadersListLabels = typeof leadersListDefaultLabels

type RankedEntry = LeaderEntry & { rank: number; sharedRank: boolean }

export type LeadersListProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof leadersListVariants> & {
    /** Entries best first. */
    entries: readonly LeaderEntry[]
    /** Translated title, e.g. "Points per game"; names the table. */
    title: string
    /** Header of the value column (PTS) and its full name. */
    statLabel: string
    statDescription?: string
    /** Show only the first N entries (ties at the cut stay out). */
    limit?: number
    valueFormat?: LeaderValueFormat
    showPhotos?: boolean
    linkComponent?: React.ElementType
    locale?: string
    labels?: Partial<LeadersListLabels>
  }

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`
}

type ColumnContext = {
  text: LeadersListLabels
  formatValue: (value: number | null) => string
  showGames: boolean
  numbers: Intl.NumberFormat
  statLabel: string
  statDescription: string | undefined
  showPhotos: boolean
  Link: React.ElementType
}

// Built outside the component so the cell renderers are plain functions, not nested components.
function createColumns({
  text,
  formatValue,
  showGames,
  numbers,
  statLabel,
  statDescription,
  showPhotos,
  Link,
}: ColumnContext): DataTableColumn<RankedEntry>[] {
  const columns: DataTableColumn<RankedEntry>[] = [
    {
      key: 'player',
      header: text.player,
      accessor: (entry) => entry.rank,
      cell: (entry) => (
        <span data-slot="leaders-list-player" className="inline-flex items-center gap-2">
          <span data-slot="leaders-list-rank" className="w-7 text-right tabular-nums">
            {/* "T" style marks are unclear across languages: a shared rank simply repeats, with an equals sign. */}
            {entry.sharedRank ? <span aria-hidden>=</span> : null}
            {entry.rank}
            <span className="sr-only">. </span>
          </span>
          {showPhotos ? (
            <span
              data-slot="leaders-list-photo"
              className="hidden size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-bold text-on-surface sm:inline-flex"
            >
              {entry.photoUrl ? (
                <img src={entry.photoUrl} alt="" className="size-full object-cover" />
              ) : (
                <span aria-hidden>{initials(entry.playerName)}</span>
              )}
            </span>
          ) : null}
          {entry.playerHref ? (
            <Link
              href={entry.playerHref}
              className="max-w-36 truncate text-link underline-offset-2 hover:underline sm:max-w-none"
            >
              {entry.playerName}
            </Link>
          ) : (
            <span className="max-w-36 truncate sm:max-w-none">{entry.playerName}</span>
          )}
        </span>
      ),
    },
    {
      key: 'team',
      header: text.team,
      accessor: 'teamName',
      cell: (entry) => (
        <>
          <abbr title={entry.teamName} className="no-underline sm:hidden">
            {entry.teamShortName}
          </abbr>
          <span className="hidden sm:inline">{entry.teamName}</span>
        </>
      ),
    },
    {
      key: 'value',
      header: statLabel,
      description: statDescription,
      numeric: true,
      accessor: 'value',
      cell: (entry) => <span className="font-bold">{formatValue(entry.value)}</span>,
    },
  ]
  if (showGames) {
    columns.push({
      key: 'games',
      header: text.games,
      description: text.gamesDescription,
      numeric: true,
      accessor: 'games',
      cell: (entry) => (entry.games === undefined ? '–' : numbers.format(entry.games)),
    })
  }

  return columns
}

export function LeadersList({
  entries,
  title,
  statLabel,
  statDescription,
  limit,
  valueFormat = 'average',
  showPhotos = true,
  linkComponent: Link = 'a',
  density,
  locale = 'en',
  labels,
  className,
  ...props
}: LeadersListProps) {
  const text = { ...leadersListDefaultLabels, ...labels }
  const formatValue = (value: number | null) => leaderValueText(value, valueFormat, locale)
  const computed = sharedRanks(entries.map((entry) => entry.value))
  const ranks = entries.map((entry, index) => entry.rank ?? computed[index] ?? index + 1)
  const ranked: RankedEntry[] = entries
    .map((entry, index) => {
      const rank = ranks[index] ?? index + 1
      return { ...entry, rank, sharedRank: ranks.filter((other) => other === rank).length > 1 }
    })
    .slice(0, limit ?? entries.length)

  const columns = createColumns({
    text,
    formatValue,
    showGames: entries.some((entry) => entry.games !== undefined),
    numbers: new Intl.NumberFormat(locale),
    statLabel,
    statDescription,
    showPhotos,
    Link,
  })

  return (
    <div data-slot="leaders-list" className={cn(leadersListVariants({ density }), className)} {...props}>
      <DataTable<RankedEntry>
        caption={title}
        height="auto"
        stickyHeader={false}
        density={density ?? 'comfortable'}
        columns={columns}
        rows={ranked}
        rowKey={(entry) => entry.id}
        emptyMessage={text.empty}
      />
    </div>
  )
}
