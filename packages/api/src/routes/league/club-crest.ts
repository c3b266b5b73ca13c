// A club's crest, served to anyone once an approval made it public. The bytes come from the file store
// (uploads/), which createApp is given; the address is versioned by the file (queries/club-crests.ts), so a
// year of caching is safe.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { publicCrestFile } from '../../queries/club-crests.ts'
import { publicSecurity, readErrors } from '../responses.ts'
import type { FileStore } from '../../uploads/file-store.ts'
import { servePublicFile } from '../platform/application-files.ts'

// GET /v2/website/clubs/{club}/crest
const crestRoute = createRoute({
  operationId: 'getClubCrest',
  method: 'get',
  path: '/clubs/{club}/crest',
  tags: ['Clubs'],
  summary: "The club's crest (PNG, at most 512×512), from its approved team application",
  security: publicSecurity,
  request: {
    params: z.object({ club: z.string().openapi({ param: { name: 'club', in: 'path' }, example: 'partizan' }) }),
  },
  responses: {
    200: {
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The crest image; its address changes with the crest, so it may be cached for a year',
    },
    ...readErrors,
  },
})

export function clubCrestRoutes(files: FileStore) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(crestRoute, async (context) => {
    const { club } = context.req.valid('param')
    const crest = await publicCrestFile(context.var.database, context.var.client.id, club)
    if (crest === undefined) {
      throw new ApiError(404, 'crest_not_found', `Club "${club}" has no crest`)
    }
    return servePublicFile(context, files, crest.id)
  })
}
