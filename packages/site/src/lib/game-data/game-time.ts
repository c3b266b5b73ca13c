/** The league's clock: game dates and times in the data are wall-clock times in this zone. */
export const leagueTimeZone = 'Europe/Belgrade'

/** The UTC offset (`+02:00`) a zone has at a moment, from Intl's short offset name ("GMT+2"). */
export function zoneOffset(moment: Date, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name)
  if (!match) {
    return '+00:00'
  }
  return `${match[1]}${match[2]?.padStart(2, '0')}:${match[3] ?? '00'}`
}

/**
 * The start of a game as an ISO date-time with the league's offset on that day, from its local date and
 * time ("2022-09-30", "18:00" → "2022-09-30T18:00:00+02:00"). Games without a time start at noon.
 */
export function gameStartsAt(date: string | null, time: string | null | undefined): string {
  const day = date ?? '1970-01-01'
  const clock = time && /^\d{1,2}:\d{2}/.test(time) ? time.padStart(5, '0').slice(0, 5) : '12:00'
  // The offset at noon UTC of that day is the day's offset except in the small hours of a DST switch.
  return `${day}T${clock}:00${zoneOffset(new Date(`${day}T12:00:00Z`), leagueTimeZone)}`
}
