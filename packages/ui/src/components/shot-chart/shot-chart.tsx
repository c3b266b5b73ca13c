// No 'use client': an SVG drawn on the server. The filters are links (see shot-chart-filters), so the chart
// ships no client JavaScript; the page reads the chosen filter from its query and passes it in.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { fillTemplate } from '../scoreboard/template'
import { shotZones, summarizeZones, type Shot, type ShotZone } from './court-geometry'
import { CourtLines, courtDrawingLength, courtDrawingWidth, courtViewBox } from './court-lines'
import {
  FilterLinks,
  shotChartFilterQuery,
  type ShotChartFilter,
  type ShotChartResultFilter,
  type ShotChartTeamFilter,
} from './shot-chart-filters'

export { shotChartFilterQuery, type ShotChartFilter, type ShotChartResultFilter, type ShotChartTeamFilter }

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

export const shotChartDefaultLabels = {
  chart: 'Shot chart',
  chartSummary: '{made} of {attempted} shots made',
  team: 'Team',
  allTeams: 'Both teams',
  player: 'Player',
  allPlayers: 'All players',
  result: 'Result',
  allResults: 'All shots',
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
    /** Player id, or 'all'; a player who took no shot for the chosen team is ignored. */
    player?: string
    result?: ShotChartResultFilter
    /** The link of another filter; by default the same page with `?team=…&player=…&result=…`. */
    filterHref?: (filter: ShotChartFilter) => string
    /** The link element, e.g. the site's locale-aware Link; a plain <a> by default. */
    linkComponent?: React.ElementType
    locale?: string
    labels?: Partial<ShotChartLabels>
  }

export function ShotChart({
  shots,
  home,
  away,
  team = 'all',
  player = 'all',
  result = 'all',
  filterHref = shotChartFilterQuery,
  linkComponent: Link = 'a',
  locale = 'en',
  density,
  labels,
  className,
  ...props
}: ShotChartProps) {
  const text = { ...shotChartDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })

  const teamShots = shots.filter((shot) => team === 'all' || shot.team === team)
  const players = [...new Map(teamShots.map((shot) => [shot.playerId, shot.playerName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], locale),
  )
  const chosenPlayer = players.find(([playerId]) => playerId === player)
  const playerShots = chosenPlayer ? teamShots.filter((shot) => shot.playerId === chosenPlayer[0]) : teamShots
  // The zone table and the summary count every shot of the team and player; the result filter only hides marks.
  const visible = playerShots.filter((shot) => result === 'all' || shot.made === (result === 'made'))
  const zones = summarizeZones(playerShots)
  const made = playerShots.filter((shot) => shot.made).length
  const current: ShotChartFilter = { team, player: chosenPlayer ? chosenPlayer[0] : 'all', result }
  const summary = `${text.chart}: ${fillTemplate(text.chartSummary, { made: numbers.format(made), attempted: numbers.format(playerShots.length) })}`

  return (
    <div data-slot="shot-chart" className={cn(shotChartVariants({ density }), className)} {...props}>
      <ShotChartFilters
        text={text}
        home={home}
        away={away}
        players={players}
        current={current}
        chosenPlayerName={chosenPlayer?.[1]}
        filterHref={filterHref}
        Link={Link}
      />
      <ShotChartFigure text={text} summary={summary} shots={visible} />
      <ShotZonesTable text={text} zones={zones} numbers={numbers} percent={percent} />
    </div>
  )
}

type ShotChartFiltersProps = {
  text: ShotChartLabels
  home: ShotChartTeam
  away: ShotChartTeam
  /** The chosen team's players who took a shot: [id, name], sorted by name. */
  players: [string, string][]
  current: ShotChartFilter
  chosenPlayerName: string | undefined
  filterHref: (filter: ShotChartFilter) => string
  Link: React.ElementType
}

/** Team and result as rows of links, the player list folded under a summary. */
function ShotChartFilters({
  text,
  home,
  away,
  players,
  current,
  chosenPlayerName,
  filterHref,
  Link,
}: ShotChartFiltersProps) {
  const { team, result } = current
  return (
    <div data-slot="shot-chart-filters" className="flex flex-wrap items-start gap-3">
      <FilterLinks
        label={text.team}
        hrefFor={filterHref}
        Link={Link}
        className="overflow-hidden rounded-brand border border-input"
        options={(['all', 'home', 'away'] as const).map((option) => ({
          key: option,
          name: option === 'all' ? text.allTeams : option === 'home' ? home.name : away.name,
          // Another team's players are not listed there, so the player choice starts over.
          filter: { team: option, player: 'all', result },
          current: option === team,
        }))}
      />
      <FilterLinks
        label={text.result}
        hrefFor={filterHref}
        Link={Link}
        className="overflow-hidden rounded-brand border border-input"
        options={(['all', 'made', 'missed'] as const).map((option) => ({
          key: option,
          name: option === 'all' ? text.allResults : text[option],
          filter: { ...current, result: option },
          current: option === result,
        }))}
      />
      <details data-slot="shot-chart-player-filter" className="min-w-0 basis-full">
        <summary className="min-h-10 cursor-pointer py-2 font-medium focus-visible:outline-2 focus-visible:outline-focus">
          {`${text.player}: ${chosenPlayerName ?? text.allPlayers}`}
        </summary>
        <FilterLinks
          label={text.player}
          hrefFor={filterHref}
          Link={Link}
          className="gap-1 pt-2"
          options={[['all', text.allPlayers] as const, ...players].map(([playerId, name]) => ({
            key: playerId,
            name,
            filter: { ...current, player: playerId },
            current: playerId === current.player,
          }))}
        />
      </details>
    </div>
  )
}

/** The court with a mark per shot shown, and its legend. */
function ShotChartFigure({ text, summary, shots }: { text: ShotChartLabels; summary: string; shots: readonly Shot[] }) {
  return (
    <figure data-slot="shot-chart-figure" className="m-0 flex flex-col gap-2">
      <svg
        data-slot="shot-chart-court"
        viewBox={courtViewBox}
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-4xl rounded-brand bg-muted"
      >
        <title>{summary}</title>
        <CourtLines />
        {shots.map((shot) => {
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
  )
}

type ShotZonesTableProps = {
  text: ShotChartLabels
  zones: ReturnType<typeof summarizeZones>
  numbers: Intl.NumberFormat
  percent: Intl.NumberFormat
}

/** Made, attempted and the percentage per zone of the court. */
function ShotZonesTable({ text, zones, numbers, percent }: ShotZonesTableProps) {
  return (
    <table data-slot="shot-chart-zones" aria-label={text.zone} className="w-full max-w-md border-collapse text-left">
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
  )
}
