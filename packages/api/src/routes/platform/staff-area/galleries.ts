// Photo galleries of a game, club, player or article, made by staff: create, read, rename or re-attach,
// publish and unpublish, delete; photos added by the id of a staff upload, with alt text per language, a
// credit and an order. Also mounts the staff upload route (uploads.ts) and the public serving of photo
// copies (images.ts), which galleries and news covers share.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  AddPhotoSchema,
  GalleryParamsSchema,
  GalleryPhotoParamsSchema,
  PhotoOrderSchema,
  SaveGallerySchema,
  StaffGalleryListSchema,
  StaffGallerySchema,
  UpdatePhotoSchema,
} from '../../../contract/staff-galleries.ts'
import { validationHook } from '../../../http/errors.ts'
import { readGallery, listGalleries } from '../../../galleries/gallery-reads.ts'
import { addPhoto, orderPhotos, removePhoto, updatePhoto } from '../../../galleries/gallery-photos.ts'
import {
  createGallery,
  deleteGallery,
  publishGallery,
  updateGallery,
  type StaffContext,
} from '../../../galleries/gallery-writes.ts'
import { errorResponse, json, jsonBody } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import { imageRoutes } from './images.ts'
import { staffUploadRoutes } from './uploads.ts'

const guarded = {
  400: errorResponse('Unknown client site (Origin) or a malformed request'),
  ...staffErrors,
}
const missing = { 404: errorResponse('No such gallery (or photo) in this league') }
const refused = { 422: errorResponse('A title or alt text is missing in the first language, or a slug names nothing') }
const answersGallery = (description: string) => json(StaffGallerySchema, description)

const staffOnly = staffOperation('Staff galleries')

const listRoute = createRoute({
  ...staffOnly,
  operationId: 'listStaffGalleries',
  method: 'get',
  path: '/staff/galleries',
  summary: 'Every gallery of the league, drafts too, the latest changed first',
  responses: { 200: json(StaffGalleryListSchema, 'The galleries'), ...guarded },
})

const createGalleryRoute = createRoute({
  ...staffOnly,
  operationId: 'createStaffGallery',
  method: 'post',
  path: '/staff/galleries',
  summary: 'Start a gallery (a draft until published), optionally about a game, club, player or news item',
  request: { body: jsonBody(SaveGallerySchema) },
  responses: { 201: answersGallery('The new gallery'), ...guarded, ...refused },
})

const readRoute = createRoute({
  ...staffOnly,
  operationId: 'getStaffGallery',
  method: 'get',
  path: '/staff/galleries/{id}',
  summary: 'A gallery with its photos in order',
  request: { params: GalleryParamsSchema },
  responses: { 200: answersGallery('The gallery'), ...guarded, ...missing },
})

const updateRoute = createRoute({
  ...staffOnly,
  operationId: 'updateStaffGallery',
  method: 'patch',
  path: '/staff/galleries/{id}',
  summary: 'Change the title or what the gallery is about',
  request: { params: GalleryParamsSchema, body: jsonBody(SaveGallerySchema) },
  responses: { 200: answersGallery('The gallery as saved'), ...guarded, ...missing, ...refused },
})

const deleteRoute = createRoute({
  ...staffOnly,
  operationId: 'deleteStaffGallery',
  method: 'delete',
  path: '/staff/galleries/{id}',
  summary: 'Delete a gallery and its photos (the uploaded copies stay for other uses)',
  request: { params: GalleryParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...guarded, ...missing },
})

const publishRoute = createRoute({
  ...staffOnly,
  operationId: 'publishStaffGallery',
  method: 'post',
  path: '/staff/galleries/{id}/publish',
  summary: 'Show the gallery to fans on the photos tabs of what it is about',
  request: { params: GalleryParamsSchema },
  responses: { 200: answersGallery('The gallery'), ...guarded, ...missing },
})

const unpublishRoute = createRoute({
  ...staffOnly,
  operationId: 'unpublishStaffGallery',
  method: 'post',
  path: '/staff/galleries/{id}/unpublish',
  summary: 'Hide the gallery from fans again',
  request: { params: GalleryParamsSchema },
  responses: { 200: answersGallery('The gallery'), ...guarded, ...missing },
})

const addPhotoRoute = createRoute({
  ...staffOnly,
  operationId: 'addStaffGalleryPhoto',
  method: 'post',
  path: '/staff/galleries/{id}/photos',
  summary: 'Add an uploaded photo (POST /v2/website/staff/uploads) at the end, with its alt text and credit',
  request: { params: GalleryParamsSchema, body: jsonBody(AddPhotoSchema) },
  responses: { 201: answersGallery('The gallery with the photo'), ...guarded, ...missing, ...refused },
})

const updatePhotoRoute = createRoute({
  ...staffOnly,
  operationId: 'updateStaffGalleryPhoto',
  method: 'patch',
  path: '/staff/galleries/{id}/photos/{photoId}',
  summary: "Change a photo's alt text or credit",
  request: { params: GalleryPhotoParamsSchema, body: jsonBody(UpdatePhotoSchema) },
  responses: { 200: answersGallery('The gallery'), ...guarded, ...missing, ...refused },
})

const removePhotoRoute = createRoute({
  ...staffOnly,
  operationId: 'removeStaffGalleryPhoto',
  method: 'delete',
  path: '/staff/galleries/{id}/photos/{photoId}',
  summary: 'Take a photo out of the gallery',
  request: { params: GalleryPhotoParamsSchema },
  responses: { 200: answersGallery('The gallery without the photo'), ...guarded, ...missing },
})

const orderRoute = createRoute({
  ...staffOnly,
  operationId: 'orderStaffGalleryPhotos',
  method: 'put',
  path: '/staff/galleries/{id}/photo-order',
  summary: 'Put the photos in a new order (every photo of the gallery, each once)',
  request: { params: GalleryParamsSchema, body: jsonBody(PhotoOrderSchema) },
  responses: { 200: answersGallery('The gallery in its new order'), ...guarded, ...missing, ...refused },
})

function staffOf(context: Context<StaffEnv>, dependencies: PlatformDependencies): StaffContext {
  return {
    clientId: context.var.client.id,
    userId: context.var.staffUserId,
    languages: context.var.client.languages,
    now: dependencies.now(),
  }
}

export function staffGalleryRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/galleries', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/galleries/*', requireUser(dependencies.accessTokens), requireStaff())
  app.route('/', staffUploadRoutes(dependencies))
  app.route('/', imageRoutes(dependencies.fileStore))
  return app
    .openapi(listRoute, async (context) =>
      context.json({ galleries: await listGalleries(context.var.database, context.var.client.id) }, 200),
    )
    .openapi(createGalleryRoute, async (context) => {
      const gallery = await createGallery(
        context.var.database,
        staffOf(context, dependencies),
        context.req.valid('json'),
      )
      return context.json(gallery, 201)
    })
    .openapi(readRoute, async (context) =>
      context.json(await readGallery(context.var.database, context.var.client.id, context.req.valid('param').id), 200),
    )
    .openapi(updateRoute, async (context) => {
      const { id } = context.req.valid('param')
      const staff = staffOf(context, dependencies)
      return context.json(await updateGallery(context.var.database, staff, id, context.req.valid('json')), 200)
    })
    .openapi(deleteRoute, async (context) => {
      await deleteGallery(context.var.database, staffOf(context, dependencies), context.req.valid('param').id)
      return context.body(null, 204)
    })
    .openapi(publishRoute, async (context) => {
      const staff = staffOf(context, dependencies)
      return context.json(await publishGallery(context.var.database, staff, context.req.valid('param').id, true), 200)
    })
    .openapi(unpublishRoute, async (context) => {
      const staff = staffOf(context, dependencies)
      return context.json(await publishGallery(context.var.database, staff, context.req.valid('param').id, false), 200)
    })
    .openapi(addPhotoRoute, async (context) => {
      const { id } = context.req.valid('param')
      const staff = staffOf(context, dependencies)
      return context.json(await addPhoto(context.var.database, staff, id, context.req.valid('json')), 201)
    })
    .openapi(updatePhotoRoute, async (context) => {
      const { id, photoId } = context.req.valid('param')
      const staff = staffOf(context, dependencies)
      return context.json(await updatePhoto(context.var.database, staff, id, photoId, context.req.valid('json')), 200)
    })
    .openapi(removePhotoRoute, async (context) => {
      const { id, photoId } = context.req.valid('param')
      return context.json(await removePhoto(context.var.database, staffOf(context, dependencies), id, photoId), 200)
    })
    .openapi(orderRoute, async (context) => {
      const { id } = context.req.valid('param')
      const staff = staffOf(context, dependencies)
      return context.json(await orderPhotos(context.var.database, staff, id, context.req.valid('json').photoIds), 200)
    })
}
