'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { columnFormat, TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { liveTeamStats, type LiveTeamNames, type TeamComparisonKey } from '@/lib/live/game-centre'
import { useLiveGameCentre } from './use-live-game-centre'

/** The two teams' figures side by side, as the finished game's tab shows them, updated with every event. */
export function LiveTeamStats({
  initial,
  teams,
  caption,
  statistic,
  statLabels,
  locale,
}: {
  initial: LiveGameStateResponse
  teams: LiveTeamNames
  caption: string
  /** Heading of the middle column. */
  statistic: string
  statLabels: Record<TeamComparisonKey, string>
  locale: string
}) {
  const { state } = useLiveGameCentre(initial)
  const home = liveTeamStats(state, 'home')
  const away = liveTeamStats(state, 'away')
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  // Percentages are 0–100 (null without attempts, then the row is left out, as for a finished game).
  const format = (key: TeamComparisonKey, value: number) =>
    columnFormat(key) === 'percentage' ? percent.format(value / 100) : numbers.format(value)
  const rows = TEAM_GAME_COMPARISON_KEYS.flatMap((key) => {
    const homeValue = home[key]
    const awayValue = away[key]
    return homeValue !== null && awayValue !== null ? [{ key, home: homeValue, away: awayValue }] : []
  })
  return (
    <Table className="mx-auto max-w-2xl" data-live-tab="team-stats">
      <TableCaption className="text-left font-heading text-lg font-semibold">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead align="end">{teams.home.name}</TableHead>
          <TableHead align="center" className="text-on-muted">
            {statistic}
          </TableHead>
          <TableHead>{teams.away.name}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell align="end" density="compact">
              {format(row.key, row.home)}
            </TableCell>
            <TableHead scope="row" align="center" density="compact" className="font-normal text-on-muted">
              {statLabels[row.key]}
            </TableHead>
            <TableCell density="compact">{format(row.key, row.away)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
