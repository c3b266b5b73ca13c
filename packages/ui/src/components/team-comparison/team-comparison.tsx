// No 'use client': plain table parts, so the finished game's tab renders it on the server; the live tab's
// client island renders the same component with the figures it keeps up to date.
import { columnFormat, isStatKey, type ColumnFormat } from '@league/stats/columns'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'
import { formatValue } from '../data-table/format-value'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type TableProps,
} from '../table/table'

export const teamComparisonVariants = cva('', {
  variants: {
    width: {
      /** Centred and no wider than a reader follows across (beside other content). */
      narrow: 'mx-auto max-w-2xl',
      /** The page's width (the game centre's tab): each team's figures by its side, the bar between them. */
      full: '',
    },
  },
  defaultVariants: { width: 'full' },
})

/** One row: a statistic's key, its translated name and, for a figure that is no statistic key, its format. */
export type TeamComparisonStatistic<Key extends string> = {
  key: Key
  label: string
  /** Defaults to the statistics vocabulary's format of the key (`columnFormat`), else a whole number. */
  format?: ColumnFormat
}

/** A team's name and its figures by key (percentages 0–100; null or absent where there is no figure). */
export type TeamComparisonSide<Key extends string> = {
  name: string
  /** The club's code (PAR): the column's heading on a phone, where two sponsors' names do not fit. */
  shortName?: string
  /** The club's crest and colours for its mark beside the heading; without them no mark is drawn. */
  logoUrl?: string
  colours?: ClubColours | null
  values: Partial<Record<Key, number | null>>
}

export type TeamComparisonProps<Key extends string> = Omit<TableProps, 'children'> &
  VariantProps<typeof teamComparisonVariants> & {
    caption: string
    /** Heading of the first column, where the statistics' names stand. */
    statisticHeading: string
    home: TeamComparisonSide<Key>
    away: TeamComparisonSide<Key>
    /** The rows in order; a statistic either team has no figure for is left out. */
    statistics: readonly TeamComparisonStatistic<Key>[]
    locale?: string
    density?: 'comfortable' | 'compact'
  }

function formatOf<Key extends string>(statistic: TeamComparisonStatistic<Key>): ColumnFormat {
  return statistic.format ?? (isStatKey(statistic.key) ? columnFormat(statistic.key) : 'integer')
}

/**
 * The two teams of one game side by side, figure by figure: the statistic's name first (pinned while a phone
 * scrolls sideways), the home team's figure, a bar of the two teams' shares, the away team's figure.
 */
export function TeamComparison<Key extends string>({
  caption,
  statisticHeading,
  home,
  away,
  statistics,
  locale = 'en',
  density = 'compact',
  width,
  containerProps,
  className,
  ...props
}: TeamComparisonProps<Key>) {
  const rows = statistics.flatMap((statistic) => {
    const homeValue = home.values[statistic.key]
    const awayValue = away.values[statistic.key]
    return typeof homeValue === 'number' && typeof awayValue === 'number'
      ? [{ ...statistic, format: formatOf(statistic), home: homeValue, away: awayValue }]
      : []
  })
  return (
    <Table
      data-slot="team-comparison"
      // Fixed columns: the statistic's name, each team's figures by its side and the bar between them, so
      // neither team's figures can be pushed out of a phone's screen by a long sponsor's name.
      className={cn('table-fixed', className)}
      // The width is the container's, so its border and background wrap the narrow table.
      containerProps={{
        ...containerProps,
        className: cn(teamComparisonVariants({ width }), containerProps?.className),
      }}
      {...props}
    >
      <TableCaption className="text-left font-heading text-lg font-semibold">{caption}</TableCaption>
      <colgroup>
        <col className="w-28 sm:w-48" />
        {/* Wide enough on a desktop for a sponsor's name in two lines above its team's figures. */}
        <col className="w-16 sm:w-28 lg:w-52" />
        <col />
        <col className="w-16 sm:w-28 lg:w-52" />
      </colgroup>
      <TableHeader>
        <TableRow>
          <TableHead stickyColumn className="whitespace-normal">
            {statisticHeading}
          </TableHead>
          <TableHead align="end" className="whitespace-normal">
            <TeamHeading side={home} align="end" />
          </TableHead>
          {/* The bar's column: the figures beside it name what it shows. */}
          <td aria-hidden className="border-b border-border" />
          <TableHead className="whitespace-normal">
            <TeamHeading side={away} align="start" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead
              scope="row"
              stickyColumn
              density={density}
              className="font-normal whitespace-normal text-on-muted"
            >
              {row.label}
            </TableHead>
            <TableCell align="end" density={density} className="font-semibold">
              {formatValue(row.home, row.format, locale)}
            </TableCell>
            <td aria-hidden data-slot="team-comparison-bar" className="border-b border-border px-1">
              <ShareBar home={row.home} away={row.away} />
            </td>
            <TableCell density={density} className="font-semibold tabular-nums">
              {formatValue(row.away, row.format, locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The home team's share of the two figures from the left in its colour, the away team's from the right in its. */
function ShareBar({ home, away }: { home: number; away: number }) {
  const total = home + away
  const homeShare = total > 0 ? (home / total) * 100 : 50
  return (
    <span className="relative flex h-2 w-full overflow-hidden rounded-full bg-muted">
      <span className="h-full bg-brand" style={{ width: `${homeShare}%` }} />
      <span className="h-full grow bg-accent" />
      {/* Level: a mark at the middle, so which side leads reads at a glance. */}
      <span className="absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-surface-raised" />
    </span>
  )
}

/** A team's column heading: its mark, then its code on a phone and its full name from the small breakpoint. */
function TeamHeading<Key extends string>({ side, align }: { side: TeamComparisonSide<Key>; align: 'start' | 'end' }) {
  const mark =
    side.logoUrl !== undefined || side.colours ? (
      <TeamMark
        name={side.name}
        shortName={side.shortName ?? side.name}
        logoUrl={side.logoUrl}
        colours={side.colours}
        tone={align === 'end' ? 'home' : 'away'}
        size="sm"
        decorative
      />
    ) : null
  return (
    <span
      data-slot="team-comparison-team"
      className={cn('inline-flex items-center gap-2', align === 'end' && 'flex-row-reverse')}
    >
      {mark}
      {side.shortName === undefined ? (
        <span className="break-words">{side.name}</span>
      ) : (
        <>
          {/* The full name stays in the accessibility tree; the code is what a phone shows of it. */}
          <span aria-hidden className="sm:hidden">
            {side.shortName}
          </span>
          <span className="sr-only sm:not-sr-only sm:break-words">{side.name}</span>
        </>
      )}
    </span>
  )
}
