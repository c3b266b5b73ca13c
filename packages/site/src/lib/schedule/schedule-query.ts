// The schedule page's query string (?from=&to=&team=) as the page can use it. A value that is not a real
// calendar day (a typo, an old link, `from=garbage`) is left out and named, so the page shows its default
// fortnight with a word about it instead of the API's 400 turning into "Page not found".

export type ScheduleQuery = {
  from?: string
  to?: string
  team?: string
  /** The values left out, as given, to tell the visitor. */
  ignored: string[]
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

/** True for a day that exists, written YYYY-MM-DD (the API's own rule): 2023-02-29 and 2023-13-01 do not. */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) {
    return false
  }
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** The first value of a query parameter (`?from=a&from=b` gives an array). */
function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function scheduleQueryOf(query: {
  from?: string | string[]
  to?: string | string[]
  team?: string | string[]
}): ScheduleQuery {
  const ignored: string[] = []
  const dateOf = (value: string | undefined): string | undefined => {
    if (value === undefined || value === '') {
      return undefined
    }
    if (isCalendarDate(value)) {
      return value
    }
    ignored.push(value)
    return undefined
  }
  const from = dateOf(firstOf(query.from))
  const to = dateOf(firstOf(query.to))
  const team = firstOf(query.team)
  return {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(team === undefined || team === '' ? {} : { team }),
    ignored,
  }
}
