'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { isOvertime } from '../scoreboard/game-clock'
import { fillTemplate } from '../scoreboard/template'
import { useControllableState } from '../shot-chart/use-controllable-state'

export const playByPlayVariants = cva('flex flex-col gap-4 text-on-surface', {
  variants: {
    order: {
      chronological: '',
      'latest-first': '',
    },
  },
  defaultVariants: { order: 'chronological' },
})

export type PlayByPlayEvent = {
  id: string
  period: number
  /** Time left in the period, as the data gives it ("9:25"). */
  clock: string
  /** null for game events that belong to no team. */
  team: 'home' | 'away' | null
  /** Translated description, e.g. "Luka Božić makes a 2-point layup". */
  description: string
  /** Running score after the event. */
  homeScore: number
  awayScore: number
  /** Points the event scored (0 for anything else). */
  points: number
}

export type PlayByPlayTeam = { name: string; shortName: string }
export type PlayByPlayTeamFilter = 'all' | 'home' | 'away'
export type PlayByPlayPeriodFilter = 'all' | number

export const playByPlayDefaultLabels = {
  team: 'Team',
  allTeams: 'Both teams',
  period: 'Period',
  allPeriods: 'All',
  quarter: 'Q{period}',
  quarterHeading: 'Quarter {period}',
  overtime: 'OT{number}',
  overtimeHeading: 'Overtime {number}',
  scoringPlay: 'Scoring play, {points} points',
  score: 'Score',
  noEvents: 'No events match these filters.',
}

export type PlayByPlayLabels = typeof playByPlayDefaultLabels

export type PlayByPlayProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof playByPlayVariants> & {
    events: readonly PlayByPlayEvent[]
    home: PlayByPlayTeam
    away: PlayByPlayTeam
    team?: PlayByPlayTeamFilter
    defaultTeam?: PlayByPlayTeamFilter
    onTeamChange?: (team: PlayByPlayTeamFilter) => void
    period?: PlayByPlayPeriodFilter
    defaultPeriod?: PlayByPlayPeriodFilter
    onPeriodChange?: (period: PlayByPlayPeriodFilter) => void
    /** Level of the period headings, to fit the page's outline. */
    headingLevel?: 2 | 3 | 4
    locale?: string
    labels?: Partial<PlayByPlayLabels>
  }

const filterButton =
  'min-h-10 px-3 py-2 font-medium aria-pressed:bg-primary aria-pressed:text-on-primary focus-visible:outline-2 focus-visible:outline-focus'

export function PlayByPlay({
  events,
  home,
  away,
  team,
  defaultTeam = 'all',
  onTeamChange,
  period,
  defaultPeriod = 'all',
  onPeriodChange,
  headingLevel = 3,
  order,
  locale = 'en',
  labels,
  className,
  ...props
}: PlayByPlayProps) {
  const text = { ...playByPlayDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const [teamFilter, setTeamFilter] = useControllableState(team, defaultTeam, onTeamChange)
  const [periodFilter, setPeriodFilter] = useControllableState(period, defaultPeriod, onPeriodChange)
  const Heading = `h${headingLevel}` as const

  const periods = [...new Set(events.map((event) => event.period))].sort((a, b) => a - b)
  const shortPeriod = (value: number) =>
    isOvertime(value)
      ? fillTemplate(text.overtime, { number: value - 4 })
      : fillTemplate(text.quarter, { period: value })
  const longPeriod = (value: number) =>
    isOvertime(value)
      ? fillTemplate(text.overtimeHeading, { number: value - 4 })
      : fillTemplate(text.quarterHeading, { period: value })
  const visible = events.filter(
    (event) =>
      (teamFilter === 'all' || event.team === teamFilter) && (periodFilter === 'all' || event.period === periodFilter),
  )
  const shownPeriods = periods.filter((value) => visible.some((event) => event.period === value))
  if (order === 'latest-first') {
    shownPeriods.reverse()
  }

  return (
    <div data-slot="play-by-play" className={cn(playByPlayVariants({ order }), className)} {...props}>
      <div data-slot="play-by-play-filters" className="flex flex-wrap gap-3 text-sm">
        <fieldset data-slot="play-by-play-team-filter" className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{text.team}</legend>
          <div className="inline-flex flex-wrap overflow-hidden rounded-brand border border-input">
            {(['all', 'home', 'away'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={teamFilter === option}
                onClick={() => setTeamFilter(option)}
                className={filterButton}
              >
                {option === 'all' ? text.allTeams : option === 'home' ? home.name : away.name}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset data-slot="play-by-play-period-filter" className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{text.period}</legend>
          <div className="inline-flex flex-wrap overflow-hidden rounded-brand border border-input">
            {(['all', ...periods] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={periodFilter === option}
                onClick={() => setPeriodFilter(option)}
                className={filterButton}
              >
                {option === 'all' ? (
                  text.allPeriods
                ) : (
                  <>
                    <span aria-hidden>{shortPeriod(option)}</span>
                    <span className="sr-only">{longPeriod(option)}</span>
                  </>
                )}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {shownPeriods.length === 0 ? (
        <p data-slot="play-by-play-empty" className="text-on-muted">
          {text.noEvents}
        </p>
      ) : null}
      {shownPeriods.map((value) => {
        const periodEvents = visible.filter((event) => event.period === value)
        if (order === 'latest-first') {
          periodEvents.reverse()
        }
        return (
          <section key={value} data-slot="play-by-play-period" className="flex flex-col gap-1">
            <Heading className="font-heading text-base font-bold">{longPeriod(value)}</Heading>
            <ol className="flex flex-col">
              {periodEvents.map((event) => {
                const scoring = event.points > 0
                const eventTeam = event.team === 'home' ? home : event.team === 'away' ? away : null
                return (
                  <li
                    key={event.id}
                    data-slot="play-by-play-event"
                    data-scoring={scoring || undefined}
                    data-team={event.team ?? undefined}
                    className={cn(
                      'grid grid-cols-[3rem_2.75rem_1fr_auto] items-baseline gap-2 border-b border-l-4 border-b-border border-l-transparent px-2 py-1.5 text-sm',
                      scoring && 'border-l-primary bg-muted font-semibold',
                    )}
                  >
                    <span data-slot="play-by-play-clock" className="tabular-nums text-on-muted">
                      {event.clock}
                    </span>
                    <span data-slot="play-by-play-team" className="text-xs font-bold">
                      {eventTeam ? (
                        <abbr title={eventTeam.name} className="no-underline">
                          {eventTeam.shortName}
                        </abbr>
                      ) : null}
                    </span>
                    <span data-slot="play-by-play-description" className="min-w-0">
                      {event.description}
                      {scoring ? (
                        <span
                          data-slot="play-by-play-points"
                          className="ml-2 inline-block rounded-sm bg-primary px-1 text-xs text-on-primary"
                        >
                          <span aria-hidden>+{event.points}</span>
                          <span className="sr-only">{fillTemplate(text.scoringPlay, { points: event.points })}</span>
                        </span>
                      ) : null}
                    </span>
                    <span data-slot="play-by-play-score" className="tabular-nums">
                      <span className="sr-only">{text.score}: </span>
                      {`${numbers.format(event.homeScore)}–${numbers.format(event.awayScore)}`}
                    </span>
                  </li>
                )
              })}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
