// A game centre: header, team statistics, box score, play-by-play, shots, head-to-head, flow and report.
// A middleware looks the game up once for every /games/{game} route and puts it on the context.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import {
  BoxScoreSchema,
  GameFlowSchema,
  GameHeaderSchema,
  GameTeamStatsSchema,
  HeadToHeadSchema,
  MatchReportSchema,
  PlayByPlaySchema,
  ShotsSchema,
} from '../../contract/games.ts'
import { GameVideoSchema, PhotosSchema } from '../../contract/references.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import {
  boxScore,
  findGame,
  flow,
  gameHeader,
  matchReport,
  playByPlay,
  shotChart,
  teamStatistics,
  type GameContext,
} from '../../queries/games.ts'
import { gameHeadToHead } from '../../queries/game-head-to-head.ts'
import { gameVideoOf, photosOf } from '../../queries/photos.ts'
import { json, publicSecurity, readErrors } from '../responses.ts'
import { locale } from './parameters.ts'
import { answerWithClubLooks } from '../../queries/team-looks.ts'

/** The app's context plus the game the path names, found once by `withGame`. */
type GameEnv = { Variables: AppEnv['Variables'] & { game: GameContext } }

const gameParams = z.object({ game: z.string().openapi({ param: { name: 'game', in: 'path' }, example: '22-6' }) })

function gameRoute<Schema extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  schema: Schema,
  name: string,
) {
  return createRoute({
    operationId,
    method: 'get',
    path: `/games/{game}${path}`,
    tags: ['Games'],
    summary,
    security: publicSecurity,
    request: { params: gameParams },
    responses: { 200: json(schema, name), ...readErrors },
  })
}

// GET /v2/website/games/{game}
const headerRoute = gameRoute(
  'getGame',
  '',
  'Game header: teams, score, periods, status, venue, referees',
  GameHeaderSchema,
  'Game',
)

// GET /v2/website/games/{game}/team-stats
const teamStatsRoute = gameRoute(
  'getGameTeamStats',
  '/team-stats',
  'Team totals and shooting percentages',
  GameTeamStatsSchema,
  'Team statistics',
)

// GET /v2/website/games/{game}/box-score
const boxScoreRoute = gameRoute(
  'getGameBoxScore',
  '/box-score',
  'Every player line and team totals',
  BoxScoreSchema,
  'Box score',
)

// GET /v2/website/games/{game}/play-by-play
const playByPlayRoute = gameRoute(
  'getGamePlayByPlay',
  '/play-by-play',
  'Every event in order with the running score',
  PlayByPlaySchema,
  'Play-by-play',
)

// GET /v2/website/games/{game}/shots
const shotsRoute = gameRoute(
  'getGameShots',
  '/shots',
  'Shot chart (x, y in per cent of the court; home shoots at the left basket)',
  ShotsSchema,
  'Shots',
)

// GET /v2/website/games/{game}/head-to-head
const headToHeadRoute = gameRoute(
  'getGameHeadToHead',
  '/head-to-head',
  'Every meeting of the two clubs in the data, and the home team’s record',
  HeadToHeadSchema,
  'Head-to-head',
)

// GET /v2/website/games/{game}/flow
const flowRoute = gameRoute(
  'getGameFlow',
  '/flow',
  'Score by minute, lead changes, ties, largest leads and the biggest run',
  GameFlowSchema,
  'Game flow',
)

// GET /v2/website/games/{game}/report
const reportRoute = createRoute({
  operationId: 'getGameReport',
  method: 'get',
  path: '/games/{game}/report',
  tags: ['Games'],
  summary: 'The match report written from the box score and play-by-play',
  security: publicSecurity,
  request: { params: gameParams, query: z.object({ locale: locale.default('en') }) },
  responses: { 200: json(MatchReportSchema, 'Report'), ...readErrors },
})

// GET /v2/website/games/{game}/photos
const photosRoute = gameRoute(
  'getGamePhotos',
  '/photos',
  'Photos of the game (none in the imported data)',
  PhotosSchema,
  'Photos',
)

// GET /v2/website/games/{game}/video
const videoRoute = createRoute({
  operationId: 'getGameVideo',
  method: 'get',
  path: '/games/{game}/video',
  tags: ['Games'],
  summary: "The game's video link from the league's media.json (null when it has none)",
  security: publicSecurity,
  request: { params: gameParams, query: z.object({ locale: locale.default('en') }) },
  responses: { 200: json(GameVideoSchema, 'Video'), ...readErrors },
})

/** Finds the game of `/games/{game}…` once, for the client of the request; an unknown slug answers 404. */
const withGame = createMiddleware<GameEnv>(async (context, next) => {
  const slug = context.req.param('game') ?? ''
  context.set('game', await findGame(context.var.database, context.var.demoClock, context.var.client.id, slug))
  await next()
})

const gameRouter = new OpenAPIHono<GameEnv>({ defaultHook: validationHook })
// Registered before the routes so that it runs first; a statement, because `use` would lose the chain's type.
// Hono's `/*` also matches `/games/{game}` itself, so this one registration covers the header too.
gameRouter.use('/games/:game/*', withGame)

export const gameRoutes = gameRouter
  .openapi(headerRoute, async (context) =>
    context.json(
      await answerWithClubLooks(
        context.var.database,
        context.var.client.id,
        await gameHeader(context.var.database, context.var.game),
      ),
      200,
    ),
  )
  .openapi(teamStatsRoute, async (context) =>
    context.json(await teamStatistics(context.var.database, context.var.game), 200),
  )
  .openapi(boxScoreRoute, async (context) =>
    context.json(
      await answerWithClubLooks(
        context.var.database,
        context.var.client.id,
        await boxScore(context.var.database, context.var.game),
      ),
      200,
    ),
  )
  .openapi(playByPlayRoute, async (context) =>
    context.json(await playByPlay(context.var.database, context.var.game), 200),
  )
  .openapi(shotsRoute, async (context) => context.json(await shotChart(context.var.database, context.var.game), 200))
  .openapi(headToHeadRoute, async (context) =>
    context.json(
      await gameHeadToHead(context.var.database, context.var.demoClock, context.var.client.id, context.var.game),
      200,
    ),
  )
  .openapi(flowRoute, async (context) => context.json(await flow(context.var.database, context.var.game), 200))
  .openapi(photosRoute, async (context) => {
    const photos = await photosOf(context.var.database, context.var.client.id, { game: context.var.game.game.slug })
    return context.json({ photos }, 200)
  })
  .openapi(videoRoute, async (context) => {
    const { database, game } = context.var
    return context.json({ video: await gameVideoOf(database, game.game.id, context.req.valid('query').locale) }, 200)
  })
  .openapi(reportRoute, async (context) => {
    const { database, client, game } = context.var
    return context.json(
      await matchReport(database, context.var.demoClock, client.id, game, context.req.valid('query').locale),
      200,
    )
  })
