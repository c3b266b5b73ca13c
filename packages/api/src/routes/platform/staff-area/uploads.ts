// The staff's one way to send a file (photos now; headshots and others as they come): POST
// /v2/website/staff/uploads with the kind and the file, answering the stored file and, for a photo, its
// responsive copies. News covers and galleries refer to the answer's id. Every file passes the checks of
// uploads/ first; the body limit below refuses a larger body with 413 before a byte of it is read.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  formatBytes,
  largestStaffUploadBytes,
  StaffUploadedFileSchema,
  StaffUploadFormSchema,
} from '../../../contract/uploads.ts'
import { ApiError, validationHook } from '../../../http/errors.ts'
import type { LargerBodyLimit } from '../../../http/request-limits.ts'
import { acceptPhoto } from '../../../uploads/photo-copies.ts'
import { responsiveImagesOf, savePhoto } from '../../../uploads/photo-files.ts'
import { uploadedFileView } from '../../../uploads/stored-files.ts'
import { UploadRefusedError, uploadRefusalStatus } from '../../../uploads/upload-refused.ts'
import { errorResponse, json } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'
import type { PlatformDependencies } from '../dependencies.ts'

/** What a multipart form adds to the file itself (boundaries, the kind field, the part headers). */
const multipartAllowanceBytes = 64 * 1024

/** The staff upload's body limit (http/request-limits.ts), mounted by createApp beside the application upload's. */
export const staffUploadBodyLimit: LargerBodyLimit = {
  method: 'POST',
  path: /^\/v2\/website\/staff\/uploads$/,
  maxBytes: largestStaffUploadBytes + multipartAllowanceBytes,
  refusal: (declaredBytes) =>
    new ApiError(
      413,
      'file_too_large',
      `${declaredBytes === undefined ? 'The file is larger than' : `The file is ${formatBytes(declaredBytes)}; a photo may be at most`} ${formatBytes(largestStaffUploadBytes)}`,
    ),
}

// POST /v2/website/staff/uploads
const staffUploadRoute = createRoute({
  operationId: 'uploadStaffFile',
  method: 'post',
  path: '/staff/uploads',
  ...staffOperation('Staff'),
  summary: 'Send a photo; it is stored as AVIF, WebP and JPEG copies in responsive widths, without metadata',
  request: { body: { content: { 'multipart/form-data': { schema: StaffUploadFormSchema } }, required: true } },
  responses: {
    201: json(StaffUploadedFileSchema, 'Stored; galleries and news covers refer to it by id'),
    400: errorResponse('No file or no kind in the form'),
    ...staffErrors,
    413: errorResponse('The file is larger than its kind allows'),
    415: errorResponse('The file is not a JPEG, PNG or WebP image (by its content); SVG is refused'),
    422: errorResponse('The image is of the right type but cannot be read (damaged, too many pixels)'),
  },
})

export function staffUploadRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/uploads', requireUser(dependencies.accessTokens), requireStaff())
  return app.openapi(staffUploadRoute, async (context) => {
    const { file } = context.req.valid('form')
    let photo
    try {
      photo = await acceptPhoto(new Uint8Array(await file.arrayBuffer()), file.name)
    } catch (error) {
      if (error instanceof UploadRefusedError) {
        throw new ApiError(uploadRefusalStatus[error.reason], error.code, error.message)
      }
      throw error
    }
    const clientId = context.var.client.id
    const row = await savePhoto(context.var.database, dependencies.fileStore, { clientId, photo })
    const image = (await responsiveImagesOf(context.var.database, clientId, [row.id])).get(row.id)
    if (image === undefined) {
      throw new Error('A photo just stored has no copies')
    }
    return context.json({ ...uploadedFileView(row), image }, 201)
  })
}
