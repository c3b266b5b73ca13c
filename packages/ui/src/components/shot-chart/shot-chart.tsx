'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '../../lib/utils'
import { fillTemplate } from '../scoreboard/template'
import { shotZones, summarizeZones, type Shot, type ShotZone } from './court-geometry'
import { CourtLines, courtDrawingLength, courtDrawingWidth, courtViewBox } from './court-lines'
import { useControllableState } from './use-controllable-state'

export const shotChartVariants = cva('flex flex-col gap-4 text-on-surface', {
  variants: {
    density: {
      comfortable: 'text-sm',
      compact: 'text-xs',
    },
  },
  defaultVariants: { density: 'comfortable' },
})

export type ShotChartTeam = { name: string; shortName: string }
export type ShotChartTeamFilter = 'all' | 'home' | 'away'

export const shotChartDefaultLabels = {
  chart: 'Shot chart',
  chartSummary: '{made} of {attempted} shots made',
  team: 'Team',
  allTeams: 'Both teams',
  player: 'Player',
  allPlayers: 'All players',
  made: 'Made',
  missed: 'Missed',
  zone: 'Zone',
  madeAttempted: 'Made / attempted',
  percentage: '%',
  paint: 'Paint',
  'mid-range': 'Mid-range',
  'corner-three': 'Corner three',
  'above-the-break-three': 'Above-the-break three',
}

export type ShotChartLabels = typeof shotChartDefaultLabels

export type ShotChartProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof shotChartVariants> & {
    shots: readonly Shot[]
    home: ShotChartTeam
    away: ShotChartTeam
    team?: ShotChartTeamFilter
    defaultTeam?: ShotChartTeamFilter
    onTeamChange?: (team: ShotChartTeamFilter) => void
    /** Player id, or 'all'. */
    player?: string
    defaultPlayer?: string
    onPlayerChange?: (player: string) => void
    locale?: string
    labels?: Partial<ShotChartLabels>
  }

export function ShotChart({
  shots,
  home,
  away,
  team,
  defaultTeam = 'all',
  onTeamChange,
  player,
  defaultPlayer = 'all',
  onPlayerChange,
  locale = 'en',
  density,
  labels,
  className,
  ...props
}: ShotChartProps) {
  const text = { ...shotChartDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const [teamFilter, setTeamFilter] = useControllableState(team, defaultTeam, onTeamChange)
  const [playerFilter, setPlayerFilter] = useControllableState(player, defaultPlayer, onPlayerChange)
  const id = useId()

  const teamShots = shots.filter((shot) => teamFilter === 'all' || shot.team === teamFilter)
  const players = [...new Map(teamShots.map((shot) => [shot.playerId, shot.playerName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], locale),
  )
  const playerIsListed = players.some(([playerId]) => playerId === playerFilter)
  const visible = playerIsListed ? teamShots.filter((shot) => shot.playerId === playerFilter) : teamShots
  const zones = summarizeZones(visible)
  const made = visible.filter((shot) => shot.made).length

  return (
    <div data-slot="shot-chart" className={cn(shotChartVariants({ density }), className)} {...props}>
      <div data-slot="shot-chart-filters" className="flex flex-wrap items-end gap-3">
        <fieldset data-slot="shot-chart-team-filter" className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{text.team}</legend>
          <div className="inline-flex overflow-hidden rounded-brand border border-input">
            {(['all', 'home', 'away'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={teamFilter === option}
                onClick={() => setTeamFilter(option)}
                className="px-3 py-2 font-medium aria-pressed:bg-primary aria-pressed:text-on-primary focus-visible:outline-2 focus-visible:outline-focus"
              >
                {option === 'all' ? text.allTeams : option === 'home' ? home.name : away.name}
              </button>
            ))}
          </div>
        </fieldset>
        <label data-slot="shot-chart-player-filter" className="flex flex-col gap-1">
          <span className="text-xs text-on-muted">{text.player}</span>
          <select
            value={playerIsListed ? playerFilter : 'all'}
            onChange={(event) => setPlayerFilter(event.target.value)}
            className="min-h-10 rounded-brand border border-input bg-surface-raised px-2"
          >
            <option value="all">{text.allPlayers}</option>
            {players.map(([playerId, name]) => (
              <option key={playerId} value={playerId}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <figure data-slot="shot-chart-figure" className="m-0 flex flex-col gap-2">
        <svg
          data-slot="shot-chart-court"
          viewBox={courtViewBox}
          role="img"
          aria-labelledby={`${id}-title`}
          className="h-auto w-full max-w-4xl rounded-brand bg-muted"
        >
          <title
            id={`${id}-title`}
          >{`${text.chart}: ${fillTemplate(text.chartSummary, { made: numbers.format(made), attempted: numbers.format(visible.length) })}`}</title>
          <CourtLines />
          {visible.map((shot) => {
            const cx = (shot.x / 100) * courtDrawingLength
            const cy = (shot.y / 100) * courtDrawingWidth
            return shot.made ? (
              <circle
                key={shot.id}
                data-slot="shot-chart-made"
                cx={cx}
                cy={cy}
                r={20}
                className="fill-win stroke-surface-raised"
                strokeWidth={4}
              />
            ) : (
              <path
                key={shot.id}
                data-slot="shot-chart-missed"
                d={`M ${cx - 16} ${cy - 16} L ${cx + 16} ${cy + 16} M ${cx + 16} ${cy - 16} L ${cx - 16} ${cy + 16}`}
                className="stroke-loss"
                strokeWidth={8}
                strokeLinecap="round"
              />
            )
          })}
        </svg>
        <figcaption data-slot="shot-chart-legend" className="flex gap-4 text-xs">
          <span className="inline-flex items-center gap-1">
            <svg aria-hidden viewBox="0 0 10 10" className="size-3">
              <circle cx={5} cy={5} r={4} className="fill-win" />
            </svg>
            {text.made}
          </span>
          <span className="inline-flex items-center gap-1">
            <svg aria-hidden viewBox="0 0 10 10" className="size-3">
              <path d="M 2 2 L 8 8 M 8 2 L 2 8" className="stroke-loss" strokeWidth={2} />
            </svg>
            {text.missed}
          </span>
        </figcaption>
      </figure>
      <table data-slot="shot-chart-zones" className="w-full max-w-md border-collapse text-left">
        <thead>
          <tr className="border-b border-border text-xs text-on-muted">
            <th scope="col" className="py-1 font-medium">
              {text.zone}
            </th>
            <th scope="col" className="py-1 pl-4 text-right font-medium">
              {text.madeAttempted}
            </th>
            <th scope="col" className="py-1 pl-4 text-right font-medium">
              {text.percentage}
            </th>
          </tr>
        </thead>
        <tbody>
          {shotZones.map((zone: ShotZone) => (
            <tr key={zone} data-slot="shot-chart-zone" className="border-b border-border">
              <th scope="row" className="py-1 font-normal">
                {text[zone]}
              </th>
              <td className="py-1 pl-4 text-right tabular-nums">{`${numbers.format(zones[zone].made)}/${numbers.format(zones[zone].attempted)}`}</td>
              <td className="py-1 pl-4 text-right tabular-nums">
                {zones[zone].attempted === 0 ? '–' : percent.format(zones[zone].made / zones[zone].attempted)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
