// Request parameters the league routes share: path slugs and query enums. Answers live in ../../contract.
import { z } from '@hono/zod-openapi'

export const phase = z.enum(['regular-season', 'quarterfinal', 'semifinal', 'final'])
/** A phase, or all play-off rounds together (`playoffs`): what averages are told apart by. */
export const statsPhase = z.enum([...phase.options, 'playoffs'])
export const locale = z.enum(['en', 'sr', 'sl', 'es', 'fr', 'ru'])
export const page = z.coerce.number().int().min(1).max(10_000).default(1)

export const seasonLeagueParams = z.object({
  season: z.string().openapi({ param: { name: 'season', in: 'path' }, example: '2022-23' }),
  league: z.string().openapi({ param: { name: 'league', in: 'path' }, example: 'aba-league' }),
})
