// The open event feed of a game (GET /v2/live/games/{game}/events): one schema, its type inferred. Another
// system follows a game by polling with `since` (or by the game's event stream, whose `live` events carry
// the same sequences while the game is live).
import { z } from '@hono/zod-openapi'
import { LiveGameEventSchema } from '@league/live/events'
import { GAME_PHASES } from '@league/live/state'

export const GameFeedEventSchema = z
  .object({
    sequence: z
      .int()
      .min(1)
      .describe('Place of the event in the game (1, 2, …); poll with `since` set to the last one'),
    at: z.number().describe('Server time the event was stored, ms since 1970 (imported games: tip-off plus game time)'),
    period: z.int().min(0).describe('1–4, then 5, 6 … for overtimes; 0 before the game'),
    clock: z.string().openapi({ example: '7:42' }).describe('Game clock when it happened: time left in the period'),
    clockSeconds: z.number().describe('The same in seconds, to the tenth'),
    type: z.string().openapi({ example: 'shot' }).describe('The event type (see `event`)'),
    team: z.string().nullable().openapi({ example: 'PAR' }).describe('Club code of the team it names'),
    side: z.enum(['home', 'away']).nullable(),
    player: z
      .object({
        id: z.string().describe('Player id as on the game sheet'),
        name: z.string().nullable(),
        number: z.string().nullable().describe('Shirt number'),
      })
      .nullable()
      .describe('The player it names: shooter, fouler, player coming in for a substitution'),
    points: z.int().describe('Points it put on the board (a made shot, a scorer’s score correction); 0 otherwise'),
    score: z.object({ home: z.int(), away: z.int() }).describe('Running score right after it'),
    cancelled: z.boolean().describe('A later `correction` event cancelled it: it counts for nothing'),
    event: LiveGameEventSchema.describe('The event as the scorer recorded it'),
  })
  .openapi('GameFeedEvent')

const FeedTeamSchema = z.object({ id: z.string(), name: z.string(), score: z.int() })

export const GameEventFeedSchema = z
  .object({
    gameId: z.string().openapi({ example: '22-205' }),
    source: z
      .enum(['live', 'play-by-play'])
      .describe(
        '`live`: the events scored (or replayed) on the platform; `play-by-play`: an imported game’s play-by-play',
      ),
    run: z
      .int()
      .min(1)
      .describe('Run of the live log: a replay run again starts over at sequence 1 in a new run; start over too'),
    lastSequence: z.int().min(0).describe('Sequence of the game’s last event (0 before tip-off)'),
    phase: z.enum(GAME_PHASES).describe('`final` once the game has ended'),
    home: FeedTeamSchema,
    away: FeedTeamSchema,
    events: z.array(GameFeedEventSchema).describe('The events after `since`, oldest first'),
  })
  .openapi('GameEventFeed')

export const GameEventFeedQuerySchema = z.object({
  since: z.coerce
    .number()
    .int('a whole number')
    .min(0, 'a sequence, 0 or more')
    .default(0)
    .openapi({ param: { name: 'since', in: 'query' }, example: 120 })
    .describe('Answer only the events after this sequence (the last one you have); 0 or absent: all'),
})

export type GameFeedEvent = z.infer<typeof GameFeedEventSchema>
export type GameEventFeed = z.infer<typeof GameEventFeedSchema>
