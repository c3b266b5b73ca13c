// GET /v2/live/scores and /v2/live/scores/stream: every game of the client in progress, for the site's lists
// of games (home page results, schedule), which show a live score and period without following each game.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { LiveScoresSchema, LiveStreamEventSchema } from '../../contract/live.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { scoresChannel } from '../../live/bus.ts'
import type { LiveGames } from '../../live/live-games.ts'
import { errorResponse, json } from '../responses.ts'
import { liveEventStream } from './event-stream.ts'

// GET /v2/live/scores
const scoresRoute = createRoute({
  method: 'get',
  path: '/scores',
  operationId: 'getLiveScores',
  tags: ['Live'],
  summary: "The score, period and clocks of the client's games in progress",
  description: 'An empty `games` list when no game is live: a page opens the stream only when there is one.',
  security: [],
  responses: {
    200: json(LiveScoresSchema, 'The games in progress, oldest first'),
    400: errorResponse('The Origin names no registered league site'),
  },
})

// GET /v2/live/scores/stream
const scoresStreamRoute = createRoute({
  method: 'get',
  path: '/scores/stream',
  operationId: 'streamLiveScores',
  tags: ['Live'],
  summary: "Server-Sent Events of every game of the client: a `snapshot` of the scores, then each game's events",
  description:
    'First a `snapshot` event (LiveScores), then one `live` event (LiveStreamEvent, id `<game>:<run>:<sequence>`) per ' +
    'stored event of any game of the client, a game that starts included, and heartbeat comments. A reconnect ' +
    'starts again from a snapshot (`Last-Event-ID` names one game only, so it is not used here).',
  security: [],
  responses: {
    200: {
      description: 'An event stream (`text/event-stream`); `snapshot` is LiveScores, each `live` a LiveStreamEvent',
      content: { 'text/event-stream': { schema: LiveStreamEventSchema } },
    },
    400: errorResponse('The Origin names no registered league site'),
  },
})

export function scoreRoutes(options: { liveGames: LiveGames; heartbeatMs: number }) {
  const { liveGames } = options
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(scoresRoute, async (context) => {
      context.header('Cache-Control', 'no-store')
      return context.json(await liveGames.scores(context.var.database, context.var.client.id), 200)
    })
    .openapi(scoresStreamRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      return liveEventStream(context, {
        liveGames,
        channel: scoresChannel(client.slug),
        heartbeatMs: options.heartbeatMs,
        start: async () => {
          const scores = await liveGames.scores(database, client.id)
          return {
            snapshot: { id: `scores:${scores.serverTime}`, json: JSON.stringify(scores) },
            missed: [],
            lastSent: new Map(scores.games.map((game) => [game.gameId, game.sequence])),
          }
        },
      })
    })
}
