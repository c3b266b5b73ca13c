'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { useControllableState } from '../../lib/use-controllable-state'
import {
  periodName,
  PlayByPlayPeriods,
  playByPlayDefaultLabels,
  type PlayByPlayEvent,
  type PlayByPlayTeam,
} from './play-by-play-periods'

export {
  PlayByPlayPeriods,
  playByPlayDefaultLabels,
  type PlayByPlayEvent,
  type PlayByPlayLabels,
  type PlayByPlayTeam,
} from './play-by-play-periods'

export const playByPlayVariants = cva('flex flex-col gap-4 text-on-surface', {
  variants: {
    order: {
      chronological: '',
      'latest-first': '',
    },
  },
  defaultVariants: { order: 'chronological' },
})

export type PlayByPlayTeamFilter = 'all' | 'home' | 'away'
export type PlayByPlayPeriodFilter = 'all' | number

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
    labels?: Partial<typeof playByPlayDefaultLabels>
    /** Renders player links: the site passes next-intl's `Link`. */
    linkComponent?: React.ElementType
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
  linkComponent,
  className,
  ...props
}: PlayByPlayProps) {
  const text = { ...playByPlayDefaultLabels, ...labels }
  const [teamFilter, setTeamFilter] = useControllableState(team, defaultTeam, onTeamChange)
  const [periodFilter, setPeriodFilter] = useControllableState(period, defaultPeriod, onPeriodChange)

  const periods = [...new Set(events.map((event) => event.period))].sort((a, b) => a - b)
  const shortPeriod = (value: number) => periodName(value, text, 'short')
  const longPeriod = (value: number) => periodName(value, text, 'long')
  const visible = events.filter(
    (event) =>
      (teamFilter === 'all' || event.team === teamFilter) && (periodFilter === 'all' || event.period === periodFilter),
  )
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
      <PlayByPlayPeriods
        events={visible}
        home={home}
        away={away}
        order={order}
        headingLevel={headingLevel}
        locale={locale}
        labels={labels}
        linkComponent={linkComponent}
      />
    </div>
  )
}
