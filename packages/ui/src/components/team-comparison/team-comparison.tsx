// No 'use client': plain table parts, so the finished game's tab renders it on the server; the live tab's
// client island renders the same component with the figures it keeps up to date.
import { columnFormat, isStatKey, type ColumnFormat } from '@league/stats/columns'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/utils'
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
      /** Centred and no wider than a reader follows across (the game centre's tab). */
      narrow: 'mx-auto max-w-2xl',
      full: '',
    },
  },
  defaultVariants: { width: 'narrow' },
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
  values: Partial<Record<Key, number | null>>
}

export type TeamComparisonProps<Key extends string> = Omit<TableProps, 'children'> &
  VariantProps<typeof teamComparisonVariants> & {
    caption: string
    /** Heading of the middle column, where the statistics' names stand. */
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

/** The two teams of one game side by side, figure by figure: home on the left, the statistic in the middle. */
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
      // The width is the container's, so its border and background wrap the narrow table.
      containerProps={{
        ...containerProps,
        className: cn(teamComparisonVariants({ width }), containerProps?.className),
      }}
      {...props}
    >
      <TableCaption className="text-left font-heading text-lg font-semibold">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead align="end">{home.name}</TableHead>
          <TableHead align="center" className="text-on-muted">
            {statisticHeading}
          </TableHead>
          <TableHead>{away.name}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell align="end" density={density}>
              {formatValue(row.home, row.format, locale)}
            </TableCell>
            <TableHead scope="row" align="center" density={density} className="font-normal text-on-muted">
              {row.label}
            </TableHead>
            <TableCell density={density}>{formatValue(row.away, row.format, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
