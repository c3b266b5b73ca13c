// A season from zero, as staff set it up in the browser (/v2/website/staff/seasons/…): the season and its
// format, its teams (from approved team applications or entered by hand), the schedule generated from Berger
// tables, per-game changes, publishing, and the play-off bracket from the final table. A season is a draft,
// hidden from fans, until it is published.
import { z } from '@hono/zod-openapi'

const isoDate = z.iso.date({ message: 'a date as YYYY-MM-DD' })
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (24 hours)')
const bestOf = z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(7)])

/** How a season is played: a regular season in rounds, its tie-breaks, and the play-offs after it. */
export const SeasonFormatSchema = z
  .object({
    /** Single: every pair meets once; double: home and away. */
    roundRobin: z.enum(['single', 'double']),
    /** Tie-break preset of @league/stats (FIBA_RULES or EUROLEAGUE_RULES). */
    tieBreak: z.enum(['fiba', 'euroleague']),
    /** Null: no play-offs. Seeds come from the final table: 1 v lowest, 2 v second lowest, and so on. */
    playoff: z
      .object({
        teams: z.union([z.literal(2), z.literal(4), z.literal(8)]),
        bestOf: z.object({ quarterfinal: bestOf, semifinal: bestOf, final: bestOf }),
      })
      .nullable(),
  })
  .openapi('SeasonFormat')

export type SeasonFormat = z.infer<typeof SeasonFormatSchema>

export const CreateSeasonSchema = z
  .object({
    /** The season's name as fans read it, e.g. `2027-28`; its slug is made from it. */
    name: z.string().trim().min(1, 'Give the season a name').max(40),
    /** The competition: an existing one's slug, or a new one's name. */
    competition: z.union([
      z.object({ slug: z.string().min(1).max(80) }),
      z.object({ name: z.string().trim().min(2, 'Give the competition a name').max(80) }),
    ]),
    startDate: isoDate,
    endDate: isoDate,
    format: SeasonFormatSchema,
  })
  .openapi('CreateSeason')

export type CreateSeason = z.infer<typeof CreateSeasonSchema>

/** Name, dates and format; only while the season is a draft. */
export const UpdateSeasonSchema = CreateSeasonSchema.omit({ competition: true }).openapi('UpdateSeason')

export const StaffSeasonSummarySchema = z
  .object({
    id: z.number().int().openapi({ description: 'The league season' }),
    seasonSlug: z.string(),
    name: z.string(),
    competition: z.object({ slug: z.string(), name: z.string() }),
    draft: z.boolean(),
    current: z.boolean().openapi({ description: "The client's current season (what the home page shows)" }),
    teams: z.number().int(),
    games: z.number().int(),
    playedGames: z.number().int(),
    /** Null for imported seasons. */
    format: SeasonFormatSchema.nullable(),
  })
  .openapi('StaffSeasonSummary')

export const StaffSeasonListSchema = z
  .object({
    seasons: z.array(StaffSeasonSummarySchema),
    competitions: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .openapi('StaffSeasonList')

export const StaffVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  capacity: z.number().int().nullable(),
})

export const StaffSeasonTeamSchema = z
  .object({
    id: z.number().int(),
    club: z.object({ slug: z.string(), name: z.string(), shortName: z.string(), code: z.string() }),
    name: z.string(),
    venue: StaffVenueSchema.nullable(),
    players: z.number().int(),
    /** `application` when an approved team application brought it, `hand` when staff entered it. */
    source: z.enum(['application', 'hand']),
  })
  .openapi('StaffSeasonTeam')

export const StaffScheduledGameSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    home: z.object({ teamId: z.number().int(), name: z.string() }),
    away: z.object({ teamId: z.number().int(), name: z.string() }),
    date: isoDate.nullable(),
    time: timeOfDay.nullable(),
    venue: StaffVenueSchema.nullable(),
    status: z.string().openapi({ description: 'scheduled, played or forfeit' }),
    homeScore: z.number().int().nullable(),
    awayScore: z.number().int().nullable(),
  })
  .openapi('StaffScheduledGame')

export const StaffRoundSchema = z
  .object({
    phase: z.string(),
    number: z.number().int(),
    name: z.string(),
    games: z.array(StaffScheduledGameSchema),
    /** Teams without a game this round (an odd number of teams gives each round one bye). */
    byes: z.array(z.object({ teamId: z.number().int(), name: z.string() })),
  })
  .openapi('StaffRound')

export const StaffSeasonSchema = StaffSeasonSummarySchema.extend({
  startDate: isoDate,
  endDate: isoDate,
  teamList: z.array(StaffSeasonTeamSchema),
  rounds: z.array(StaffRoundSchema),
  venues: z.array(StaffVenueSchema).openapi({ description: "The client's venues, for a game's venue choice" }),
  /** Whether the play-off bracket can be drawn now: every regular-season game is final and there is none yet. */
  playoffReady: z.boolean(),
}).openapi('StaffSeason')

export type StaffSeason = z.infer<typeof StaffSeasonSchema>
export type StaffSeasonSummary = z.infer<typeof StaffSeasonSummarySchema>
export type StaffSeasonList = z.infer<typeof StaffSeasonListSchema>

/** A team entered by hand: a club (existing, or new with its venue) and, for a new club, its players. */
export const AddTeamSchema = z
  .object({
    club: z.union([
      z.object({ slug: z.string().min(1).max(80) }),
      z.object({
        name: z.string().trim().min(2, 'Give the club a name').max(80),
        shortName: z.string().trim().min(2).max(30),
        /** Three to five capital letters, unique in the league, e.g. `NOR`. */
        code: z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{2,5}$/, 'two to five capital letters or digits'),
      }),
    ]),
    /** The name the team plays under this season; the club's name when left out. */
    name: z.string().trim().min(2).max(80).optional(),
    venue: z.union([
      z.object({ id: z.number().int() }),
      z.object({
        name: z.string().trim().min(2, 'Give the venue a name').max(100),
        location: z.string().trim().max(100).optional(),
        capacity: z.number().int().min(0).max(200_000).optional(),
      }),
    ]),
    /** The squad for the game sheets: shirt number and name, e.g. 7 and "Marko Horvat". */
    players: z
      .array(
        z.object({
          firstName: z.string().trim().min(1).max(60),
          lastName: z.string().trim().min(1).max(60),
          number: z.string().regex(/^\d{1,2}$/, 'a shirt number, 0 to 99'),
        }),
      )
      .max(20)
      .default([]),
  })
  .openapi('AddTeam')

export type AddTeam = z.infer<typeof AddTeamSchema>

/** Generates (or generates again, while a draft) the regular season from Berger tables. */
export const GenerateScheduleSchema = z
  .object({
    /** The first round's date; each next round `daysBetweenRounds` later unless `rounds` says otherwise. */
    firstRoundDate: isoDate,
    daysBetweenRounds: z.number().int().min(1).max(28).default(7),
    time: timeOfDay,
    /** Per round (1-based), a date and time other than the rhythm gives. */
    rounds: z.array(z.object({ number: z.number().int().min(1), date: isoDate, time: timeOfDay })).default([]),
  })
  .openapi('GenerateSchedule')

export type GenerateSchedule = z.infer<typeof GenerateScheduleSchema>

/** One game moved: another date, time or venue. */
export const UpdateGameSchema = z
  .object({ date: isoDate.optional(), time: timeOfDay.optional(), venueId: z.number().int().optional() })
  .openapi('UpdateScheduledGame')

export const PublishSeasonSchema = z.object({ makeCurrent: z.boolean().default(true) }).openapi('PublishSeason')

export const SeasonIdParamsSchema = z.object({
  season: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'season', in: 'path' }, example: 1 }),
})

export const SeasonTeamParamsSchema = SeasonIdParamsSchema.extend({
  team: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'team', in: 'path' }, example: 1 }),
})

export const SeasonGameParamsSchema = SeasonIdParamsSchema.extend({
  game: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'game', in: 'path' }, example: 1 }),
})
