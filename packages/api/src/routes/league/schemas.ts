// zod schemas shared by the league routes: they validate parameters and describe answers in /openapi.json.
import { z } from '@hono/zod-openapi'
import { STAT_MODES } from '@league/stats/aggregation'
import { STAT_KEYS } from '@league/stats/stat-keys'

export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  })
  .openapi('LeagueError')

export function json<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description }
}

export const notFound = { 404: json(errorSchema, 'No such season, league, team, game, player or news item') }

export const statKey = z.enum(STAT_KEYS as [string, ...string[]])
export const statMode = z.enum(STAT_MODES as [string, ...string[]])
export const phase = z.enum(['regular-season', 'quarterfinal', 'semifinal', 'final'])
export const locale = z.enum(['en', 'sr', 'sl', 'es', 'fr', 'ru'])
export const page = z.coerce.number().int().min(1).max(10_000).default(1)

export const teamReference = z
  .object({
    slug: z.string().openapi({ example: 'crvena-zvezda' }),
    name: z.string().openapi({ example: 'Crvena zvezda Meridianbet' }),
    code: z.string().openapi({ example: 'CZV' }),
    club: z.object({ slug: z.string(), name: z.string() }),
  })
  .openapi('TeamReference')

export const playerReference = z
  .object({
    slug: z.string().openapi({ example: 'stefan-dordevic' }),
    name: z.string().openapi({ example: 'Stefan Đorđević' }),
  })
  .openapi('PlayerReference')

export const gameStatus = z.enum(['played', 'forfeit', 'scheduled'])

export const gameSummary = z
  .object({
    slug: z.string().openapi({ example: '22-6' }),
    season: z.string(),
    phase: z.string(),
    round: z.number().int(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    status: gameStatus,
    home: z.object({ team: teamReference, score: z.number().int().nullable() }),
    away: z.object({ team: teamReference, score: z.number().int().nullable() }),
    venue: z.string().nullable(),
  })
  .openapi('GameSummary')

/** Statistic name → value (percentages 0–100, averages to one decimal). */
export const stats = z.record(z.string(), z.number().nullable()).openapi('Stats')

export const paging = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
}

export const standingsRow = z
  .object({
    rank: z.number().int(),
    team: teamReference,
    played: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    forfeitsLost: z.number().int(),
    pointsFor: z.number().int(),
    pointsAgainst: z.number().int(),
    pointDifference: z.number().int(),
    classificationPoints: z.number().int(),
    form: z.array(z.enum(['W', 'L'])),
    streak: z.string(),
    home: z.object({ won: z.number().int(), lost: z.number().int() }),
    away: z.object({ won: z.number().int(), lost: z.number().int() }),
    zone: z.enum(['playoff', 'relegation']).nullable(),
    tieBreak: z.string().nullable(),
  })
  .openapi('StandingsRow')

export const leaderRow = z
  .object({
    rank: z.number().int(),
    value: z.number().nullable(),
    player: playerReference,
    team: teamReference,
    games: z.number().int(),
  })
  .openapi('LeaderRow')

export const seasonLeagueParams = z.object({
  season: z.string().openapi({ param: { name: 'season', in: 'path' }, example: '2022-23' }),
  league: z.string().openapi({ param: { name: 'league', in: 'path' }, example: 'aba-league' }),
})

export const photosSchema = z
  .object({
    photos: z.array(
      z.object({
        url: z.string(),
        caption: z.string(),
        takenAt: z.string().nullable(),
      }),
    ),
  })
  .openapi('Photos')
