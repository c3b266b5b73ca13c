// All-time tables across every season in the data.
import { z } from '@hono/zod-openapi'
import { PlayerReferenceSchema, TeamReferenceSchema } from './references.ts'
import { StatKeySchema, StatModeSchema } from './statistics.ts'

export const AllTimeRowSchema = z.object({
  rank: z.number().int(),
  value: z.number().nullable(),
  player: PlayerReferenceSchema,
  seasons: z.array(z.string()),
  games: z.number().int(),
})

export type AllTimeRow = z.infer<typeof AllTimeRowSchema>

export const HistoryBestPlayersSchema = z
  .object({
    stat: z.literal('pir'),
    mode: z.literal('per-game'),
    minimumGames: z.number().int(),
    players: z.array(AllTimeRowSchema),
  })
  .openapi('HistoryBestPlayers')

export type HistoryBestPlayers = z.infer<typeof HistoryBestPlayersSchema>

export const HistoryLeadersSchema = z
  .object({ stat: StatKeySchema, mode: StatModeSchema, leaders: z.array(AllTimeRowSchema) })
  .openapi('HistoryLeaders')

export type HistoryLeaders = z.infer<typeof HistoryLeadersSchema>

export const HistoryGameRecordsSchema = z
  .object({
    records: z.array(
      z.object({
        stat: StatKeySchema,
        records: z.array(
          z.object({
            rank: z.number().int(),
            value: z.number().nullable(),
            player: PlayerReferenceSchema,
            team: TeamReferenceSchema,
            season: z.string(),
            game: z.object({ slug: z.string(), date: z.string().nullable() }),
          }),
        ),
      }),
    ),
  })
  .openapi('HistoryGameRecords')

export type HistoryGameRecords = z.infer<typeof HistoryGameRecordsSchema>

export const HistoryPerGameSchema = z
  .object({
    stat: StatKeySchema,
    seasons: z.array(
      z.object({
        rank: z.number().int(),
        value: z.number().nullable(),
        player: PlayerReferenceSchema,
        season: z.string(),
        team: TeamReferenceSchema,
        games: z.number().int(),
      }),
    ),
  })
  .openapi('HistoryPerGame')

export type HistoryPerGame = z.infer<typeof HistoryPerGameSchema>
