// POST /v2/live/games/{game}/replay: an operator replays a real game on this API's live streams.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AccessTokens } from '../../auth/access-tokens.ts'
import { requireUser } from '../../auth/users.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { logger } from '../../http/log.ts'
import { describeError } from '../../http/describe-error.ts'
import type { LiveGames } from '../../live/live-games.ts'
import { requireOperator } from '../../live/operators.ts'
import { replayGame, ReplayOptionsSchema, requireReplayable } from '../../live/replay.ts'
import { bearerSecurity, errorResponse, jsonBody, json } from '../responses.ts'

const ReplayStartedSchema = z
  .object({ game: z.string(), speed: z.number(), venue: z.string().nullable(), stream: z.string() })
  .openapi('ReplayStarted')

// POST /v2/live/games/{game}/replay
const replayRoute = createRoute({
  method: 'post',
  path: '/games/{game}/replay',
  operationId: 'replayLiveGame',
  tags: ['Live'],
  summary: "Replay a real game's play-by-play as live events (operators of the client only)",
  description:
    "Starts at once and answers 202; the events follow in real time divided by `speed` (1–20) on the game's " +
    "stream and its venue's (`venue` puts it on another venue's screens).",
  security: bearerSecurity,
  request: {
    params: z.object({
      game: z
        .string()
        .min(1)
        .max(40)
        .openapi({ param: { name: 'game', in: 'path' }, example: '22-6' }),
    }),
    body: jsonBody(ReplayOptionsSchema.openapi('ReplayOptions')),
  },
  responses: {
    202: json(ReplayStartedSchema, 'The replay has started'),
    400: errorResponse('Invalid speed or venue'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an operator of this client'),
    404: errorResponse('No such game or venue in this league'),
    422: errorResponse('The game has no play-by-play to replay'),
  },
})

/** Resolves when the real clock reaches `at`. */
function realWaitUntil(at: number): Promise<void> {
  const delay = at - Date.now()
  return delay <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, delay))
}

export function replayRoutes(options: { liveGames: LiveGames; accessTokens: AccessTokens }) {
  const app = new OpenAPIHono<AppEnv & { Variables: { operatorUserId: number } }>({ defaultHook: validationHook })
  app.on('POST', '/games/:game/replay', requireUser(options.accessTokens))
  app.on('POST', '/games/:game/replay', requireOperator())
  return app.openapi(replayRoute, async (context) => {
    const database = context.var.database
    const client = context.var.client
    const gameSlug = context.req.valid('param').game
    const body = context.req.valid('json')
    // Check the game exists before answering; the replay itself runs after the answer.
    const game = await options.liveGames.find(database, client.id, gameSlug)
    // …and that it has plays to replay: "started" must not be said of a replay that stops at once.
    await requireReplayable(database, game.id, game.slug)
    void replayGame(
      {
        database,
        liveGames: options.liveGames,
        clientId: client.id,
        clientSlug: client.slug,
        waitUntil: realWaitUntil,
      },
      game.slug,
      body,
    ).catch((error: unknown) => logger.warn('replay stopped', { game: game.slug, error: describeError(error) }))
    return context.json(
      {
        game: game.slug,
        speed: body.speed ?? 1,
        venue: body.venue ?? null,
        stream: `/v2/live/games/${game.slug}/stream`,
      },
      202,
    )
  })
}
