import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '../../lib/utils'
import { formatGameClock } from '../scoreboard/game-clock'
import { fillTemplate } from '../scoreboard/template'
import { gameLength, periodClock, summarizeFlow, type FlowMoment, type FlowPoint } from './flow-summary'

export const gameFlowVariants = cva('flex flex-col gap-4 text-on-surface', {
  variants: {
    size: {
      default: '',
      compact: 'text-sm',
    },
  },
  defaultVariants: { size: 'default' },
})

export type GameFlowTeam = { name: string; shortName: string }

export const gameFlowDefaultLabels = {
  chart: 'Score difference by minute',
  ahead: '{team} ahead',
  minute: 'Minute',
  quarter: 'Q{period}',
  overtime: 'OT{number}',
  leadChanges: 'Lead changes',
  ties: 'Ties',
  largestLead: 'Largest lead',
  noLead: 'never led',
  moment: '{team} by {margin} at {score} ({period}, {clock})',
  leadChange: '{team} takes the lead {score} ({period}, {clock})',
}

export type GameFlowLabels = typeof gameFlowDefaultLabels

export type GameFlowProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof gameFlowVariants> & {
    /** The score after every scoring play, starting with 0–0 at 0 s. */
    points: readonly FlowPoint[]
    home: GameFlowTeam
    away: GameFlowTeam
    locale?: string
    labels?: Partial<GameFlowLabels>
  }

// A narrow drawing so its labels stay readable when a phone scales it down.
const chartWidth = 480
const chartHeight = 240
const padding = { top: 20, right: 14, bottom: 30, left: 34 }

export function GameFlow({ points, home, away, size, locale = 'en', labels, className, ...props }: GameFlowProps) {
  const text = { ...gameFlowDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const titleId = useId()
  const summary = summarizeFlow(points)
  const length = gameLength(points)
  const largest = Math.max(5, ...points.map((point) => Math.abs(point.homeScore - point.awayScore)))
  const domain = Math.ceil(largest / 5) * 5
  const plotWidth = chartWidth - padding.left - padding.right
  const plotHeight = chartHeight - padding.top - padding.bottom
  const x = (seconds: number) => padding.left + (seconds / length) * plotWidth
  const y = (difference: number) => padding.top + ((domain - difference) / (2 * domain)) * plotHeight
  const ordered = [...points].sort((a, b) => a.elapsedSeconds - b.elapsedSeconds)
  // A step line: the difference holds until the next basket.
  let path = `M ${x(0)} ${y(0)}`
  for (const point of ordered) {
    path += ` H ${x(point.elapsedSeconds)} V ${y(point.homeScore - point.awayScore)}`
  }
  path += ` H ${x(length)}`
  const boundaries = Array.from({ length: 4 + (length - 2400) / 300 }, (_, index) =>
    index < 4 ? (index + 1) * 600 : 2400 + (index - 3) * 300,
  )
  const periodName = (period: number) =>
    period > 4 ? fillTemplate(text.overtime, { number: period - 4 }) : fillTemplate(text.quarter, { period })

  function describe(template: string, moment: FlowMoment) {
    const { period, secondsLeft } = periodClock(moment.elapsedSeconds)
    return fillTemplate(template, {
      team: moment.leader === 'home' ? home.name : away.name,
      margin: numbers.format(moment.margin),
      // The leader's points first, so "takes the lead 10–9" reads right for either team.
      score:
        moment.leader === 'home'
          ? `${numbers.format(moment.homeScore)}–${numbers.format(moment.awayScore)}`
          : `${numbers.format(moment.awayScore)}–${numbers.format(moment.homeScore)}`,
      period: periodName(period),
      clock: formatGameClock(secondsLeft * 1000).replace(/\.\d$/, ''),
    })
  }

  return (
    <div data-slot="game-flow" className={cn(gameFlowVariants({ size }), className)} {...props}>
      <svg
        data-slot="game-flow-chart"
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full max-w-2xl text-[15px]"
      >
        <title id={titleId}>{text.chart}</title>
        <clipPath id={`${titleId}-above`}>
          <rect x={0} y={0} width={chartWidth} height={y(0)} />
        </clipPath>
        <clipPath id={`${titleId}-below`}>
          <rect x={0} y={y(0)} width={chartWidth} height={chartHeight} />
        </clipPath>
        <g className="stroke-border" strokeWidth={1}>
          {boundaries.map((seconds) => (
            <line key={seconds} x1={x(seconds)} x2={x(seconds)} y1={padding.top} y2={padding.top + plotHeight} />
          ))}
          <line x1={x(0)} x2={x(length)} y1={y(0)} y2={y(0)} className="stroke-on-muted" />
        </g>
        <path
          d={`${path} V ${y(0)} H ${x(0)} Z`}
          clipPath={`url(#${titleId}-above)`}
          className="fill-brand opacity-25"
        />
        <path
          d={`${path} V ${y(0)} H ${x(0)} Z`}
          clipPath={`url(#${titleId}-below)`}
          className="fill-accent opacity-40"
        />
        <path data-slot="game-flow-line" d={path} fill="none" strokeWidth={2} className="stroke-on-surface" />
        <g className="fill-on-muted">
          <text x={padding.left + 4} y={padding.top + 14}>
            {fillTemplate(text.ahead, { team: home.name })}
          </text>
          <text x={padding.left + 4} y={padding.top + plotHeight - 6}>
            {fillTemplate(text.ahead, { team: away.name })}
          </text>
          {[domain, 0, -domain].map((value) => (
            <text key={value} x={padding.left - 6} y={y(value) + 5} textAnchor="end">
              {numbers.format(Math.abs(value))}
            </text>
          ))}
          {boundaries.map((seconds) => (
            <text key={seconds} x={x(seconds)} y={chartHeight - 8} textAnchor="middle">
              {numbers.format(seconds / 60)}
            </text>
          ))}
        </g>
      </svg>
      <dl data-slot="game-flow-summary" className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{text.largestLead}</dt>
        <dd data-slot="game-flow-largest-leads">
          <ul>
            {(['home', 'away'] as const).map((side) => {
              const moment = summary.largestLead[side]
              const team = side === 'home' ? home : away
              return <li key={side}>{moment ? describe(text.moment, moment) : `${team.name}: ${text.noLead}`}</li>
            })}
          </ul>
        </dd>
        <dt className="font-semibold">{text.leadChanges}</dt>
        <dd data-slot="game-flow-lead-changes">
          {numbers.format(summary.leadChanges.length)}
          {summary.leadChanges.length > 0 ? (
            <ol className="mt-1 list-decimal pl-5 text-on-muted">
              {summary.leadChanges.map((moment) => (
                <li key={moment.elapsedSeconds}>{describe(text.leadChange, moment)}</li>
              ))}
            </ol>
          ) : null}
        </dd>
        <dt className="font-semibold">{text.ties}</dt>
        <dd data-slot="game-flow-ties">{numbers.format(summary.ties)}</dd>
      </dl>
    </div>
  )
}
