// A player's headshot, served to anyone once staff set it. The bytes come from the file store (uploads/); the
// address is versioned by the file (queries/player-headshots.ts), so a year of caching is safe.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { publicHeadshotFile } from '../../queries/player-headshots.ts'
import type { FileStore } from '../../uploads/file-store.ts'
import { servePublicFile } from '../platform/application-files.ts'
import { publicSecurity, readErrors } from '../responses.ts'

// GET /v2/website/players/{player}/headshot
const headshotRoute = createRoute({
  operationId: 'getPlayerHeadshot',
  method: 'get',
  path: '/players/{player}/headshot',
  tags: ['Players'],
  summary: "The player's headshot (WebP, 400×500), as staff uploaded it",
  security: publicSecurity,
  request: {
    params: z.object({
      player: z.string().openapi({ param: { name: 'player', in: 'path' }, example: 'stefan-dordevic' }),
    }),
  },
  responses: {
    200: {
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The headshot; its address changes with the headshot, so it may be cached for a year',
    },
    ...readErrors,
  },
})

export function playerHeadshotRoutes(files: FileStore) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(headshotRoute, async (context) => {
    const { player } = context.req.valid('param')
    const headshot = await publicHeadshotFile(context.var.database, context.var.client.id, player)
    if (headshot === undefined) {
      throw new ApiError(404, 'headshot_not_found', `Player "${player}" has no headshot`)
    }
    return servePublicFile(context, files, headshot.id)
  })
}
