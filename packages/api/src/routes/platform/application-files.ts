// The files a club sends with its team application, and who may read them back: the holder of the
// application's link (its own files), staff of the league (any of its files), and anyone for a file made
// public (an approved crest, through `servePublicFile`). Every file passes uploads/accept-upload.ts first.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { requireStaff, type StaffEnv } from '../../auth/staff.ts'
import { requireUser } from '../../auth/users.ts'
import { editableStatuses, type ApplicationStatus } from '../../contract/team-application-form.ts'
import {
  ApplicationFileParamsSchema,
  ApplicationParamsSchema,
  formatBytes,
  largestUploadBytes,
  StaffFileParamsSchema,
  UploadedFileSchema,
  UploadFormSchema,
  uploadRules,
} from '../../contract/uploads.ts'
import type { AddressOf } from '../../http/client-address.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { logger } from '../../http/log.ts'
import { createLimiter, rateLimit, type LimitStore } from '../../http/rate-limit.ts'
import type { LargerBodyLimit } from '../../http/request-limits.ts'
import { acceptUpload } from '../../uploads/accept-upload.ts'
import { findApplicationOfLink, type LinkedApplication } from '../../uploads/application-of-link.ts'
import { fileAnswer } from '../../uploads/file-response.ts'
import type { FileStore } from '../../uploads/file-store.ts'
import {
  countApplicationFiles,
  findUploadedFile,
  saveUpload,
  uploadedFileView,
  type UploadedFileRow,
} from '../../uploads/stored-files.ts'
import { UploadRefusedError, uploadRefusalStatus } from '../../uploads/upload-refused.ts'
import { bearerSecurity, errorResponse, json, publicSecurity } from '../responses.ts'
import type { PlatformDependencies } from './dependencies.ts'

/** A club sends a crest and a few PDFs; more than this many files on one application is not a club's form. */
export const maximumFilesPerApplication = 40

/** Uploads one address may send per window: a form's files with room for retries, not a disk filler. */
export const uploadsPerAddress = { points: 30, windowSeconds: 10 * 60 }

/** What a multipart form adds to the file itself (boundaries, the kind field, the part headers). */
const multipartAllowanceBytes = 64 * 1024

const uploadPathPattern = /^\/v2\/website\/applications\/[^/]+\/files$/

/**
 * The body limit of the upload route (http/request-limits.ts): the largest file of any kind and its form,
 * instead of the API's 64 KiB. A declared Content-Length past it is refused before a byte is read; a body
 * without one is counted as it arrives and refused as soon as it passes the limit.
 */
export const uploadBodyLimit: LargerBodyLimit = {
  method: 'POST',
  path: uploadPathPattern,
  maxBytes: largestUploadBytes + multipartAllowanceBytes,
  refusal: (declaredBytes) =>
    new ApiError(
      413,
      'file_too_large',
      `${declaredBytes === undefined ? 'The file is larger than' : `The file is ${formatBytes(declaredBytes)}; a file may be at most`} ${formatBytes(largestUploadBytes)} (a crest at most ${formatBytes(uploadRules.crest.maxBytes)}, a PDF at most ${formatBytes(uploadRules.document.maxBytes)})`,
    ),
}

/** Counts uploads per client address (see "Limits" in the README); mounted by createApp with its limit store. */
export function uploadRateLimit(store: LimitStore, addressOf: AddressOf): MiddlewareHandler {
  const limiter = createLimiter(store, { name: 'uploads', ...uploadsPerAddress })
  return rateLimit({ limiter, keyOf: (context) => addressOf(context), what: 'Too many files sent' })
}

export const applicationNotFound = () =>
  new ApiError(
    404,
    'application_not_found',
    'No application at this link. It may have expired or been withdrawn; ask the league for a new link.',
  )

const fileNotFound = () => new ApiError(404, 'file_not_found', 'No such file here')

type LinkEnv = StaffEnv & { Variables: { application: LinkedApplication } }

/** The application of the link, or the one 404 for a wrong, revoked or expired link. */
function withApplicationOfLink(dependencies: PlatformDependencies): MiddlewareHandler<LinkEnv> {
  return async function findApplication(context, next) {
    const application = await findApplicationOfLink(context.var.database, {
      clientId: context.var.client.id,
      uuid: context.req.param('uuid') ?? '',
      now: dependencies.now(),
    })
    if (application === undefined) {
      throw applicationNotFound()
    }
    context.set('application', application)
    await next()
  }
}

// POST /v2/website/applications/{uuid}/files
const uploadRoute = createRoute({
  operationId: 'uploadApplicationFile',
  method: 'post',
  path: '/applications/{uuid}/files',
  tags: ['Applications'],
  summary: "Send a crest or a PDF with a team application (the link's uuid is the key)",
  security: publicSecurity,
  request: {
    params: ApplicationParamsSchema,
    body: { content: { 'multipart/form-data': { schema: UploadFormSchema } }, required: true },
  },
  responses: {
    201: json(UploadedFileSchema, 'Stored; the form refers to it by id'),
    400: errorResponse('No file or no kind in the form'),
    404: errorResponse('No application at this link (wrong, revoked or expired)'),
    409: errorResponse('The application can no longer be changed, or holds too many files'),
    413: errorResponse('The file is larger than its kind allows'),
    415: errorResponse('The file is not of a type its kind accepts (by its content)'),
    422: errorResponse('The file is of the right type but cannot be read (damaged, encrypted)'),
    429: errorResponse('Too many files sent from this address; try again later'),
  },
})

/** A stored file's bytes, as its stored type: a crest is always PNG, a document PDF. */
const fileContent = {
  description: 'The bytes, with Content-Disposition naming the file',
  content: {
    'image/png': { schema: { type: 'string' as const, format: 'binary' } },
    'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
  },
}

// GET /v2/website/applications/{uuid}/files/{fileId}
const linkFileRoute = createRoute({
  operationId: 'getApplicationFile',
  method: 'get',
  path: '/applications/{uuid}/files/{fileId}',
  tags: ['Applications'],
  summary: 'A file sent with this application, as stored',
  security: publicSecurity,
  request: { params: ApplicationFileParamsSchema },
  responses: {
    200: fileContent,
    400: errorResponse('Unknown client site (Origin)'),
    404: errorResponse('No application at this link, or no such file in it'),
  },
})

// GET /v2/website/staff/files/{fileId}
const staffFileRoute = createRoute({
  operationId: 'getStaffFile',
  method: 'get',
  path: '/staff/files/{fileId}',
  tags: ['Staff'],
  summary: 'Any file sent to this league',
  security: bearerSecurity,
  request: { params: StaffFileParamsSchema },
  responses: {
    200: fileContent,
    400: errorResponse('Unknown client site (Origin)'),
    401: errorResponse('Not signed in'),
    403: errorResponse('The account is not staff of this client'),
    404: errorResponse('No such file in this league'),
  },
})

function checkEditable(application: LinkedApplication): void {
  if (!(editableStatuses as readonly string[]).includes(application.status)) {
    const status = application.status as ApplicationStatus
    throw new ApiError(
      409,
      'application_not_editable',
      `This application is ${status.replace('_', ' ')}: files can only be added while it is a draft or while the league asks for changes.`,
    )
  }
}

/** A file row's bytes from the store, as an answer; a row whose bytes are gone is logged and not found. */
async function answerWithFile(store: FileStore, row: UploadedFileRow, audience: 'public' | 'private') {
  const stored = await store.get(row.id)
  if (stored === undefined) {
    logger.error('uploads: a file row has no bytes in the file store', { id: row.id, store: store.kind })
    throw fileNotFound()
  }
  return fileAnswer({ bytes: stored.bytes, contentType: row.contentType, displayName: row.displayName, audience })
}

/**
 * Serves a file of the request's client that was made public (an approved club's crest), with a long public
 * cache; any other id is a 404. For the public crest route of the league data.
 */
export async function servePublicFile(context: Context<AppEnv>, store: FileStore, fileId: string) {
  const row = await findUploadedFile(context.var.database, { clientId: context.var.client.id, id: fileId })
  if (row === undefined || !row.isPublic) {
    throw fileNotFound()
  }
  return answerWithFile(store, row, 'public')
}

export function applicationFileRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<LinkEnv>({ defaultHook: validationHook })
  app.use('/staff/files/*', requireUser(dependencies.accessTokens), requireStaff())
  // Also matches `/applications/{uuid}/files` itself: the link is checked before a body is parsed.
  app.use('/applications/:uuid/files/*', withApplicationOfLink(dependencies))
  return app
    .openapi(uploadRoute, async (context) => {
      const application = context.var.application
      checkEditable(application)
      if ((await countApplicationFiles(context.var.database, application.id)) >= maximumFilesPerApplication) {
        throw new ApiError(
          409,
          'too_many_files',
          `This application already holds ${maximumFilesPerApplication} files; ask the league if you need to send more.`,
        )
      }
      const { kind, file } = context.req.valid('form')
      let accepted
      try {
        accepted = await acceptUpload(kind, new Uint8Array(await file.arrayBuffer()), file.name)
      } catch (error) {
        if (error instanceof UploadRefusedError) {
          throw new ApiError(uploadRefusalStatus[error.reason], error.code, error.message)
        }
        throw error
      }
      const row = await saveUpload(context.var.database, dependencies.fileStore, {
        clientId: context.var.client.id,
        applicationId: application.id,
        kind,
        upload: accepted,
      })
      return context.json(uploadedFileView(row), 201)
    })
    .openapi(linkFileRoute, async (context) => {
      const { fileId } = context.req.valid('param')
      const row = await findUploadedFile(context.var.database, {
        clientId: context.var.client.id,
        id: fileId,
        applicationId: context.var.application.id,
      })
      if (row === undefined) {
        throw fileNotFound()
      }
      return answerWithFile(dependencies.fileStore, row, 'private')
    })
    .openapi(staffFileRoute, async (context) => {
      const { fileId } = context.req.valid('param')
      const row = await findUploadedFile(context.var.database, { clientId: context.var.client.id, id: fileId })
      if (row === undefined) {
        throw fileNotFound()
      }
      return answerWithFile(dependencies.fileStore, row, 'private')
    })
}
