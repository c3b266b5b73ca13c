// What staff see and send when they decide on a team application (/v2/website/staff/applications/{uuid}/…):
// the club's entry of last season beside the application, how each squad player matches the league's
// players, and the approval with the doubtful matches confirmed.
import { z } from '@hono/zod-openapi'

export const ApplicationUuidParamsSchema = z.object({
  uuid: z.string().openapi({ param: { name: 'uuid', in: 'path' }, example: '0b6f3a4e-8a47-4d8e-9f0a-3c1d2e4f5a6b' }),
})

export const MatchCandidateSchema = z
  .object({
    playerId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    lastTeam: z.string().nullable().openapi({ description: 'The season team he was last on the roster of' }),
    lastSeason: z.string().nullable().openapi({ example: '2022-23' }),
  })
  .openapi('MatchCandidate')

export const PlayerMatchSchema = z
  .object({
    index: z.number().int().openapi({ description: "The player's position in the form's squad, from 0" }),
    name: z.string(),
    match: z.enum(['same', 'doubtful', 'new']).openapi({
      description:
        'same: one known player of that name who played for the club; doubtful: staff must confirm; new: nobody alike',
    }),
    candidates: z.array(MatchCandidateSchema),
  })
  .openapi('PlayerMatch')

export const LastSeasonEntrySchema = z
  .object({
    season: z.object({ slug: z.string(), name: z.string() }),
    league: z.string(),
    teamName: z.string(),
    arena: z
      .object({ name: z.string(), capacity: z.number().int().nullable(), location: z.string().nullable() })
      .nullable(),
    roster: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        shirtNumbers: z.array(z.string()),
        gamesPlayed: z.number().int(),
      }),
    ),
  })
  .openapi('LastSeasonEntry')

export const ApplicationComparisonSchema = z
  .object({
    lastSeason: LastSeasonEntrySchema.nullable().openapi({
      description: "The club's entry in the latest season before the application's; null for a new club",
    }),
    matches: z.array(PlayerMatchSchema),
  })
  .openapi('ApplicationComparison')

export type ApplicationComparison = z.infer<typeof ApplicationComparisonSchema>

export const ApproveApplicationRequestSchema = z
  .object({
    version: z.number().int().min(1).openapi({ description: 'The version staff saw; a newer one answers 409' }),
    matches: z
      .record(z.string().regex(/^\d{1,2}$/, 'a squad index'), z.union([z.number().int().positive(), z.literal('new')]))
      .optional()
      .openapi({
        description: "Squad index → the existing player's id, or 'new'; required for every doubtful match",
        example: { '3': 2668, '7': 'new' },
      }),
  })
  .openapi('ApproveApplicationRequest')

export const ApplicationApprovalSchema = z
  .object({
    uuid: z.string(),
    status: z.literal('approved'),
    version: z.number().int(),
    club: z.object({ slug: z.string(), created: z.boolean() }),
    seasonTeamId: z.number().int(),
    players: z.object({ created: z.number().int(), matched: z.number().int() }),
  })
  .openapi('ApplicationApproval')

export type ApplicationApproval = z.infer<typeof ApplicationApprovalSchema>
