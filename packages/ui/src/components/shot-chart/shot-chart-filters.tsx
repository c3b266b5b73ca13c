// No 'use client': the filters are links to the same page with other query values, so changing them needs no
// client code; the page reads the query and renders the chart again.
import type * as React from 'react'
import { cn } from '../../lib/utils'

export type ShotChartTeamFilter = 'all' | 'home' | 'away'
export type ShotChartResultFilter = 'all' | 'made' | 'missed'

/** What the chart shows: a team (or both), a player id (or 'all') and made, missed or all shots. */
export type ShotChartFilter = { team: ShotChartTeamFilter; player: string; result: ShotChartResultFilter }

/**
 * The default link of a filter: the same path with `?team=…&player=…&result=…`, leaving out what is 'all'.
 *
 * @example shotChartFilterQuery({ team: 'home', player: 'all', result: 'made' }) // '?team=home&result=made'
 */
export function shotChartFilterQuery(filter: ShotChartFilter): string {
  const query = new URLSearchParams()
  for (const key of ['team', 'player', 'result'] as const) {
    if (filter[key] !== 'all') {
      query.set(key, filter[key])
    }
  }
  return `?${query.toString()}`
}

type Option = { key: string; name: string; filter: ShotChartFilter; current: boolean }

const segmentClass =
  'px-3 py-2 font-medium aria-[current=true]:bg-primary aria-[current=true]:text-on-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus'

/**
 * One filter as a named group of links (a group, not a navigation landmark: a page may hold several charts);
 * the current choice carries aria-current.
 */
export function FilterLinks({
  label,
  options,
  hrefFor,
  Link,
  className,
}: {
  label: string
  options: readonly Option[]
  hrefFor: (filter: ShotChartFilter) => string
  Link: React.ElementType
  className?: string
}) {
  return (
    <fieldset data-slot="shot-chart-filter" className="m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      <ul className={cn('m-0 flex list-none flex-wrap p-0', className)}>
        {options.map((option) => (
          <li key={option.key} className="flex">
            <Link
              href={hrefFor(option.filter)}
              aria-current={option.current ? 'true' : undefined}
              className={segmentClass}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
