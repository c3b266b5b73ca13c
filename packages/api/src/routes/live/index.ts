// Live games: operators post a game's events; anyone reads its state or follows it as Server-Sent Events.
// Mounted at /v2/live, outside /v2/website's response cache: every answer here is current.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { requireUser } from '../../auth/users.ts'
import type { AccessTokens } from '../../auth/access-tokens.ts'
import {
  LiveConflictSchema,
  LiveEventRequestSchema,
  LiveEventResultSchema,
  LiveGameStateResponseSchema,
  LiveStreamEventSchema,
} from '../../contract/live.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { createLimiter, rateLimit, type LimitStore } from '../../http/rate-limit.ts'
import { gameChannel } from '../../live/bus.ts'
import { stateResponse, type LiveGames } from '../../live/live-games.ts'
import { requireOperator } from '../../live/operators.ts'
import { liveEventStream, parseStreamEventId } from './event-stream.ts'
import { resumeOrSnapshot } from './stream-start.ts'
import { replayRoutes } from './replays.ts'
import { officialRecordRoutes } from './official-record.ts'
import { scoreRoutes } from './scores.ts'
import { fantasyStreamRoutes } from './fantasy-stream.ts'
import { screensRoutes } from './screens.ts'
import { venueRoutes } from './venues.ts'
import { bearerSecurity, errorResponse, jsonBody, json } from '../responses.ts'
import { gameParameters } from './parameters.ts'

type LiveEnv = AppEnv & { Variables: { operatorUserId: number } }

// POST /v2/live/games/{game}/events
const postEventRoute = createRoute({
  method: 'post',
  path: '/games/{game}/events',
  operationId: 'postLiveEvent',
  tags: ['Live'],
  summary: 'Record one event of a live game (operators of the client only)',
  description:
    'Idempotent by `idempotencyKey`: a retry answers the stored event; the same key with a different event ' +
    'is a 422 (`idempotency_key_reused`). `expectedSequence` must be the last ' +
    'sequence the console knows; otherwise 409 with the current state. An event the rules refuse is a 422 ' +
    'whose message is for the scorer; the log and the state are then unchanged.',
  security: bearerSecurity,
  request: { params: gameParameters, body: jsonBody(LiveEventRequestSchema) },
  responses: {
    200: json(LiveEventResultSchema, 'The event was stored (or had been, for a duplicate)'),
    400: errorResponse('Invalid body'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an operator of this client'),
    404: errorResponse('No such game in this league'),
    409: json(LiveConflictSchema, 'Another event came first: here is the current state'),
    422: errorResponse(
      'The event breaks a rule (clock already stopped, player not on court …), its key was used for another ' +
        'event, or the game is finished (`game_finished`: only the league can reopen it)',
    ),
    429: errorResponse('Too many events from this console (1,200 a minute per operator and game)'),
  },
})

// GET /v2/live/games/{game}
const stateRoute = createRoute({
  method: 'get',
  path: '/games/{game}',
  operationId: 'getLiveGameState',
  tags: ['Live'],
  summary: 'The live state of a game: score, clocks, fouls, timeouts, box score, play-by-play',
  security: [],
  request: { params: gameParameters },
  responses: {
    200: json(LiveGameStateResponseSchema, 'The state after the last stored event'),
    404: errorResponse('No such game in this league'),
  },
})

// GET /v2/live/games/{game}/stream
const streamRoute = createRoute({
  method: 'get',
  path: '/games/{game}/stream',
  operationId: 'streamLiveGame',
  tags: ['Live'],
  summary: 'Server-Sent Events of a game',
  description:
    'First a `snapshot` event (the whole state, id `<game>:<run>:<sequence>`), then one `live` event per stored event ' +
    '(id `<game>:<run>:<sequence>`) and a comment line as heartbeat. Reconnecting with `Last-Event-ID` sends every ' +
    'event after it instead of the snapshot: no gap and no duplicate. Every event carries `serverTime`.',
  security: [],
  request: {
    params: gameParameters,
    headers: z.object({ 'last-event-id': z.string().max(60).optional() }),
  },
  responses: {
    200: {
      description: 'An event stream (`text/event-stream`); each `live` event is a LiveStreamEvent',
      content: { 'text/event-stream': { schema: LiveStreamEventSchema } },
    },
    404: errorResponse('No such game in this league'),
    429: errorResponse('Too many streams open from this address (LIVE_STREAMS_PER_ADDRESS)'),
  },
})

export type LiveRouteOptions = {
  liveGames: LiveGames
  accessTokens: AccessTokens
  /** Milliseconds between heartbeats of a stream. */
  heartbeatMs?: number
  /** Where the write limit counts (memory or Redis, see http/rate-limit.ts). */
  limitStore: LimitStore
  /** Events one operator may post per minute and game. */
  eventsPerMinute?: number
}

export function liveRoutes(options: LiveRouteOptions) {
  const { liveGames } = options
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const app = new OpenAPIHono<LiveEnv>({ defaultHook: validationHook })
  // Far above what a scorer sends (a few events a second at most): it only stops a runaway console. Counted
  // per signed-in operator once the token and the role are checked, never per address: a flood of forged
  // tokens gets its 401s and costs the real operator nothing, and scorers behind one address never share.
  const eventLimiter = createLimiter(options.limitStore, {
    name: 'live-events',
    points: options.eventsPerMinute ?? 1200,
    windowSeconds: 60,
  })
  app.on('POST', '/games/:game/events', requireUser(options.accessTokens))
  app.on('POST', '/games/:game/events', requireOperator())
  app.on(
    'POST',
    '/games/:game/events',
    rateLimit({
      limiter: eventLimiter,
      keyOf: (context) => `${context.var.operatorUserId} ${context.req.param('game')}`,
      what: 'Too many events from this console',
    }),
  )

  return app
    .route('/', venueRoutes({ liveGames, heartbeatMs }))
    .route('/', scoreRoutes({ liveGames, heartbeatMs }))
    .route('/', fantasyStreamRoutes({ liveGames, heartbeatMs }))
    .route('/', replayRoutes({ liveGames, accessTokens: options.accessTokens }))
    .route('/', officialRecordRoutes({ accessTokens: options.accessTokens }))
    .route('/', screensRoutes({ liveGames, accessTokens: options.accessTokens }))
    .openapi(postEventRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const body = context.req.valid('json')
      const game = await liveGames.find(database, client.id, context.req.valid('param').game)
      const result = await liveGames.post(database, client.slug, game, {
        idempotencyKey: body.idempotencyKey,
        expectedSequence: body.expectedSequence,
        event: body.event,
        authorUserId: context.var.operatorUserId,
        source: 'operator',
      })
      const now = liveGames.now()
      if (result.outcome === 'stale') {
        return context.json(
          {
            error: {
              code: 'stale_sequence' as const,
              message: `Another event was recorded first (the game is at event ${result.state.sequence}): check it and send yours again.`,
            },
            state: stateResponse(result.state, now),
          },
          409,
        )
      }
      return context.json(
        { outcome: result.outcome, event: result.logged, state: stateResponse(result.state, now) },
        200,
      )
    })
    .openapi(stateRoute, async (context) => {
      const database = context.var.database
      const game = await liveGames.find(database, context.var.client.id, context.req.valid('param').game)
      context.header('Cache-Control', 'no-store')
      return context.json(stateResponse(await liveGames.state(database, game), liveGames.now()), 200)
    })
    .openapi(streamRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const game = await liveGames.findForStream(database, client.id, context.req.valid('param').game)
      const resumeFrom = parseStreamEventId(context.req.valid('header')['last-event-id'])
      return liveEventStream(context, {
        liveGames,
        channel: gameChannel(client.slug, game.slug),
        heartbeatMs,
        start: () => resumeOrSnapshot(liveGames, database, game, resumeFrom),
      })
    })
}
