// Statistic names and maps, over the keys of @league/stats: the site reads `line.points`, never a guessed key.
import { z } from '@hono/zod-openapi'
import { STAT_MODES, type StatMode } from '@league/stats/aggregation'
import { STAT_KEYS, type StatKey } from '@league/stats/stat-keys'

// @league/stats lists its keys as arrays; zod's enums want the non-empty tuple they always are.
export const StatKeySchema = z.enum(STAT_KEYS as readonly [StatKey, ...StatKey[]])
export const StatModeSchema = z.enum(STAT_MODES as readonly [StatMode, ...StatMode[]])

/**
 * Statistic → value (percentages 0–100, averages to one decimal; null where a rate has no attempts). A line
 * of a player who did not play is empty, so every key is optional.
 */
export const StatLineSchema = z.partialRecord(StatKeySchema, z.number().nullable()).openapi('StatLine')

export type StatLine = z.infer<typeof StatLineSchema>
