import { useId } from 'react'
import { cn } from '../../lib/utils'
import { fillTemplate } from '../scoreboard/template'
import { gameLength, type FlowPoint } from './flow-summary'

export type GameFlowChartTeam = { name: string; shortName: string }

export type GameFlowChartProps = {
  points: readonly FlowPoint[]
  home: GameFlowChartTeam
  away: GameFlowChartTeam
  /** Seconds played in a live game: the line stops there instead of running on to the end. */
  playedSeconds?: number
  /** The chart's accessible name. */
  name: string
  /** Templates: "{team} ahead", "Q{period}", "OT{number}". */
  ahead: string
  quarter: string
  overtime: string
  locale: string
  compact?: boolean
}

/** The drawing's scales: x in seconds of the game, y as `domain - difference` (0 at the top). */
type Scale = { length: number; domain: number; end: number }

/**
 * The score difference over the game: the home team's lead above the middle line (brand colour), the away team's
 * below (accent colour). The plot is an SVG stretched to the width it is given; every word around it is HTML, so
 * the labels keep their size on a phone and on a wide screen and never sit on the line.
 */
export function GameFlowChart({
  points,
  home,
  away,
  playedSeconds,
  name,
  ahead,
  quarter,
  overtime,
  locale,
  compact = false,
}: GameFlowChartProps) {
  const played = playedSeconds === undefined ? undefined : Math.max(0, playedSeconds)
  const length = gameLength(
    played === undefined ? points : [...points, { elapsedSeconds: played, homeScore: 0, awayScore: 0 }],
  )
  const largest = Math.max(1, ...points.map((point) => Math.abs(point.homeScore - point.awayScore)))
  // Rounded to tens so the half-way lines fall on whole fives.
  const scale: Scale = {
    length,
    domain: Math.ceil(largest / 10) * 10,
    end: played === undefined ? length : Math.min(played, length),
  }
  const shown = [...points]
    .sort((first, second) => first.elapsedSeconds - second.elapsedSeconds)
    .filter((point) => point.elapsedSeconds <= scale.end)
  const last = shown.at(-1)
  const height = compact ? 'h-40 sm:h-48' : 'h-48 sm:h-64 lg:h-72'
  const periodLabel = (period: number) =>
    period > 4 ? fillTemplate(overtime, { number: period - 4 }) : fillTemplate(quarter, { period })

  return (
    <div data-slot="game-flow-chart" className="grid grid-cols-[auto_0.25rem_1fr] gap-x-2 gap-y-1 text-xs sm:text-sm">
      <SideLegend team={home} template={ahead} swatch="bg-brand" />
      <FlowAxis scale={scale} locale={locale} className={height} />
      {/* The sides in the teams' colours, so "+20" reads as a lead of the side it stands by. */}
      <div aria-hidden className={cn('flex flex-col overflow-hidden rounded-pill', height)}>
        <span className="grow bg-brand" />
        <span className="grow bg-accent" />
      </div>
      <div className={cn('relative', height)}>
        <FlowPlot points={shown} scale={scale} name={name} />
        {played === undefined ? null : (
          <span
            data-slot="game-flow-now"
            aria-hidden
            className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-on-surface ring-2 ring-surface"
            style={{
              left: percentOf(scale.end, scale.length),
              top: percentOf(scale.domain - (last ? last.homeScore - last.awayScore : 0), 2 * scale.domain),
            }}
          />
        )}
      </div>
      <div data-slot="game-flow-periods" aria-hidden className="relative col-start-3 h-5 text-on-muted">
        {periodSpans(length).map((span) => (
          <span
            key={span.start}
            className="absolute -translate-x-1/2 font-medium"
            style={{ left: percentOf((span.start + span.end) / 2, length) }}
          >
            {periodLabel(span.period)}
          </span>
        ))}
      </div>
      <SideLegend team={away} template={ahead} swatch="bg-accent" />
    </div>
  )
}

function percentOf(value: number, whole: number): string {
  return `${(value / whole) * 100}%`
}

/** The step line and the two teams' areas, stretched to the box; strokes keep their width. */
function FlowPlot({ points, scale, name }: { points: readonly FlowPoint[]; scale: Scale; name: string }) {
  const clipId = useId()
  const { length, domain, end } = scale
  const y = (difference: number) => domain - difference
  // A step line: the difference holds until the next basket.
  let line = `M 0 ${y(0)}`
  for (const point of points) {
    line += ` H ${point.elapsedSeconds} V ${y(point.homeScore - point.awayScore)}`
  }
  line += ` H ${end}`
  const area = `${line} V ${y(0)} H 0 Z`
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${length} ${2 * domain}`}
      preserveAspectRatio="none"
      className="absolute inset-0 h-full w-full overflow-visible"
    >
      <clipPath id={`${clipId}-home`}>
        <rect x={0} y={0} width={length} height={domain} />
      </clipPath>
      <clipPath id={`${clipId}-away`}>
        <rect x={0} y={domain} width={length} height={domain} />
      </clipPath>
      <g className="stroke-border" strokeWidth={1}>
        {[domain / 2, -domain / 2].map((value) => (
          <line
            key={value}
            x1={0}
            x2={length}
            y1={y(value)}
            y2={y(value)}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {periodSpans(length)
          .slice(1)
          .map((span) => (
            <line
              key={span.start}
              x1={span.start}
              x2={span.start}
              y1={0}
              y2={2 * domain}
              vectorEffect="non-scaling-stroke"
            />
          ))}
      </g>
      <path d={area} clipPath={`url(#${clipId}-home)`} className="fill-brand opacity-35" />
      <path d={area} clipPath={`url(#${clipId}-away)`} className="fill-accent opacity-45" />
      <line
        x1={0}
        x2={length}
        y1={y(0)}
        y2={y(0)}
        strokeWidth={1}
        className="stroke-on-muted"
        vectorEffect="non-scaling-stroke"
      />
      <path
        data-slot="game-flow-line"
        d={line}
        fill="none"
        strokeWidth={2}
        className="stroke-on-surface"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

/** "+20 … 0 … +20": the lead on either side of the middle line, never a bare "20" without a side. */
function FlowAxis({ scale, locale, className }: { scale: Scale; locale: string; className: string }) {
  const numbers = new Intl.NumberFormat(locale)
  const { domain } = scale
  return (
    <div data-slot="game-flow-axis" aria-hidden className={cn('relative w-8 tabular-nums text-on-muted', className)}>
      {[domain, domain / 2, 0, -domain / 2, -domain].map((value) => (
        <span
          key={value}
          className="absolute right-0 -translate-y-1/2 leading-none"
          style={{ top: percentOf(domain - value, 2 * domain) }}
        >
          {value === 0 ? numbers.format(0) : `+${numbers.format(Math.abs(value))}`}
        </span>
      ))}
    </div>
  )
}

/** "■ Partizan ahead": which side of the line belongs to which team, outside the plot. */
function SideLegend({ team, template, swatch }: { team: GameFlowChartTeam; template: string; swatch: string }) {
  return (
    <p className="col-span-3 flex items-center gap-2 pl-12 font-semibold text-on-surface">
      <span aria-hidden className={cn('inline-block size-3 shrink-0 rounded-sm', swatch)} />
      {fillTemplate(template, { team: team.name })}
    </p>
  )
}

/** The periods of a game of `length` seconds: four quarters of 600 s, then overtimes of 300 s. */
export function periodSpans(length: number): { period: number; start: number; end: number }[] {
  const spans: { period: number; start: number; end: number }[] = []
  for (let start = 0, period = 1; start < length; period += 1) {
    const end = start + (period <= 4 ? 600 : 300)
    spans.push({ period, start, end })
    start = end
  }
  return spans
}
