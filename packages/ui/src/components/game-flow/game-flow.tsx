import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { formatGameClock } from '../scoreboard/game-clock'
import { fillTemplate } from '../scoreboard/template'
import { periodClock, summarizeFlow, type FlowMoment, type FlowPoint } from './flow-summary'
import { GameFlowChart } from './game-flow-chart'

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
    /** Seconds played so far in a live game: the line stops at the current game time. */
    playedSeconds?: number
    locale?: string
    labels?: Partial<GameFlowLabels>
  }

export function GameFlow({
  points,
  home,
  away,
  playedSeconds,
  size,
  locale = 'en',
  labels,
  className,
  ...props
}: GameFlowProps) {
  const text = { ...gameFlowDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const summary = summarizeFlow(points)
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
      <GameFlowChart
        points={points}
        home={home}
        away={away}
        {...(playedSeconds === undefined ? {} : { playedSeconds })}
        name={text.chart}
        ahead={text.ahead}
        quarter={text.quarter}
        overtime={text.overtime}
        locale={locale}
        compact={size === 'compact'}
      />
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
