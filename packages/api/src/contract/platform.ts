// Platform answers: the client site's configuration, its current season's leagues, accounts and follows,
// and the operational probes.
import { z } from '@hono/zod-openapi'
import { NamedSchema } from './references.ts'

const nullableText = z.string().nullable()

export const ClientConfigSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    domain: z.string().openapi({ description: 'The hostname the request was answered for' }),
    languages: z.array(z.string()),
    settings: z.object({
      colors: z.object({
        colorButton: z.string(),
        color1: z.string(),
        color2: z.string(),
        color3: z.string(),
        color4: z.string(),
        color5: z.string(),
      }),
      logo: nullableText,
      crest: z.object({
        faviconSm: nullableText,
        faviconLg: nullableText,
        androidChromeSm: nullableText,
        androidChromeLg: nullableText,
      }),
      broadcast: nullableText,
      defaultNewsCoverImage: nullableText,
      googleAnalyticsId: nullableText,
      googleClientId: nullableText,
      title: z.string(),
      timerApiBase: nullableText.openapi({
        description: "Base URL of the client's timer API (`{timerApiBase}/clock?venue=…`); null when it has none",
        example: 'https://timer.example.com',
      }),
      push: z
        .object({
          apiKey: z.string(),
          projectId: z.string(),
          messagingSenderId: z.string(),
          appId: z.string(),
          vapidKey: z
            .string()
            .openapi({ description: "Public VAPID key of the Firebase project's web push certificate" }),
        })
        .nullable()
        .openapi({
          description: 'Firebase web configuration of browser push (all public values); null when the client has none',
        }),
    }),
    sponsors: z.array(z.object({ name: z.string(), url: nullableText, logo: nullableText, tier: nullableText })),
    currentSeason: z
      .object({ slug: z.string(), name: z.string(), startDate: nullableText, endDate: nullableText })
      .nullable(),
    player_positions: z.array(z.string()).openapi({ description: 'Same list as playerPositions (legacy name)' }),
    playerPositions: z.array(z.string()),
    website: z
      .object({
        game: z.object({
          details: z.object({
            teamStats: z.object({
              currentPeriod: z.object({
                bottom: z.boolean().openapi({
                  description: "Whether a game's team statistics end with the score by period, up to the current one",
                }),
              }),
            }),
          }),
        }),
      })
      .openapi({ description: 'Display switches of the client site' }),
    message: z.string().optional().openapi({ description: "The league's notice for every visitor, when it has one" }),
  })
  .openapi('ClientConfig')

export type ClientConfig = z.infer<typeof ClientConfigSchema>

export const SeasonLeagueSchema = z
  .object({
    slug: z.string().openapi({ example: 'aba-league' }),
    name: z.string(),
    season: NamedSchema,
    phases: z.array(z.object({ slug: z.string(), kind: z.enum(['league', 'playoff']) })),
  })
  .openapi('SeasonLeague')

export type SeasonLeague = z.infer<typeof SeasonLeagueSchema>

export const CurrentSeasonLeaguesSchema = z
  .object({
    currentSeasonLeagues: z.array(SeasonLeagueSchema),
    landingPageLeagues: z.array(SeasonLeagueSchema),
    currentSeasonTournaments: z.array(SeasonLeagueSchema),
    scheduledGamesCount: z.number().int(),
    message: z.string().optional(),
  })
  .openapi('CurrentSeasonLeagues')

export type CurrentSeasonLeagues = z.infer<typeof CurrentSeasonLeaguesSchema>

export const AccessTokenSchema = z
  .object({
    access_token: z.string().openapi({ description: 'Bearer token for the per-user endpoints' }),
    message: z.string().optional(),
  })
  .openapi('AccessToken')

export type AccessToken = z.infer<typeof AccessTokenSchema>

export const RegistrationAcceptedSchema = z
  .object({
    message: z.string().openapi({
      description:
        'The same for a new and an already registered email, so the answer never tells whether an account exists',
    }),
  })
  .openapi('RegistrationAccepted')

export type RegistrationAccepted = z.infer<typeof RegistrationAcceptedSchema>

/** An answer that only says what happened, for a person to read (a confirmed address, a reset link sent). */
export const MessageSchema = z.object({ message: z.string() }).openapi('Message')

export type Message = z.infer<typeof MessageSchema>

export const UserSchema = z
  .object({
    uuid: z.uuid(),
    email: z.string().nullable(),
    name: z.string(),
    language: z
      .string()
      .nullable()
      .openapi({ description: "Language of push notifications; null means the league's first language" }),
    fcmTokens: z.array(z.string()),
  })
  .openapi('User')

export type User = z.infer<typeof UserSchema>

/** Whether the signed-in user may run the live console of the request's client (`league-api operator add`). */
export const OperatorStatusSchema = z
  .object({
    operator: z.boolean().openapi({ description: 'True when the user is an operator of this client' }),
    client: z.object({ slug: z.string(), name: z.string() }),
  })
  .openapi('OperatorStatus')

export type OperatorStatus = z.infer<typeof OperatorStatusSchema>

export const StoredFcmTokensSchema = z
  .object({ message: z.string().optional(), fcmTokens: z.array(z.string()) })
  .openapi('StoredFcmTokens')

export type StoredFcmTokens = z.infer<typeof StoredFcmTokensSchema>

export const FOLLOW_KINDS = ['club', 'player', 'game', 'league'] as const

export type FollowKind = (typeof FOLLOW_KINDS)[number]

/**
 * A followed club, player, game or league (a competition such as `aba-liga`, followed across its seasons);
 * also the body of a follow request, hence the slug rule.
 */
export const FollowSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS),
    targetSlug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug like crvena-zvezda')
      .max(120)
      .openapi({ example: 'partizan' }),
  })
  .openapi('Follow')

export type Follow = z.infer<typeof FollowSchema>

export const FollowListSchema = z
  .object({ follows: z.array(FollowSchema), message: z.string().optional() })
  .openapi('FollowList')

export type FollowList = z.infer<typeof FollowListSchema>

export const HealthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }).openapi('Health')

export type Health = z.infer<typeof HealthSchema>

export const ReadySchema = z.object({ status: z.literal('ready'), games: z.number().int() }).openapi('Ready')

export type Ready = z.infer<typeof ReadySchema>
