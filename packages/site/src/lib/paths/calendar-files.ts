// Where the site serves the API's subscribable calendars: one address per league season and per team, with
// an .ics name calendar applications recognise. The site's own route (app/calendars) fetches the API.
import type { PublicFilePath } from '@league/api/contract/reads'
import { fillApiPath } from './api-paths'

export type CalendarSubject = { season: string; league: string; team?: string | undefined }

/**
 * The site path of a calendar.
 *
 * @example
 * calendarFilePath({ season: '2022-23', league: 'aba-league' }) //=> '/calendars/2022-23/aba-league.ics'
 * calendarFilePath({ season: '2022-23', league: 'aba-league', team: 'zadar' }) //=> '/calendars/2022-23/aba-league/zadar.ics'
 */
export function calendarFilePath({ season, league, team }: CalendarSubject): string {
  const parts = [season, league, ...(team === undefined ? [] : [team])].map(encodeURIComponent)
  return `/calendars/${parts.join('/')}.ics`
}

/** The subject of a calendar path's segments (after /calendars/), or undefined when it names none. */
export function calendarSubjectOf(segments: readonly string[]): CalendarSubject | undefined {
  const last = segments.at(-1)
  if (last === undefined || !last.endsWith('.ics') || (segments.length !== 2 && segments.length !== 3)) {
    return undefined
  }
  const [season = '', second = ''] = segments
  const named = last.slice(0, -'.ics'.length)
  return segments.length === 2 ? { season, league: named } : { season, league: second, team: named }
}

/** The API path answering a calendar; throws UnsafePathParameterError for a slug that is no segment. */
export function calendarApiPath({ season, league, team }: CalendarSubject): string {
  if (team === undefined) {
    const template: PublicFilePath = '/v2/website/seasons/{season}/leagues/{league}/calendar.ics'
    return fillApiPath(template, { season, league })
  }
  const template: PublicFilePath = '/v2/website/seasons/{season}/leagues/{league}/teams/{team}/calendar.ics'
  return fillApiPath(template, { season, league, team })
}
