// The official record of a game: its events as an open JSON feed (anyone, polled with `since`) and its FIBA
// scoresheet as a PDF (the client's staff and operators, once the game has ended). Mounted under /v2/live,
// outside the response cache: the feed of a live game changes with every event.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { AccessTokens } from '../../auth/access-tokens.ts'
import { isStaff } from '../../auth/staff.ts'
import { requireUser, signedInAccount } from '../../auth/users.ts'
import { GameEventFeedQuerySchema, GameEventFeedSchema } from '../../contract/event-feed.ts'
import { DomainError } from '../../domain-errors.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { isOperator } from '../../live/operators.ts'
import { gameEventFeed } from '../../official-record/event-feed.ts'
import { gameFacts } from '../../official-record/game-facts.ts'
import { gameRecord } from '../../official-record/game-record.ts'
import { scoresheetOf } from '../../official-record/scoresheet-data.ts'
import { scoresheetPdf } from '../../official-record/scoresheet-pdf.ts'
import { bearerSecurity, errorResponse, json, publicSecurity } from '../responses.ts'
import { gameParameters } from './parameters.ts'

const feedRoute = createRoute({
  method: 'get',
  path: '/games/{game}/events',
  operationId: 'getGameEventFeed',
  tags: ['Live'],
  summary: 'The game’s events as an open feed (poll with `since`)',
  description:
    'Every event of the game in order, with its sequence, period, game clock, team, player, points and the running ' +
    'score after it. Poll with `since` = the `lastSequence` you have to get only newer events; when `run` changes ' +
    '(a replay run again) start over from 0. A live game’s sequences are those of its event stream ' +
    '(`GET /v2/live/games/{game}/stream`), so a system may poll or follow the stream. A game scored on the ' +
    'platform answers its live log; an imported game its play-by-play as the same events (`source`).',
  security: publicSecurity,
  request: { params: gameParameters, query: GameEventFeedQuerySchema },
  responses: {
    200: json(GameEventFeedSchema, 'The events after `since`, oldest first'),
    400: errorResponse('`since` is not a whole number of 0 or more'),
    404: errorResponse('No such game in this league'),
  },
})

const scoresheetRoute = createRoute({
  method: 'get',
  path: '/games/{game}/scoresheet',
  operationId: 'getGameScoresheet',
  tags: ['Live'],
  summary: 'The FIBA scoresheet of a finished game as a PDF (staff and operators of the client)',
  description:
    'One A4 page drawn from the game’s event log (its play-by-play for an imported game): teams and players with ' +
    'their numbers, fouls with their period, team fouls and time-outs by period, the running score to 160, the ' +
    'score by period and the final score, the officials and the lines they sign.',
  security: bearerSecurity,
  request: { params: gameParameters },
  responses: {
    200: {
      description: 'The scoresheet (`attachment; filename="scoresheet-<game>.pdf"`)',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    401: errorResponse('Not signed in'),
    403: errorResponse('Neither staff nor an operator of this client'),
    404: errorResponse('No such game in this league'),
    409: errorResponse('The game has not ended yet (`game_not_finished`)'),
  },
})

/** After `requireUser`: staff and operators of the request's client pass, anyone else gets a 403. */
function requireStaffOrOperator(): MiddlewareHandler<AppEnv> {
  return async function checkStaffOrOperator(context, next) {
    const database = context.var.database
    const user = await signedInAccount(database, context.var.userId)
    const clientId = context.var.client.id
    if (!(await isStaff(database, clientId, user.id)) && !(await isOperator(database, clientId, user.id))) {
      throw new DomainError(
        'forbidden',
        'not_staff_or_operator',
        `Only staff and operators of ${context.var.client.name} may download scoresheets.`,
      )
    }
    await next()
  }
}

export function officialRecordRoutes(options: { accessTokens: AccessTokens }) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.on('GET', '/games/:game/scoresheet', requireUser(options.accessTokens), requireStaffOrOperator())
  return app
    .openapi(feedRoute, async (context) => {
      const { game } = context.req.valid('param')
      const record = await gameRecord(context.var.database, context.var.client.id, game, 'live')
      context.header('Cache-Control', 'no-store')
      return context.json(gameEventFeed(context.var.database, record, context.req.valid('query').since), 200)
    })
    .openapi(scoresheetRoute, async (context) => {
      const { database, client, demoClock } = context.var
      const { game } = context.req.valid('param')
      const record = await gameRecord(database, client.id, game, 'finished')
      if (record.state.phase !== 'final') {
        throw new DomainError(
          'conflict',
          'game_not_finished',
          `Game ${game} has not ended: its scoresheet is made once the scorer records the end of the game.`,
        )
      }
      const sheet = scoresheetOf(record, await gameFacts(database, demoClock, client.id, game))
      const pdf = await scoresheetPdf(sheet)
      return context.body(pdf.slice().buffer, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="scoresheet-${record.game.slug}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
    })
}
