// What the operator puts on the broadcast and tv-stats screens of a game (GET/PUT
// /v2/live/games/{game}/screens, and the `screens` event of the game's and venue's streams).
import { z } from '@hono/zod-openapi'

/** A player of the live game, by the id the live state uses (`state.home.players[].id`). */
const PlayerIdSchema = z.string().min(1).max(40).describe('A player of the game, as in the live state (`players[].id`)')

export const TvGraphicSchema = z
  .enum(['team-comparison', 'game-leaders', 'player-card', 'standings'])
  .openapi('TvGraphic')

export const BroadcastDirectiveSchema = z
  .object({
    lowerThird: z
      .object({ playerId: PlayerIdSchema })
      .nullable()
      .describe('The player whose lower third the broadcast shows; null hides it'),
    onAir: z
      .object({
        scoreBug: z.boolean().describe('The score bug is keyed over the picture'),
        tvStats: z.boolean().describe('The tv-stats graphic is keyed over the picture'),
      })
      .optional()
      .describe("The director's cues (site: /api/operator/games/{game}/broadcast-cue); absent: both on air"),
  })
  .openapi('BroadcastDirective')

/** A player card names its player; the other graphics are about the whole game or league. */
export const TvStatsDirectiveSchema = z
  .discriminatedUnion('graphic', [
    z.object({ graphic: z.literal('player-card'), playerId: PlayerIdSchema }),
    z.object({ graphic: z.enum(['team-comparison', 'game-leaders', 'standings']) }),
  ])
  .openapi('TvStatsDirective')

export const ScreensDirectiveRequestSchema = z
  .object({ broadcast: BroadcastDirectiveSchema, tvStats: TvStatsDirectiveSchema })
  .openapi('ScreensDirectiveRequest')

export const ScreensDirectiveSchema = ScreensDirectiveRequestSchema.extend({
  gameId: z.string().describe('The game slug, e.g. `22-6`'),
  revision: z.int().min(0).describe('0 before any operator choice; +1 on every PUT, so a screen keeps the newest'),
  updatedAt: z.string().nullable().describe('ISO time of the last PUT; null before any'),
}).openapi('ScreensDirective')

export type TvGraphic = z.infer<typeof TvGraphicSchema>
export type BroadcastDirective = z.infer<typeof BroadcastDirectiveSchema>
export type TvStatsDirective = z.infer<typeof TvStatsDirectiveSchema>
export type ScreensDirectiveRequest = z.infer<typeof ScreensDirectiveRequestSchema>
export type ScreensDirective = z.infer<typeof ScreensDirectiveSchema>
