'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { useControllableState } from '../../lib/use-controllable-state'
import { isOvertime } from '../scoreboard/game-clock'
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
/** A quarter (1–4), every overtime together, or the whole game. */
export type PlayByPlayPeriodFilter = 'all' | number | 'overtime'

/** Whether an event's period is the one a filter asks for; 'overtime' takes every period after the fourth. */
export function inPeriod(period: number, filter: PlayByPlayPeriodFilter): boolean {
  if (filter === 'all') {
    return true
  }
  if (filter === 'overtime') {
    return isOvertime(period)
  }
  return period === filter
}

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
    /** Prefix of each period section's id (`period-2`), so a page can link to a quarter. */
    idPrefix?: string
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
  idPrefix,
  className,
  ...props
}: PlayByPlayProps) {
  const text = { ...playByPlayDefaultLabels, ...labels }
  const [teamFilter, setTeamFilter] = useControllableState(team, defaultTeam, onTeamChange)
  const [periodFilter, setPeriodFilter] = useControllableState(period, defaultPeriod, onPeriodChange)

  // Quarters 1–4 always (a game not yet in its fourth shows them empty), and one overtime choice when there was one.
  const periodOptions: PlayByPlayPeriodFilter[] = [
    'all',
    1,
    2,
    3,
    4,
    ...(events.some((event) => isOvertime(event.period)) ? (['overtime'] as const) : []),
  ]
  const visible = events.filter(
    (event) => (teamFilter === 'all' || event.team === teamFilter) && inPeriod(event.period, periodFilter),
  )
  const teamOption = (option: PlayByPlayTeamFilter) => {
    if (option === 'all') {
      return text.allTeams
    }
    const side = option === 'home' ? home : away
    // The code on a phone, the name from the small breakpoint up; the name is what assistive technology reads.
    return (
      <>
        <span aria-hidden className="sm:hidden">
          {side.shortName}
        </span>
        <span className="max-sm:sr-only">{side.name}</span>
      </>
    )
  }
  const periodOption = (option: PlayByPlayPeriodFilter) => {
    if (option === 'all') {
      return text.allPeriods
    }
    const [short, long] =
      option === 'overtime'
        ? [text.overtimes, text.overtimesHeading]
        : [periodName(option, text, 'short'), periodName(option, text, 'long')]
    return (
      <>
        <span aria-hidden>{short}</span>
        <span className="sr-only">{long}</span>
      </>
    )
  }
  return (
    <div data-slot="play-by-play" className={cn(playByPlayVariants({ order }), className)} {...props}>
      <div data-slot="play-by-play-filters" className="flex flex-wrap items-end gap-x-6 gap-y-3 text-sm">
        <FilterGroup slot="play-by-play-period-filter" label={text.period}>
          {periodOptions.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={periodFilter === option}
              onClick={() => setPeriodFilter(option)}
              className={filterButton}
            >
              {periodOption(option)}
            </button>
          ))}
        </FilterGroup>
        <FilterGroup slot="play-by-play-team-filter" label={text.team}>
          {(['all', 'home', 'away'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={teamFilter === option}
              onClick={() => setTeamFilter(option)}
              className={filterButton}
            >
              {teamOption(option)}
            </button>
          ))}
        </FilterGroup>
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
        idPrefix={idPrefix}
      />
    </div>
  )
}

/** A named group of toggle buttons: the visible legend names the group for assistive technology too. */
function FilterGroup({ slot, label, children }: { slot: string; label: string; children: React.ReactNode }) {
  return (
    <fieldset data-slot={slot} className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-1 p-0 text-xs font-semibold tracking-wide text-on-muted uppercase">{label}</legend>
      <div className="inline-flex flex-wrap overflow-hidden rounded-brand border border-input">{children}</div>
    </fieldset>
  )
}
