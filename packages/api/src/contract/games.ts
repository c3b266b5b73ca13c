// A game in lists and the game centre: header, team statistics, box score, play-by-play, shots,
// head-to-head, flow and match report.
import { z } from '@hono/zod-openapi'
import { NamedSchema, PlayerReferenceSchema, TeamReferenceSchema } from './references.ts'
import { StatLineSchema } from './statistics.ts'

/** `played` and `forfeit` have a final score; a game dated after the demo clock is `scheduled`. */
export const GameStatusSchema = z.enum(['played', 'forfeit', 'scheduled'])

export type GameStatus = z.infer<typeof GameStatusSchema>

const GameSideSchema = z.object({ team: TeamReferenceSchema, score: z.number().int().nullable() })

/**
 * A play-off game's series and number in it: its one address on the site is under the series
 * (`…/playoff/{round}/{duel}/games/{number}`). Null for a regular-season game.
 */
export const PlayoffPlaceSchema = z
  .object({
    round: z.string().openapi({ example: 'final' }),
    duel: z.string().openapi({ example: 'partizan-vs-crvena-zvezda' }),
    number: z.number().int().openapi({ example: 5 }),
  })
  .nullable()

export type PlayoffPlace = z.infer<typeof PlayoffPlaceSchema>

export const GameSummarySchema = z
  .object({
    slug: z.string().openapi({ example: '22-6' }),
    season: z.string(),
    phase: z.string(),
    round: z.number().int(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    status: GameStatusSchema,
    home: GameSideSchema,
    away: GameSideSchema,
    venue: z.string().nullable(),
    playoff: PlayoffPlaceSchema,
  })
  .openapi('GameSummary')

export type GameSummary = z.infer<typeof GameSummarySchema>

const GameHeaderSideSchema = GameSideSchema.extend({ periodScores: z.array(z.number().int()) })

export const GameHeaderSchema = z
  .object({
    slug: z.string(),
    season: z.string(),
    league: NamedSchema,
    phase: z.string(),
    phaseName: z.string(),
    round: z.number().int(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    status: GameStatusSchema,
    home: GameHeaderSideSchema,
    away: GameHeaderSideSchema,
    venue: z
      .object({ name: z.string(), capacity: z.number().int().nullable(), location: z.string().nullable() })
      .nullable(),
    attendance: z.number().int().nullable(),
    referees: z.array(z.string()),
    playoffDuel: z.object({ round: z.string(), slug: z.string() }).nullable(),
    playoff: PlayoffPlaceSchema,
  })
  .openapi('GameHeader')

export type GameHeader = z.infer<typeof GameHeaderSchema>

const TeamTotalsSchema = z.object({
  team: TeamReferenceSchema,
  stats: StatLineSchema,
  pointsInPaint: z.number().int(),
  secondChancePoints: z.number().int(),
  fastBreakPoints: z.number().int(),
  benchPoints: z.number().int(),
  /** From the play-by-play: rebounds and turnovers credited to the team, not to a player. */
  teamRebounds: z.number().int(),
  teamTurnovers: z.number().int(),
})

export type TeamTotals = z.infer<typeof TeamTotalsSchema>

export const GameTeamStatsSchema = z
  .object({ game: GameSummarySchema, home: TeamTotalsSchema, away: TeamTotalsSchema })
  .openapi('GameTeamStats')

export type GameTeamStats = z.infer<typeof GameTeamStatsSchema>

export const BoxScoreLineSchema = z.object({
  player: PlayerReferenceSchema,
  jersey: z.string().nullable(),
  starter: z.boolean(),
  played: z.boolean(),
  minutes: z.string().nullable(),
  stats: StatLineSchema,
  pointsInPaint: z.number().int().nullable(),
  secondChancePoints: z.number().int().nullable(),
  fastBreakPoints: z.number().int().nullable(),
})

export type BoxScoreLine = z.infer<typeof BoxScoreLineSchema>

const BoxScoreSideSchema = z.object({
  team: TeamReferenceSchema,
  players: z.array(BoxScoreLineSchema),
  totals: StatLineSchema,
})

export type BoxScoreSide = z.infer<typeof BoxScoreSideSchema>

export const BoxScoreSchema = z
  .object({ game: GameSummarySchema, home: BoxScoreSideSchema, away: BoxScoreSideSchema })
  .openapi('BoxScore')

export type BoxScore = z.infer<typeof BoxScoreSchema>

const SideSchema = z.enum(['home', 'away'])

export const PlayByPlayEventSchema = z.object({
  sequence: z.number().int(),
  period: z.number().int(),
  clock: z.string().nullable(),
  side: SideSchema.nullable(),
  team: TeamReferenceSchema.nullable(),
  player: PlayerReferenceSchema.nullable(),
  event: z.string(),
  subtype: z.string().nullable(),
  shotValue: z.number().int().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
})

export type PlayByPlayEvent = z.infer<typeof PlayByPlayEventSchema>

export const PlayByPlaySchema = z
  .object({ game: GameSummarySchema, events: z.array(PlayByPlayEventSchema) })
  .openapi('PlayByPlay')

export type PlayByPlay = z.infer<typeof PlayByPlaySchema>

export const ShotsSchema = z
  .object({
    game: GameSummarySchema,
    shots: z.array(
      z.object({
        sequence: z.number().int(),
        side: SideSchema.nullable(),
        team: TeamReferenceSchema.nullable(),
        player: PlayerReferenceSchema.nullable(),
        made: z.boolean(),
        x: z.number(),
        y: z.number(),
        playByPlaySequence: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('Shots')

export type Shots = z.infer<typeof ShotsSchema>

export const HeadToHeadSchema = z
  .object({
    game: GameSummarySchema,
    home: TeamReferenceSchema,
    away: TeamReferenceSchema,
    homeRecord: z.object({
      won: z.number().int(),
      lost: z.number().int(),
      pointsFor: z.number().int(),
      pointsAgainst: z.number().int(),
      averageMargin: z.number().nullable(),
    }),
    meetings: z.array(GameSummarySchema),
  })
  .openapi('HeadToHead')

export type HeadToHead = z.infer<typeof HeadToHeadSchema>

const LeadSchema = z
  .object({ points: z.number(), elapsedSeconds: z.number(), homeScore: z.number(), awayScore: z.number() })
  .nullable()

export const GameFlowSchema = z
  .object({
    game: GameSummarySchema,
    scoreByMinute: z.array(
      z.object({ minute: z.number().int(), homeScore: z.number().int(), awayScore: z.number().int() }),
    ),
    leadChanges: z.number().int(),
    timesTied: z.number().int(),
    largestLead: z.object({ home: LeadSchema, away: LeadSchema }),
    biggestRun: z
      .object({
        side: SideSchema,
        points: z.number().int(),
        fromElapsedSeconds: z.number(),
        toElapsedSeconds: z.number(),
        startScore: z.tuple([z.number(), z.number()]),
        endScore: z.tuple([z.number(), z.number()]),
      })
      .nullable(),
  })
  .openapi('GameFlow')

export type GameFlow = z.infer<typeof GameFlowSchema>

export const MatchReportSchema = z
  .object({
    game: GameSummarySchema,
    slug: z.string(),
    locale: z.string(),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    publishedAt: z.string(),
  })
  .openapi('MatchReport')

export type MatchReport = z.infer<typeof MatchReportSchema>
