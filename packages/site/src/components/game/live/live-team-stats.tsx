'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { columnFormat, TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import { GameFlow, type GameFlowLabels } from '@league/ui/components/game-flow/game-flow'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { useId } from 'react'
import { liveTeamStats, type LiveTeamNames, type TeamComparisonKey } from '@/lib/live/game-centre'
import { liveFlowPoints } from '@/lib/live/live-flow'
import { useLiveGameCentre } from './use-live-game-centre'

/**
 * The game flow (the margin after every basket, drawn by the kit's GameFlow as the finished game's tab draws
 * it) and the two teams' figures side by side, both updated with every event.
 */
export function LiveTeamStats({
  initial,
  flow,
  teams,
  caption,
  statistic,
  statLabels,
  locale,
}: {
  initial: LiveGameStateResponse
  /** The chart's heading and label templates (namespace `Flow`). */
  flow: { title: string; labels: Partial<GameFlowLabels> }
  teams: LiveTeamNames
  caption: string
  /** Heading of the middle column. */
  statistic: string
  statLabels: Record<TeamComparisonKey, string>
  locale: string
}) {
  const { state, plays } = useLiveGameCentre(initial)
  const flowHeadingId = useId()
  const flowPoints = liveFlowPoints(plays, state.setup)
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
    <div className="flex flex-col gap-8">
      {flowPoints.length === 0 ? null : (
        <section aria-labelledby={flowHeadingId}>
          <h2 id={flowHeadingId} className="mb-3 font-heading text-lg font-semibold">
            {flow.title}
          </h2>
          <GameFlow
            points={flowPoints}
            home={{ name: teams.home.name, shortName: teams.home.code }}
            away={{ name: teams.away.name, shortName: teams.away.code }}
            locale={locale}
            labels={flow.labels}
          />
        </section>
      )}
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
    </div>
  )
}
