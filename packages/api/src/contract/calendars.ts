// Files the API serves besides JSON: subscribable iCalendar texts of a league season's and a team's games.
import { z } from '@hono/zod-openapi'

/** RFC 5545 text (`text/calendar`): one VEVENT per dated game, times in UTC, stable UIDs. */
export const CalendarFileSchema = z
  .string()
  .openapi('CalendarFile', { example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR' })

export type CalendarFile = z.infer<typeof CalendarFileSchema>
