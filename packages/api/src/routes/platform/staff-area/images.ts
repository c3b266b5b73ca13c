// The copies of staff photos, served to anyone (a gallery's photos, an article's cover) with a year's
// immutable cache: a copy's id never changes its bytes. Only photo copies are served here; any other file is
// a 404 even when it is public (a crest has its own versioned address).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { ImageParamsSchema } from '../../../contract/uploads.ts'
import type { AppEnv } from '../../../http/env.ts'
import { ApiError, validationHook } from '../../../http/errors.ts'
import type { FileStore } from '../../../uploads/file-store.ts'
import { findUploadedFile } from '../../../uploads/stored-files.ts'
import { publicSecurity, readErrors } from '../../responses.ts'
import { servePublicFile } from '../application-files.ts'

const binary = { schema: z.string().openapi({ format: 'binary' }) }

// GET /v2/website/images/{fileId}
const imageRoute = createRoute({
  operationId: 'getImage',
  method: 'get',
  path: '/images/{fileId}',
  tags: ['Photos'],
  summary: 'One copy of a photo (AVIF, WebP or JPEG in one width), as its sources in a photos answer name it',
  security: publicSecurity,
  request: { params: ImageParamsSchema },
  responses: {
    200: {
      content: { 'image/avif': binary, 'image/webp': binary, 'image/jpeg': binary },
      description: 'The image; its address never changes its bytes, so it may be cached for a year',
    },
    ...readErrors,
  },
})

export function imageRoutes(files: FileStore) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(imageRoute, async (context) => {
    const { fileId } = context.req.valid('param')
    const row = await findUploadedFile(context.var.database, { clientId: context.var.client.id, id: fileId })
    if (row?.kind !== 'photo') {
      throw new ApiError(404, 'image_not_found', 'No such image here')
    }
    return servePublicFile(context, files, row.id)
  })
}
