// Private fantasy leagues: a manager's squad plays in leagues of friends joined by invite code, either
// all-vs-all (a ranking of the members by points since the league's start round) or head-to-head (one
// opponent each round, fixtures generated when the league starts, an average-scoring bot for odd numbers).
import { z } from '@hono/zod-openapi'

export const fantasyLeagueKinds = ['all-vs-all', 'head-to-head'] as const
export const FantasyLeagueKindSchema = z.enum(fantasyLeagueKinds).openapi('FantasyLeagueKind')
export type FantasyLeagueKind = z.infer<typeof FantasyLeagueKindSchema>

/** Most squads a head-to-head league takes (a double round-robin of 18 fits a season); all-vs-all takes more. */
export const maximumMembers: Record<FantasyLeagueKind, number> = { 'all-vs-all': 1000, 'head-to-head': 18 }

/** Invite codes: 8 characters of an alphabet without the look-alikes 0/O and 1/I. */
export const inviteCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const inviteCodeLength = 8

const squadId = z.number().int().positive()

export const CreateFantasyLeagueSchema = z
  .object({
    name: z.string().trim().min(1).max(60).openapi({ example: 'Office league' }),
    kind: FantasyLeagueKindSchema,
    squadId: squadId.openapi({ description: "The creator's squad: one of his own, of the league season it plays" }),
  })
  .openapi('CreateFantasyLeague')
export type CreateFantasyLeague = z.infer<typeof CreateFantasyLeagueSchema>

export const JoinFantasyLeagueSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .openapi({ description: 'The invite code, in any case', example: 'K7WQ3MZP' }),
    squadId: squadId.openapi({ description: 'The squad that joins: one of your own, of the league’s season' }),
  })
  .openapi('JoinFantasyLeague')
export type JoinFantasyLeague = z.infer<typeof JoinFantasyLeagueSchema>

const ManagerFields = {
  squadId: z.number().int(),
  squadName: z.string(),
  managerName: z.string().openapi({ description: "The manager's display name" }),
}

export const FantasyLeagueRankingRowSchema = z
  .object({
    rank: z.number().int().openapi({ description: 'Equal points share a rank (1, 2, 2, 4)' }),
    ...ManagerFields,
    points: z.number().openapi({ description: "Sum of the squad's round points since the league's start round" }),
  })
  .openapi('FantasyLeagueRankingRow')
export type FantasyLeagueRankingRow = z.infer<typeof FantasyLeagueRankingRowSchema>

export const HeadToHeadTableRowSchema = z
  .object({
    rank: z.number().int(),
    ...ManagerFields,
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    pointsFor: z.number(),
    pointsAgainst: z.number(),
    leaguePoints: z.number().int(),
  })
  .openapi('HeadToHeadTableRow')
export type HeadToHeadTableRow = z.infer<typeof HeadToHeadTableRowSchema>

export const HeadToHeadSideSchema = z
  .object({
    squadId: z.number().int().nullable().openapi({ description: 'Null for the average-scoring bot' }),
    squadName: z.string().nullable(),
    managerName: z.string().nullable(),
    isBot: z.boolean(),
    points: z.number().nullable().openapi({ description: 'Null until the round is scored' }),
  })
  .openapi('HeadToHeadSide')
export type HeadToHeadSide = z.infer<typeof HeadToHeadSideSchema>

export const HeadToHeadFixtureSchema = z
  .object({
    id: z.number().int(),
    home: HeadToHeadSideSchema,
    away: HeadToHeadSideSchema,
    result: z.enum(['home', 'away', 'draw']).nullable().openapi({ description: 'Null until the round is scored' }),
  })
  .openapi('HeadToHeadFixture')
export type HeadToHeadFixture = z.infer<typeof HeadToHeadFixtureSchema>

export const HeadToHeadRoundSchema = z
  .object({ round: z.number().int(), fixtures: z.array(HeadToHeadFixtureSchema) })
  .openapi('HeadToHeadRound')
export type HeadToHeadRound = z.infer<typeof HeadToHeadRoundSchema>

const LeagueFields = {
  id: z.number().int(),
  name: z.string(),
  code: z
    .string()
    .nullable()
    .openapi({ description: 'The invite code; shown to members only (null to anyone else)', example: 'K7WQ3MZP' }),
  membersCount: z.number().int(),
  maximumMembers: z.number().int().openapi({ description: '18 for head-to-head, 1000 for all-vs-all' }),
  startRound: z.number().int().openapi({ description: 'The fantasy round (sequence) from which the league counts' }),
  started: z.boolean().openapi({
    description: 'Head-to-head: fixtures generated (no one joins after). All-vs-all: the start round has locked',
  }),
  ownerSquadId: z.number().int(),
  viewerSquadIds: z.array(z.number().int()).openapi({ description: "The reader's own squads in this league" }),
  season: z.string().openapi({ description: 'Season slug of the league season', example: '2022-23' }),
  league: z.string().openapi({ description: 'League (competition) slug', example: 'aba-league' }),
}

export const AllVsAllLeagueSchema = z
  .object({
    ...LeagueFields,
    kind: z.literal('all-vs-all'),
    ranking: z.array(FantasyLeagueRankingRowSchema),
  })
  .openapi('AllVsAllLeague')

export const HeadToHeadLeagueSchema = z
  .object({
    ...LeagueFields,
    kind: z.literal('head-to-head'),
    table: z.array(HeadToHeadTableRowSchema),
    rounds: z.array(HeadToHeadRoundSchema).openapi({ description: 'Fixtures per round; empty until the start' }),
  })
  .openapi('HeadToHeadLeague')

export const FantasyLeagueSchema = z
  .discriminatedUnion('kind', [AllVsAllLeagueSchema, HeadToHeadLeagueSchema])
  .openapi('FantasyLeague')
export type FantasyLeague = z.infer<typeof FantasyLeagueSchema>

export const FantasyLeagueSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: FantasyLeagueKindSchema,
    code: z.string().openapi({ description: 'The invite code (the squad is a member)' }),
    membersCount: z.number().int(),
    maximumMembers: z.number().int(),
    startRound: z.number().int(),
    started: z.boolean(),
    isOwner: z.boolean().openapi({ description: 'Whether this squad created (owns) the league' }),
    rank: z.number().int().nullable().openapi({ description: "The squad's place in the ranking or table" }),
  })
  .openapi('FantasyLeagueSummary')
export type FantasyLeagueSummary = z.infer<typeof FantasyLeagueSummarySchema>

export const SquadFantasyLeaguesSchema = z
  .object({ squadId: z.number().int(), leagues: z.array(FantasyLeagueSummarySchema) })
  .openapi('SquadFantasyLeagues')
export type SquadFantasyLeagues = z.infer<typeof SquadFantasyLeaguesSchema>

export const LeftFantasyLeagueSchema = z
  .object({
    leagueId: z.number().int(),
    squadId: z.number().int(),
    leagueDeleted: z.boolean().openapi({ description: 'The last member left, so the league is gone' }),
    message: z.string(),
  })
  .openapi('LeftFantasyLeague')
export type LeftFantasyLeague = z.infer<typeof LeftFantasyLeagueSchema>
