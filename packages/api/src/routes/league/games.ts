// A game centre: header, team statistics, box score, play-by-play, shots, head-to-head, flow and report.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import {
  boxScore,
  findGame,
  flow,
  gameHeadToHead,
  gameHeader,
  matchReport,
  playByPlay,
  shotChart,
  teamStatistics,
} from '../../queries/games.ts'
import { photosOf } from '../../queries/photos.ts'
import {
  gameStatus,
  gameSummary,
  json,
  locale,
  notFound,
  photosSchema,
  playerReference,
  stats,
  teamReference,
} from './schemas.ts'

const gameParams = z.object({ game: z.string().openapi({ param: { name: 'game', in: 'path' }, example: '22-6' }) })

const sideHeader = z.object({
  team: teamReference,
  score: z.number().int().nullable(),
  periodScores: z.array(z.number().int()),
})

const headerSchema = z
  .object({
    slug: z.string(),
    season: z.string(),
    league: z.object({ slug: z.string(), name: z.string() }),
    phase: z.string(),
    phaseName: z.string(),
    round: z.number().int(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    status: gameStatus,
    home: sideHeader,
    away: sideHeader,
    venue: z
      .object({ name: z.string(), capacity: z.number().int().nullable(), location: z.string().nullable() })
      .nullable(),
    attendance: z.number().int().nullable(),
    referees: z.array(z.string()),
    playoffDuel: z.object({ round: z.string(), slug: z.string() }).nullable(),
  })
  .openapi('GameHeader')

const teamTotals = z.object({
  team: teamReference,
  stats,
  pointsInPaint: z.number().int(),
  secondChancePoints: z.number().int(),
  fastBreakPoints: z.number().int(),
  benchPoints: z.number().int(),
  /** From the play-by-play: rebounds and turnovers credited to the team, not to a player. */
  teamRebounds: z.number().int(),
  teamTurnovers: z.number().int(),
})

const boxSide = z.object({
  team: teamReference,
  players: z.array(
    z.object({
      player: playerReference,
      jersey: z.string().nullable(),
      starter: z.boolean(),
      played: z.boolean(),
      minutes: z.string().nullable(),
      stats,
      pointsInPaint: z.number().int().nullable(),
      secondChancePoints: z.number().int().nullable(),
      fastBreakPoints: z.number().int().nullable(),
    }),
  ),
  totals: stats,
})

const sideEnum = z.enum(['home', 'away']).nullable()

const lead = z
  .object({ points: z.number(), elapsedSeconds: z.number(), homeScore: z.number(), awayScore: z.number() })
  .nullable()

function gameRoute<Schema extends z.ZodType>(path: string, summary: string, schema: Schema, name: string) {
  return createRoute({
    method: 'get',
    path: `/games/{game}${path}`,
    tags: ['Games'],
    summary,
    request: { params: gameParams },
    responses: { 200: json(schema, name), ...notFound },
  })
}

// GET /v2/website/games/{game}
const headerRoute = gameRoute('', 'Game header: teams, score, periods, status, venue, referees', headerSchema, 'Game')

// GET /v2/website/games/{game}/team-stats
const teamStatsRoute = gameRoute(
  '/team-stats',
  'Team totals and shooting percentages',
  z.object({ game: gameSummary, home: teamTotals, away: teamTotals }).openapi('GameTeamStats'),
  'Team statistics',
)

// GET /v2/website/games/{game}/box-score
const boxScoreRoute = gameRoute(
  '/box-score',
  'Every player line and team totals',
  z.object({ game: gameSummary, home: boxSide, away: boxSide }).openapi('BoxScore'),
  'Box score',
)

// GET /v2/website/games/{game}/play-by-play
const playByPlayRoute = gameRoute(
  '/play-by-play',
  'Every event in order with the running score',
  z
    .object({
      game: gameSummary,
      events: z.array(
        z.object({
          sequence: z.number().int(),
          period: z.number().int(),
          clock: z.string().nullable(),
          side: sideEnum,
          team: teamReference.nullable(),
          player: playerReference.nullable(),
          event: z.string(),
          subtype: z.string().nullable(),
          shotValue: z.number().int().nullable(),
          homeScore: z.number().int(),
          awayScore: z.number().int(),
        }),
      ),
    })
    .openapi('PlayByPlay'),
  'Play-by-play',
)

// GET /v2/website/games/{game}/shots
const shotsRoute = gameRoute(
  '/shots',
  'Shot chart (x, y in per cent of the court; home shoots at the left basket)',
  z
    .object({
      game: gameSummary,
      shots: z.array(
        z.object({
          sequence: z.number().int(),
          side: sideEnum,
          team: teamReference.nullable(),
          player: playerReference.nullable(),
          made: z.boolean(),
          x: z.number(),
          y: z.number(),
          playByPlaySequence: z.number().int().nullable(),
        }),
      ),
    })
    .openapi('Shots'),
  'Shots',
)

// GET /v2/website/games/{game}/head-to-head
const headToHeadRoute = gameRoute(
  '/head-to-head',
  'Every meeting of the two clubs in the data, and the home team’s record',
  z
    .object({
      game: gameSummary,
      home: teamReference,
      away: teamReference,
      homeRecord: z.object({
        won: z.number().int(),
        lost: z.number().int(),
        pointsFor: z.number().int(),
        pointsAgainst: z.number().int(),
        averageMargin: z.number().nullable(),
      }),
      meetings: z.array(gameSummary),
    })
    .openapi('HeadToHead'),
  'Head-to-head',
)

// GET /v2/website/games/{game}/flow
const flowRoute = gameRoute(
  '/flow',
  'Score by minute, lead changes, ties, largest leads and the biggest run',
  z
    .object({
      game: gameSummary,
      scoreByMinute: z.array(
        z.object({ minute: z.number().int(), homeScore: z.number().int(), awayScore: z.number().int() }),
      ),
      leadChanges: z.number().int(),
      timesTied: z.number().int(),
      largestLead: z.object({ home: lead, away: lead }),
      biggestRun: z
        .object({
          side: z.enum(['home', 'away']),
          points: z.number().int(),
          fromElapsedSeconds: z.number(),
          toElapsedSeconds: z.number(),
          startScore: z.tuple([z.number(), z.number()]),
          endScore: z.tuple([z.number(), z.number()]),
        })
        .nullable(),
    })
    .openapi('GameFlow'),
  'Game flow',
)

// GET /v2/website/games/{game}/report
const reportRoute = createRoute({
  method: 'get',
  path: '/games/{game}/report',
  tags: ['Games'],
  summary: 'The match report written from the box score and play-by-play',
  request: { params: gameParams, query: z.object({ locale: locale.default('en') }) },
  responses: {
    200: json(
      z
        .object({
          game: gameSummary,
          slug: z.string(),
          locale: z.string(),
          title: z.string(),
          summary: z.string(),
          body: z.string(),
          publishedAt: z.string(),
        })
        .openapi('MatchReport'),
      'Report',
    ),
    ...notFound,
  },
})

// GET /v2/website/games/{game}/photos
const photosRoute = gameRoute('/photos', 'Photos of the game (none in the imported data)', photosSchema, 'Photos')

export const gameRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(headerRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await gameHeader(database, found), 200)
  })
  .openapi(teamStatsRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await teamStatistics(database, found), 200)
  })
  .openapi(boxScoreRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await boxScore(database, found), 200)
  })
  .openapi(playByPlayRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await playByPlay(database, found), 200)
  })
  .openapi(shotsRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await shotChart(database, found), 200)
  })
  .openapi(headToHeadRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const found = await findGame(database, clientId, context.req.valid('param').game)
    return context.json(await gameHeadToHead(database, clientId, found), 200)
  })
  .openapi(flowRoute, async (context) => {
    const database = context.get('database')
    const found = await findGame(database, context.get('client').id, context.req.valid('param').game)
    return context.json(await flow(database, found), 200)
  })
  .openapi(photosRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const found = await findGame(database, clientId, context.req.valid('param').game)
    return context.json({ photos: await photosOf(database, clientId, { game: found.game.slug }) }, 200)
  })
  .openapi(reportRoute, async (context) => {
    const database = context.get('database')
    const clientId = context.get('client').id
    const found = await findGame(database, clientId, context.req.valid('param').game)
    return context.json(await matchReport(database, clientId, found, context.req.valid('query').locale), 200)
  })
