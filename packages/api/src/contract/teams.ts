// A team within a league season: overview, roster, games, the table with its row.
import { z } from '@hono/zod-openapi'
import { FantasyPositionSchema } from './fantasy-catalogue.ts'
import { GameSummarySchema } from './games.ts'
import { LeaderRowSchema } from './leagues.ts'
import { ClubLookShape } from './clubs.ts'
import { NamedSchema, PlayerReferenceSchema, TeamReferenceSchema } from './references.ts'
import { StandingsRowSchema } from './standings.ts'
import { StatLineSchema } from './statistics.ts'

export const TeamOverviewSchema = z
  .object({
    team: TeamReferenceSchema,
    /** The team's club: its crest and colours. */
    ...ClubLookShape,
    season: NamedSchema,
    league: NamedSchema,
    status: z.string(),
    standing: StandingsRowSchema.nullable(),
    latestResults: z.array(GameSummarySchema),
    nextGames: z.array(GameSummarySchema),
    leaders: z.array(z.object({ stat: z.string(), leaders: z.array(LeaderRowSchema) })),
  })
  .openapi('TeamOverview')

export type TeamOverview = z.infer<typeof TeamOverviewSchema>

export const TeamRosterSchema = z
  .object({
    team: TeamReferenceSchema,
    players: z.array(
      z.object({
        player: PlayerReferenceSchema,
        /** Fantasy position in this league season, derived from the box scores or set by the league. */
        position: FantasyPositionSchema.nullable(),
        jerseys: z.array(z.string()),
        gamesDressed: z.number().int(),
        gamesPlayed: z.number().int(),
        perGame: StatLineSchema,
      }),
    ),
  })
  .openapi('TeamRoster')

export type TeamRoster = z.infer<typeof TeamRosterSchema>

export const TeamGamesSchema = z
  .object({ team: TeamReferenceSchema, games: z.array(GameSummarySchema) })
  .openapi('TeamGames')

export type TeamGames = z.infer<typeof TeamGamesSchema>

export const TeamTableSchema = z
  .object({ team: TeamReferenceSchema, rank: z.number().int().nullable(), standings: z.array(StandingsRowSchema) })
  .openapi('TeamTable')

export type TeamTable = z.infer<typeof TeamTableSchema>
