// Subscribable calendars (`text/calendar`) of a league season's games and of one team's games.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { CalendarFileSchema } from '../../contract/calendars.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { leagueCalendar } from '../../queries/calendar.ts'
import { seasonGames } from '../../queries/season-data.ts'
import { publicSecurity, readErrors } from '../responses.ts'
import { seasonLeagueParams } from './parameters.ts'

const calendarAnswer = {
  content: { 'text/calendar': { schema: CalendarFileSchema } },
  description: 'iCalendar (RFC 5545): one event per dated game, in UTC; a finished game shows its score',
}

// GET /v2/website/seasons/{season}/leagues/{league}/calendar.ics
const leagueCalendarRoute = createRoute({
  operationId: 'getLeagueCalendar',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/calendar.ics',
  tags: ['Leagues'],
  summary: 'Every game of the league season as a subscribable calendar (.ics)',
  security: publicSecurity,
  request: { params: seasonLeagueParams },
  responses: { 200: calendarAnswer, ...readErrors },
})

// GET /v2/website/seasons/{season}/leagues/{league}/teams/{team}/calendar.ics
const teamCalendarRoute = createRoute({
  operationId: 'getTeamCalendar',
  method: 'get',
  path: '/seasons/{season}/leagues/{league}/teams/{team}/calendar.ics',
  tags: ['Teams'],
  summary: "One team's games of the league season as a subscribable calendar (.ics)",
  security: publicSecurity,
  request: {
    params: seasonLeagueParams.extend({
      team: z.string().openapi({ param: { name: 'team', in: 'path' }, example: 'zadar' }),
    }),
  },
  responses: { 200: calendarAnswer, ...readErrors },
})

function calendarResponse(text: string, filename: string): Response {
  return new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}.ics"`,
    },
  })
}

export const calendarRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(leagueCalendarRoute, async (context) => {
    const { season, league } = context.req.valid('param')
    const { database, client } = context.var
    const games = await seasonGames(database, context.var.demoClock, client.id, season, league)
    const text = await leagueCalendar(database, games, { clientSlug: client.slug, clientTitle: client.name })
    return calendarResponse(text, `${league}-${season}`)
  })
  .openapi(teamCalendarRoute, async (context) => {
    const { season, league, team } = context.req.valid('param')
    const { database, client } = context.var
    const games = await seasonGames(database, context.var.demoClock, client.id, season, league)
    const text = await leagueCalendar(database, games, { clientSlug: client.slug, clientTitle: client.name, team })
    return calendarResponse(text, `${team}-${league}-${season}`)
  })
