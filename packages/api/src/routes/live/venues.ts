// GET /v2/live/venues/{venue}/stream and /v2/live/venues/{venue}: the game a venue's screens show.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { LiveGameStateResponseSchema, LiveStreamEventSchema } from '../../contract/live.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { venueChannel } from '../../live/bus.ts'
import { currentGameOfVenue } from '../../live/game-log.ts'
import { stateResponse, type LiveGames } from '../../live/live-games.ts'
import { errorResponse, json } from '../responses.ts'
import { liveEventStream, parseStreamEventId } from './event-stream.ts'
import { resumeOrSnapshot } from './stream-start.ts'

const venueParameters = z.object({
  venue: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80)
    .openapi({ param: { name: 'venue', in: 'path' }, example: 'aleksandar-nikolic-hall' }),
})

// GET /v2/live/venues/{venue}
const venueStateRoute = createRoute({
  method: 'get',
  path: '/venues/{venue}',
  operationId: 'getVenueLiveGame',
  tags: ['Live'],
  summary: 'The live state of the game a venue is showing',
  security: [],
  request: { params: venueParameters },
  responses: {
    200: json(LiveGameStateResponseSchema, "The venue's current game"),
    404: errorResponse('No live game at this venue'),
  },
})

// GET /v2/live/venues/{venue}/stream
const venueStreamRoute = createRoute({
  method: 'get',
  path: '/venues/{venue}/stream',
  operationId: 'streamVenue',
  tags: ['Live'],
  summary: "Server-Sent Events of a venue's screens: its current game, and the next one when it starts",
  description:
    'As the game stream: a `snapshot` (when there is a current game), `live` events with ids ' +
    '`<game>:<run>:<sequence>`, heartbeats, and resume by `Last-Event-ID`.',
  security: [],
  request: { params: venueParameters, headers: z.object({ 'last-event-id': z.string().max(60).optional() }) },
  responses: {
    200: {
      description: 'An event stream (`text/event-stream`); each `live` event is a LiveStreamEvent',
      content: { 'text/event-stream': { schema: LiveStreamEventSchema } },
    },
    400: errorResponse('The venue slug or Last-Event-ID is malformed'),
  },
})

export function venueRoutes(options: { liveGames: LiveGames; heartbeatMs: number }) {
  const { liveGames } = options
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(venueStateRoute, async (context) => {
      const database = context.var.database
      const venue = context.req.valid('param').venue
      const game = await currentGameOfVenue(database, context.var.client.id, venue)
      if (game === null) {
        throw new ApiError(404, 'not_found', `No live game at venue "${venue}"`)
      }
      context.header('Cache-Control', 'no-store')
      return context.json(stateResponse(await liveGames.state(database, game), liveGames.now()), 200)
    })
    .openapi(venueStreamRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const venue = context.req.valid('param').venue
      const resumeFrom = parseStreamEventId(context.req.valid('header')['last-event-id'])
      return liveEventStream(context, {
        liveGames,
        channel: venueChannel(client.slug, venue),
        heartbeatMs: options.heartbeatMs,
        start: async () => {
          const game = await currentGameOfVenue(database, client.id, venue)
          if (game === null) {
            return { missed: [], lastSent: new Map() }
          }
          return resumeOrSnapshot(liveGames, database, game, resumeFrom)
        },
      })
    })
}
