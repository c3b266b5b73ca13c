// Documents: PDFs with a title per language, a category and versions. Staff write under /staff/documents;
// fans download a published version's PDF from /documents/files/{fileId} (a new version is a new address, so
// the answer may be cached for a year).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  DocumentChangeSchema,
  DocumentFileParamsSchema,
  DocumentParamsSchema,
  NewDocumentFormSchema,
  NewVersionFormSchema,
  StaffDocumentSchema,
  StaffDocumentsSchema,
} from '../../../contract/staff-documents.ts'
import { formatBytes, uploadRules } from '../../../contract/uploads.ts'
import { findDocumentView, isPublishedDocumentFile, listDocumentViews } from '../../../documents/document-views.ts'
import {
  addDocumentVersion,
  changeDocument,
  checkTitle,
  createDocument,
  deleteDocument,
  type StaffActor,
} from '../../../documents/document-writes.ts'
import { ApiError, validationHook } from '../../../http/errors.ts'
import type { LargerBodyLimit } from '../../../http/request-limits.ts'
import { acceptUpload } from '../../../uploads/accept-upload.ts'
import { fileAnswer } from '../../../uploads/file-response.ts'
import { findUploadedFile, saveUpload } from '../../../uploads/stored-files.ts'
import { UploadRefusedError, uploadRefusalStatus } from '../../../uploads/upload-refused.ts'
import { errorResponse, json, jsonBody, publicSecurity } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'
import type { PlatformDependencies } from '../dependencies.ts'

/**
 * The body limit of the two document upload routes: a 10 MB PDF and its form. A declared Content-Length past
 * it is refused before a byte is read (http/request-limits.ts).
 */
export const documentUploadBodyLimit: LargerBodyLimit = {
  method: 'POST',
  path: /^\/v2\/website\/staff\/documents(?:\/\d+\/versions)?$/,
  maxBytes: uploadRules.document.maxBytes + 64 * 1024,
  refusal: () =>
    new ApiError(413, 'file_too_large', `A PDF may be at most ${formatBytes(uploadRules.document.maxBytes)}`),
}

const writeErrors = {
  400: errorResponse('Unknown client site (Origin)'),
  ...staffErrors,
  422: errorResponse('A field is missing or invalid; the message says which'),
}

const uploadErrors = {
  413: errorResponse('The PDF is larger than 10 MB'),
  415: errorResponse('The file is not a PDF (by its content)'),
}

const listRoute = createRoute({
  operationId: 'listStaffDocuments',
  method: 'get',
  path: '/staff/documents',
  ...staffOperation('Staff'),
  summary: 'Every document of the league, published or not, with its versions',
  responses: { 200: json(StaffDocumentsSchema, 'Documents, newest change first'), ...writeErrors },
})

const oneRoute = createRoute({
  operationId: 'getStaffDocument',
  method: 'get',
  path: '/staff/documents/{id}',
  ...staffOperation('Staff'),
  summary: 'One document with its versions',
  request: { params: DocumentParamsSchema },
  responses: { 200: json(StaffDocumentSchema, 'The document'), 404: errorResponse('No such document'), ...writeErrors },
})

const createDocumentRoute = createRoute({
  operationId: 'createStaffDocument',
  method: 'post',
  path: '/staff/documents',
  ...staffOperation('Staff'),
  summary: 'Publish a new document with its first PDF',
  request: { body: { content: { 'multipart/form-data': { schema: NewDocumentFormSchema } }, required: true } },
  responses: { 201: json(StaffDocumentSchema, 'Published'), ...writeErrors, ...uploadErrors },
})

const versionRoute = createRoute({
  operationId: 'addStaffDocumentVersion',
  method: 'post',
  path: '/staff/documents/{id}/versions',
  ...staffOperation('Staff'),
  summary: 'Add a new version (a new PDF) to a document; it becomes the current one',
  request: {
    params: DocumentParamsSchema,
    body: { content: { 'multipart/form-data': { schema: NewVersionFormSchema } }, required: true },
  },
  responses: {
    201: json(StaffDocumentSchema, 'The document with its new version'),
    404: errorResponse('No such document'),
    ...writeErrors,
    ...uploadErrors,
  },
})

const changeRoute = createRoute({
  operationId: 'changeStaffDocument',
  method: 'patch',
  path: '/staff/documents/{id}',
  ...staffOperation('Staff'),
  summary: 'Change titles or category, or take the document down (published: false) and back up',
  request: { params: DocumentParamsSchema, body: jsonBody(DocumentChangeSchema) },
  responses: { 200: json(StaffDocumentSchema, 'Changed'), 404: errorResponse('No such document'), ...writeErrors },
})

const deleteRoute = createRoute({
  operationId: 'deleteStaffDocument',
  method: 'delete',
  path: '/staff/documents/{id}',
  ...staffOperation('Staff'),
  summary: 'Delete a document and its versions',
  request: { params: DocumentParamsSchema },
  responses: { 204: { description: 'Deleted' }, 404: errorResponse('No such document'), ...writeErrors },
})

const fileRoute = createRoute({
  operationId: 'getDocumentFile',
  method: 'get',
  path: '/documents/files/{fileId}',
  tags: ['Documents'],
  summary: "A published document version's PDF",
  security: publicSecurity,
  request: { params: DocumentFileParamsSchema },
  responses: {
    200: {
      description: 'The PDF as a download; a new version is a new address, so it may be cached for a year',
      content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
    },
    400: errorResponse('Unknown client site (Origin)'),
    404: errorResponse('No such file among published documents'),
  },
})

function actorOf(context: Context<StaffEnv>, dependencies: PlatformDependencies): StaffActor {
  return {
    clientId: context.var.client.id,
    userId: context.var.staffUserId,
    firstLanguage: context.var.client.languages[0] ?? 'en',
    now: dependencies.now(),
  }
}

/** Checks and stores a PDF through the one upload pipeline; its refusals become 413, 415 or 422. */
async function storedPdf(context: Context<StaffEnv>, dependencies: PlatformDependencies, file: File) {
  let accepted
  try {
    accepted = await acceptUpload('document', new Uint8Array(await file.arrayBuffer()), file.name)
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      throw new ApiError(uploadRefusalStatus[error.reason], error.code, error.message)
    }
    throw error
  }
  return saveUpload(context.var.database, dependencies.fileStore, {
    clientId: context.var.client.id,
    applicationId: null,
    kind: 'document',
    upload: accepted,
  })
}

async function answerDocument(context: Context<StaffEnv>, id: number) {
  const view = await findDocumentView(context.var.database, context.var.client.id, id)
  if (view === undefined) {
    throw new ApiError(404, 'document_not_found', 'No such document in this league')
  }
  return view
}

export function staffDocumentRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/documents', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/documents/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
    .openapi(listRoute, async (context) =>
      context.json({ documents: await listDocumentViews(context.var.database, context.var.client.id, 'staff') }, 200),
    )
    .openapi(oneRoute, async (context) =>
      context.json(await answerDocument(context, context.req.valid('param').id), 200),
    )
    .openapi(createDocumentRoute, async (context) => {
      const form = context.req.valid('form')
      const actor = actorOf(context, dependencies)
      checkTitle(form.title, actor.firstLanguage)
      const file = await storedPdf(context, dependencies, form.file)
      const id = await createDocument(context.var.database, dependencies.fileStore, actor, {
        category: form.category,
        title: form.title,
        note: form.note ?? {},
        file,
      })
      return context.json(await answerDocument(context, id), 201)
    })
    .openapi(versionRoute, async (context) => {
      const { id } = context.req.valid('param')
      const form = context.req.valid('form')
      await answerDocument(context, id)
      const file = await storedPdf(context, dependencies, form.file)
      await addDocumentVersion(context.var.database, dependencies.fileStore, actorOf(context, dependencies), {
        id,
        note: form.note ?? {},
        file,
      })
      return context.json(await answerDocument(context, id), 201)
    })
    .openapi(changeRoute, async (context) => {
      const { id } = context.req.valid('param')
      await changeDocument(context.var.database, actorOf(context, dependencies), id, context.req.valid('json'))
      return context.json(await answerDocument(context, id), 200)
    })
    .openapi(deleteRoute, async (context) => {
      await deleteDocument(context.var.database, actorOf(context, dependencies), context.req.valid('param').id)
      return context.body(null, 204)
    })
    .openapi(fileRoute, async (context) => {
      const { fileId } = context.req.valid('param')
      const clientId = context.var.client.id
      const row = await findUploadedFile(context.var.database, { clientId, id: fileId })
      const stored = row === undefined ? undefined : await dependencies.fileStore.get(row.id)
      if (
        row === undefined ||
        stored === undefined ||
        !(await isPublishedDocumentFile(context.var.database, clientId, row.id))
      ) {
        throw new ApiError(404, 'file_not_found', 'No such file among the published documents')
      }
      return fileAnswer({
        bytes: stored.bytes,
        contentType: row.contentType,
        displayName: row.displayName,
        audience: 'public',
      })
    })
}
