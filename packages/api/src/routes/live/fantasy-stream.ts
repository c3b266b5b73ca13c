// GET /v2/live/fantasy/squads/{squad}/stream: a squad's live round total as Server-Sent Events — a `snapshot`
// first, then a `points` event whenever an event of one of the round's games changes it (live/fantasy-live.ts).
// It follows the client's scores channel, which carries every event of every game; subscribed before the
// start is read, so no event is lost in between. Under /v2/live, so the stream cap per address applies; a
// reader that stops reading is dropped past `defaultMaxQueuedBytes`, as the game streams do.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { LiveGameState } from '@league/live/state'
import { LiveSquadPointsSchema } from '../../contract/fantasy-live.ts'
import type { AppEnv } from '../../http/env.ts'
import { describeError } from '../../http/describe-error.ts'
import { validationHook } from '../../http/errors.ts'
import { logger } from '../../http/log.ts'
import { scoresChannel } from '../../live/bus.ts'
import { liveSquadPoints, loadLiveSquad, squadExists, type LiveSquadPoints } from '../../live/fantasy-live.ts'
import { gamesInProgress } from '../../live/game-log.ts'
import type { LiveGames } from '../../live/live-games.ts'
import { NotFoundError } from '../../queries/errors.ts'
import { errorResponse } from '../responses.ts'
import { defaultMaxQueuedBytes } from './event-stream.ts'

export const squadParameters = z.object({
  squad: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: 'squad', in: 'path' }, example: 17 }),
})

// GET /v2/live/fantasy/squads/{squad}/stream
const squadStreamRoute = createRoute({
  method: 'get',
  path: '/fantasy/squads/{squad}/stream',
  operationId: 'streamLiveSquadPoints',
  tags: ['Live'],
  summary: "Server-Sent Events of a fantasy squad's live round total",
  description:
    'First a `snapshot` event (LiveSquadPoints), then a `points` event (LiveSquadPoints) each time an event of ' +
    "one of the round's games changes the total or a pick's points, and heartbeat comments.",
  security: [],
  request: { params: squadParameters },
  responses: {
    200: {
      description: 'An event stream (`text/event-stream`) of LiveSquadPoints',
      content: { 'text/event-stream': { schema: LiveSquadPointsSchema } },
    },
    400: errorResponse('The squad is not a number'),
    404: errorResponse('No such squad'),
  },
})

const encoder = new TextEncoder()

function sseMessage(event: string, points: LiveSquadPoints): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(points)}\n\n`)
}

type SquadStreamOptions = { liveGames: LiveGames; heartbeatMs: number; squadId: number }

async function runSquadStream(
  context: Context<AppEnv>,
  controller: ReadableStreamDefaultController<Uint8Array>,
  options: SquadStreamOptions,
  lifecycle: { closed: boolean; stop: () => void },
): Promise<void> {
  const { database, demoClock, client } = context.var
  const { liveGames } = options
  const held: string[] = []
  let follow: ((gameSlug: string) => void) | undefined
  const unsubscribe = await liveGames.subscribe(scoresChannel(client.slug), (event) =>
    follow === undefined ? held.push(event.gameId) : follow(event.gameId),
  )
  let heartbeat: NodeJS.Timeout | undefined
  lifecycle.stop = () => {
    lifecycle.closed = true
    clearInterval(heartbeat)
    unsubscribe().catch((error: unknown) =>
      logger.warn('fantasy stream: could not unsubscribe', { error: describeError(error) }),
    )
  }
  const send = (bytes: Uint8Array) => {
    if (lifecycle.closed) {
      return
    }
    controller.enqueue(bytes)
    if ((controller.desiredSize ?? 0) < -defaultMaxQueuedBytes) {
      lifecycle.stop()
      controller.error(new Error('the subscriber stopped reading'))
    }
  }
  try {
    const inProgress = await gamesInProgress(database, client.id)
    const states = new Map<string, LiveGameState>()
    const games = new Map(inProgress.map((game) => [game.slug, game]))
    for (const game of inProgress) {
      states.set(game.slug, await liveGames.state(database, game))
    }
    let squad = await loadLiveSquad(database, options.squadId, demoClock, [...states.keys()])
    let last = liveSquadPoints(squad, states)
    send(sseMessage('snapshot', last))
    // A game that starts later may be of another round (a replay of an old game): the squad is read again
    // once for each game it has not seen, and follows that game's round when it is one.
    const seen = new Set(squad.gameSlugs)
    const concerns = async (gameSlug: string) => {
      if (!seen.has(gameSlug)) {
        seen.add(gameSlug)
        squad = await loadLiveSquad(database, options.squadId, demoClock, [...states.keys(), gameSlug])
        squad.gameSlugs.forEach((slug) => seen.add(slug))
      }
      return squad.gameSlugs.includes(gameSlug)
    }
    // Events are handled one after another; each reads the game's folded state (cached per game).
    let queue = Promise.resolve()
    const onEvent = (gameSlug: string) => {
      queue = queue
        .then(async () => {
          if (!(await concerns(gameSlug))) {
            return
          }
          const game = games.get(gameSlug) ?? (await liveGames.find(database, client.id, gameSlug))
          games.set(gameSlug, game)
          states.set(gameSlug, await liveGames.state(database, game))
          const next = liveSquadPoints(squad, states)
          if (JSON.stringify(next) !== JSON.stringify(last)) {
            last = next
            send(sseMessage('points', next))
          }
        })
        .catch((error: unknown) => logger.warn('fantasy stream: could not update', { error: describeError(error) }))
    }
    held.splice(0).forEach(onEvent)
    follow = onEvent
  } catch (error) {
    logger.warn('fantasy stream: could not start', { error: describeError(error) })
    lifecycle.stop()
    controller.close()
    return
  }
  heartbeat = setInterval(() => send(encoder.encode(`: heartbeat ${liveGames.now()}\n\n`)), options.heartbeatMs)
}

export function fantasyStreamRoutes(options: { liveGames: LiveGames; heartbeatMs: number }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(squadStreamRoute, async (context) => {
    const { squad: squadId } = context.req.valid('param')
    if (!(await squadExists(context.var.database, squadId))) {
      throw new NotFoundError('fantasy squad', String(squadId), `No fantasy squad ${squadId}`)
    }
    const lifecycle = {
      closed: false,
      stop: () => {
        lifecycle.closed = true
      },
    }
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => runSquadStream(context, controller, { ...options, squadId }, lifecycle),
        cancel: () => lifecycle.stop(),
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    )
    context.header('Content-Type', 'text/event-stream')
    context.header('Cache-Control', 'no-store, no-transform')
    context.header('Connection', 'keep-alive')
    context.header('Transfer-Encoding', 'chunked')
    context.header('X-Accel-Buffering', 'no')
    return context.newResponse(body)
  })
}
