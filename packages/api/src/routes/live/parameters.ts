import { z } from '@hono/zod-openapi'

/** The `{game}` path parameter of every live route: the game's slug, as on the site (`22-6`). */
export const gameParameters = z.object({
  game: z
    .string()
    .min(1)
    .max(40)
    .openapi({ param: { name: 'game', in: 'path' }, example: '22-6' }),
})
