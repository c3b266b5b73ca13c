// No 'use client': the list of plays renders on the server. Filters are in `play-by-play.tsx` (a client island).
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { isOvertime } from '../scoreboard/game-clock'
import { fillTemplate } from '../scoreboard/template'

export type PlayByPlayEvent = {
  id: string
  period: number
  /** Time left in the period, as the data gives it ("9:25"). */
  clock: string
  /** null for game events that belong to no team. */
  team: 'home' | 'away' | null
  /** The player, shown before the description; `href` links to the player's page. */
  player?: { name: string; href?: string }
  /** Translated description, e.g. "2-point layup made". */
  description: string
  /** Running score after the event. */
  homeScore: number
  awayScore: number
  /** Points the event scored (0 for anything else). */
  points: number
}

export type PlayByPlayTeam = { name: string; shortName: string }

export const playByPlayDefaultLabels = {
  team: 'Team',
  allTeams: 'Both teams',
  period: 'Quarter',
  allPeriods: 'All',
  overtimes: 'OT',
  overtimesHeading: 'Overtime',
  quarter: 'Q{period}',
  quarterHeading: 'Quarter {period}',
  overtime: 'OT{number}',
  overtimeHeading: 'Overtime {number}',
  scoringPlay: 'Scoring play, {points} points',
  score: 'Score',
  noEvents: 'No events match these filters.',
}

export type PlayByPlayLabels = typeof playByPlayDefaultLabels

/** "Q2" / "Quarter 2", "OT1" / "Overtime 1": periods after the fourth are overtimes. */
export function periodName(period: number, text: PlayByPlayLabels, length: 'short' | 'long'): string {
  if (isOvertime(period)) {
    return fillTemplate(length === 'short' ? text.overtime : text.overtimeHeading, { number: period - 4 })
  }
  return fillTemplate(length === 'short' ? text.quarter : text.quarterHeading, { period })
}

export type PlayByPlayPeriodsProps = {
  events: readonly PlayByPlayEvent[]
  home: PlayByPlayTeam
  away: PlayByPlayTeam
  order?: 'chronological' | 'latest-first' | null
  /** Level of the period headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4
  locale?: string
  labels?: Partial<PlayByPlayLabels>
  linkComponent?: React.ElementType
  /** Prefix of each period section's id (`period-2`), so a page can link to a quarter. */
  idPrefix?: string
}

/** The plays grouped by period, each under its heading; scoring plays stand out in words, not colour. */
export function PlayByPlayPeriods({
  events,
  home,
  away,
  order = 'chronological',
  headingLevel = 3,
  locale = 'en',
  labels,
  linkComponent: Link = 'a',
  idPrefix,
}: PlayByPlayPeriodsProps) {
  const text = { ...playByPlayDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const Heading = `h${headingLevel}` as const
  const shownPeriods = [...new Set(events.map((event) => event.period))].sort((first, second) => first - second)
  if (order === 'latest-first') {
    shownPeriods.reverse()
  }
  return (
    <>
      {shownPeriods.length === 0 ? (
        <p data-slot="play-by-play-empty" className="text-on-muted">
          {text.noEvents}
        </p>
      ) : null}
      {shownPeriods.map((value) => {
        const periodEvents = events.filter((event) => event.period === value)
        if (order === 'latest-first') {
          periodEvents.reverse()
        }
        return (
          <section
            key={value}
            id={idPrefix ? `${idPrefix}-${value}` : undefined}
            data-slot="play-by-play-period"
            className="flex flex-col gap-1"
          >
            <Heading className="font-heading text-base font-bold">{periodName(value, text, 'long')}</Heading>
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
                      {event.player ? (
                        <span data-slot="play-by-play-player" className="font-medium">
                          {event.player.href ? (
                            <Link href={event.player.href} className="text-link underline-offset-2 hover:underline">
                              {event.player.name}
                            </Link>
                          ) : (
                            event.player.name
                          )}
                          {': '}
                        </span>
                      ) : null}
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
    </>
  )
}
