// The timer API: a small service of its own (own port, TIMER_PORT) that answers the game clock and shot
// clock of a venue's current game, as JSON and as Server-Sent Events, for arena screens and shot-clock
// displays. It reads the same event log and live bus as the API, and resolves the client from the Origin
// header like the API does.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { readClocks, ClockReadingSchema, type ClockReading } from '@league/live/clock'
import { streamSSE } from 'hono/streaming'
import type { Database } from '../db/connection.ts'
import { ClientDirectory } from '../tenants/clients.ts'
import type { AppEnv } from '../http/env.ts'
import { ApiError, handleError, handleNotFound, validationHook } from '../http/errors.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { tenancy } from '../http/tenancy.ts'
import type { LiveBus } from '../live/bus.ts'
import { venueChannel } from '../live/bus.ts'
import { currentGameOfVenue } from '../live/game-log.ts'
import { isVenueOfClient } from '../live/venue-of-client.ts'
import { createLiveGames } from '../live/live-games.ts'
import { errorResponse, json } from '../routes/responses.ts'

export const VenueClockSchema = z
  .object({
    venue: z.string(),
    /** Slug of the game the venue shows; null when no game is live there. */
    game: z.string().nullable(),
    clocks: ClockReadingSchema.nullable(),
  })
  .openapi('VenueClock')

export type VenueClock = z.infer<typeof VenueClockSchema>

const venueQuery = z.object({
  venue: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a venue slug such as dvorana-kresimir-cosic')
    .openapi({ param: { name: 'venue', in: 'query' }, example: 'dvorana-kresimir-cosic' }),
})

// GET {timer API}/clock?venue=<slug>
const clockRoute = createRoute({
  method: 'get',
  path: '/clock',
  operationId: 'getVenueClock',
  tags: ['Timer'],
  summary: "Game clock and shot clock of a venue's current game",
  description:
    'The Origin header names the client league. `clocks` carries the anchors (`serverTime`, `clockRate`, ' +
    'running flags) so a display can keep counting between reads.',
  security: [],
  request: { query: venueQuery },
  responses: {
    200: json(VenueClockSchema, 'The clocks (null when no game is live at the venue)'),
    400: errorResponse('Bad venue'),
    404: errorResponse('The league has no venue of that slug'),
  },
})

// GET {timer API}/clock/stream?venue=<slug>
const clockStreamRoute = createRoute({
  method: 'get',
  path: '/clock/stream',
  operationId: 'streamVenueClock',
  tags: ['Timer'],
  summary: "Server-Sent Events of a venue's clocks: one `clock` event on connect and after every live event",
  security: [],
  request: { query: venueQuery },
  responses: {
    200: {
      description: 'An event stream (`text/event-stream`) of VenueClock, with heartbeat comments',
      content: { 'text/event-stream': { schema: VenueClockSchema } },
    },
    400: errorResponse('Bad venue'),
    404: errorResponse('The league has no venue of that slug'),
  },
})

export type TimerAppOptions = {
  database: Database
  bus: LiveBus
  now?: () => number
  heartbeatMs?: number
  /** Production (`NODE_ENV=production`): adds HSTS, as the API does. */
  production?: boolean
}

export function createTimerApp(options: TimerAppOptions) {
  const now = options.now ?? Date.now
  const liveGames = createLiveGames({ bus: options.bus, now })
  const clientDirectory = new ClientDirectory(options.database)
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.onError(handleError)
  app.notFound(handleNotFound)
  // The same headers as the API's answers: arena screens read JSON and event streams, never anything to run.
  app.use(securityHeaders({ production: options.production ?? false }))
  app.use(async (context, next) => {
    context.set('database', options.database)
    await next()
  })
  app.use(tenancy(clientDirectory))

  // A known venue with no game answers nulls (its screens wait for the next game); an unknown one is a
  // screen set up with a wrong slug, which its operator must hear about rather than watch a blank clock.
  async function requireVenue(clientId: number, venue: string): Promise<void> {
    if (!(await isVenueOfClient(options.database, clientId, venue))) {
      throw new ApiError(404, 'not_found', `This league has no venue "${venue}"; check the screen's venue address`)
    }
  }

  async function venueClock(clientId: number, venue: string): Promise<VenueClock> {
    const game = await currentGameOfVenue(options.database, clientId, venue)
    if (game === null) {
      return { venue, game: null, clocks: null }
    }
    const state = await liveGames.state(options.database, game)
    return { venue, game: game.slug, clocks: readClocks(state, now()) }
  }

  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'League timer API', version: '1.0.0' } })

  return app
    .openapi(clockRoute, async (context) => {
      const venue = context.req.valid('query').venue
      await requireVenue(context.var.client.id, venue)
      context.header('Cache-Control', 'no-store')
      return context.json(await venueClock(context.var.client.id, venue), 200)
    })
    .openapi(clockStreamRoute, async (context) => {
      const client = context.var.client
      const venue = context.req.valid('query').venue
      await requireVenue(client.id, venue)
      const response = streamSSE(context, async (stream) => {
        let writing = Promise.resolve()
        const send = (reading: VenueClock) => {
          writing = writing.then(() => stream.writeSSE({ event: 'clock', data: JSON.stringify(reading) }))
        }
        const unsubscribe = await liveGames.subscribe(venueChannel(client.slug, venue), (event) => {
          const clocks: ClockReading = event.clocks
          send({ venue, game: event.gameId, clocks })
        })
        send(await venueClock(client.id, venue))
        const heartbeat = setInterval(() => {
          writing = writing.then(() => stream.write(`: heartbeat ${now()}\n\n`).then(() => undefined))
        }, options.heartbeatMs ?? 15_000)
        await new Promise<void>((resolve) => {
          stream.onAbort(() => resolve())
        })
        clearInterval(heartbeat)
        await unsubscribe()
      })
      context.header('Cache-Control', 'no-store, no-transform')
      response.headers.set('Cache-Control', 'no-store, no-transform')
      return response
    })
}
