// A league in a season: overview, leaders, best players, game records, player statistics, calendar, games.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'
import { NamedSchema, PlayerReferenceSchema, TeamReferenceSchema, pagingShape } from './references.ts'
import { StandingsRowSchema } from './standings.ts'
import { StatKeySchema, StatLineSchema, StatModeSchema } from './statistics.ts'

const RoundSchema = z.object({
  slug: z.string(),
  phase: z.string(),
  number: z.number().int(),
  name: z.string(),
  games: z.number().int(),
})

export const LeagueOverviewSchema = z
  .object({
    season: NamedSchema,
    league: NamedSchema,
    phases: z.array(z.object({ slug: z.string(), kind: z.string(), name: z.string() })),
    teams: z.array(TeamReferenceSchema),
    rounds: z.array(RoundSchema),
    standings: z.array(StandingsRowSchema),
    latestResults: z.array(GameSummarySchema),
    nextGames: z.array(GameSummarySchema),
  })
  .openapi('LeagueOverview')

export type LeagueOverview = z.infer<typeof LeagueOverviewSchema>

export const LeaderRowSchema = z
  .object({
    rank: z.number().int(),
    value: z.number().nullable(),
    player: PlayerReferenceSchema,
    team: TeamReferenceSchema,
    games: z.number().int(),
  })
  .openapi('LeaderRow')

export type LeaderRow = z.infer<typeof LeaderRowSchema>

export const LeadersSchema = z
  .object({ stat: StatKeySchema, mode: StatModeSchema, phase: z.string(), leaders: z.array(LeaderRowSchema) })
  .openapi('Leaders')

export type Leaders = z.infer<typeof LeadersSchema>

export const BestPlayersSchema = z.object({ players: z.array(LeaderRowSchema) }).openapi('BestPlayers')

export type BestPlayers = z.infer<typeof BestPlayersSchema>

const RecordRowSchema = z.object({
  rank: z.number().int(),
  value: z.number().nullable(),
  player: PlayerReferenceSchema.nullable(),
  team: TeamReferenceSchema,
  opponent: TeamReferenceSchema,
  game: z.object({ slug: z.string(), date: z.string().nullable() }),
})

export type RecordRow = z.infer<typeof RecordRowSchema>

export const GameRecordsSchema = z
  .object({
    records: z.array(
      z.object({ stat: StatKeySchema, players: z.array(RecordRowSchema), teams: z.array(RecordRowSchema) }),
    ),
  })
  .openapi('GameRecords')

export type GameRecords = z.infer<typeof GameRecordsSchema>

export const PlayerStatsRowSchema = z.object({
  player: PlayerReferenceSchema,
  team: TeamReferenceSchema,
  games: z.number().int(),
  gamesStarted: z.number().int(),
  stats: StatLineSchema,
})

export type PlayerStatsRow = z.infer<typeof PlayerStatsRowSchema>

export const PlayerStatsSchema = z
  .object({
    mode: StatModeSchema,
    /** The games counted: a phase, `playoffs` (every play-off round), or null (the whole season). */
    phase: z.string().nullable(),
    sort: StatKeySchema,
    players: z.array(PlayerStatsRowSchema),
    ...pagingShape,
  })
  .openapi('PlayerStats')

export type PlayerStats = z.infer<typeof PlayerStatsSchema>

export const CalendarSchema = z
  .object({ rounds: z.array(RoundSchema.extend({ games: z.array(GameSummarySchema) })) })
  .openapi('Calendar')

export type Calendar = z.infer<typeof CalendarSchema>

export const LeagueGamesSchema = z.object({ games: z.array(GameSummarySchema), ...pagingShape }).openapi('LeagueGames')

export type LeagueGames = z.infer<typeof LeagueGamesSchema>
