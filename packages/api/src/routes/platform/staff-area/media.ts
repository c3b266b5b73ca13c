// Crests and headshots: staff set and remove a club's crest and a player's headshot, and find the club or
// player on the media page. Every image passes uploads/accept-upload.ts (type by content, size, sharp); the
// change itself is uploads/club-and-player-images.ts (one transaction with its audit entry).
import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import {
  ClubCrestSchema,
  PlayerHeadshotSchema,
  StaffClubParamsSchema,
  StaffImageFormSchema,
  StaffMediaClubsSchema,
  StaffMediaPlayersQuerySchema,
  StaffMediaPlayersSchema,
  StaffPlayerParamsSchema,
} from '../../../contract/staff-media.ts'
import { formatBytes, uploadRules } from '../../../contract/uploads.ts'
import { ApiError, validationHook } from '../../../http/errors.ts'
import type { LargerBodyLimit } from '../../../http/request-limits.ts'
import { staffMediaClubs, staffMediaPlayers } from '../../../queries/staff-media.ts'
import { acceptUpload } from '../../../uploads/accept-upload.ts'
import {
  removeClubCrest,
  removePlayerHeadshot,
  setClubCrest,
  setPlayerHeadshot,
  type ImageChange,
} from '../../../uploads/club-and-player-images.ts'
import { UploadRefusedError, uploadRefusalStatus } from '../../../uploads/upload-refused.ts'
import { playerHeadshotRoutes } from '../../league/player-headshot.ts'
import { errorResponse, json } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'
import type { PlatformDependencies } from '../dependencies.ts'

/** What a multipart form adds to the image itself (boundaries, part headers). */
const multipartAllowanceBytes = 64 * 1024
const largestImageBytes = Math.max(uploadRules.crest.maxBytes, uploadRules.headshot.maxBytes)

/**
 * The body limit of the crest and headshot uploads (http/request-limits.ts): a 50 MB image is refused with 413
 * from its Content-Length, before a byte of it is read.
 */
export const staffImageBodyLimit: LargerBodyLimit = {
  method: 'PUT',
  path: /^\/v2\/website\/staff\/(clubs\/[^/]+\/crest|players\/[^/]+\/headshot)$/,
  maxBytes: largestImageBytes + multipartAllowanceBytes,
  refusal: (declaredBytes) =>
    new ApiError(
      413,
      'file_too_large',
      `${declaredBytes === undefined ? 'The image is larger than' : `The image is ${formatBytes(declaredBytes)}; an image may be at most`} ${formatBytes(largestImageBytes)}`,
    ),
}

const uploadErrors = {
  400: errorResponse('No image in the form, or a malformed slug'),
  ...staffErrors,
  404: errorResponse('No such club or player in this league'),
  413: errorResponse('The image is larger than 5 MB'),
  415: errorResponse('Not a PNG, JPEG or WebP image by its content (SVG is refused)'),
  422: errorResponse('The image cannot be read (damaged, or too many pixels)'),
}

const imageBody = { content: { 'multipart/form-data': { schema: StaffImageFormSchema } }, required: true }

const crestPath = '/staff/clubs/{club}/crest'
const crestAnswer = { 200: json(ClubCrestSchema, 'The club and its crest address now'), ...uploadErrors }

// PUT /v2/website/staff/clubs/{club}/crest
const setCrestRoute = createRoute({
  operationId: 'setClubCrest',
  method: 'put',
  path: crestPath,
  ...staffOperation('Staff'),
  summary: "Set or replace a club's crest (re-encoded to PNG, at most 512×512)",
  request: { params: StaffClubParamsSchema, body: imageBody },
  responses: crestAnswer,
})

// DELETE /v2/website/staff/clubs/{club}/crest
const removeCrestRoute = createRoute({
  operationId: 'removeClubCrest',
  method: 'delete',
  path: crestPath,
  ...staffOperation('Staff'),
  summary: "Remove a club's crest (its initials stand in again)",
  request: { params: StaffClubParamsSchema },
  responses: crestAnswer,
})

const headshotPath = '/staff/players/{player}/headshot'
const headshotAnswer = { 200: json(PlayerHeadshotSchema, 'The player and his headshot address now'), ...uploadErrors }

// PUT /v2/website/staff/players/{player}/headshot
const setHeadshotRoute = createRoute({
  operationId: 'setPlayerHeadshot',
  method: 'put',
  path: headshotPath,
  ...staffOperation('Staff'),
  summary: "Set or replace a player's headshot (re-encoded to a 400×500 WebP portrait)",
  request: { params: StaffPlayerParamsSchema, body: imageBody },
  responses: headshotAnswer,
})

// DELETE /v2/website/staff/players/{player}/headshot
const removeHeadshotRoute = createRoute({
  operationId: 'removePlayerHeadshot',
  method: 'delete',
  path: headshotPath,
  ...staffOperation('Staff'),
  summary: "Remove a player's headshot (his initials stand in again)",
  request: { params: StaffPlayerParamsSchema },
  responses: headshotAnswer,
})

// GET /v2/website/staff/media/clubs
const clubsRoute = createRoute({
  operationId: 'listStaffMediaClubs',
  method: 'get',
  path: '/staff/media/clubs',
  ...staffOperation('Staff'),
  summary: 'Every club of the league with its crest, to pick one on the media page',
  responses: {
    200: json(StaffMediaClubsSchema, 'Clubs by name'),
    400: errorResponse('Unknown client site (Origin)'),
    ...staffErrors,
  },
})

// GET /v2/website/staff/media/players?search=
const playersRoute = createRoute({
  operationId: 'searchStaffMediaPlayers',
  method: 'get',
  path: '/staff/media/players',
  ...staffOperation('Staff'),
  summary: 'Players whose name has every word searched (diacritics and script ignored), with their headshot',
  request: { query: StaffMediaPlayersQuerySchema },
  responses: {
    200: json(StaffMediaPlayersSchema, 'At most 20 players by name'),
    400: errorResponse('The search is shorter than two letters'),
    ...staffErrors,
  },
})

/** The image of the form, accepted as `kind`, or the refusal as its status (413, 415, 422). */
async function acceptImage(kind: 'crest' | 'headshot', form: z.infer<typeof StaffImageFormSchema>) {
  try {
    return await acceptUpload(kind, new Uint8Array(await form.file.arrayBuffer()), form.file.name)
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      throw new ApiError(uploadRefusalStatus[error.reason], error.code, error.message)
    }
    throw error
  }
}

const changeOf = (context: Context<StaffEnv>, slug: string): ImageChange => ({
  clientId: context.var.client.id,
  userId: context.var.staffUserId,
  slug,
})

export function staffMediaRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  const staffOnly = [requireUser(dependencies.accessTokens), requireStaff()] as const
  app.use('/staff/media/*', ...staffOnly)
  app.use('/staff/clubs/:club/crest', ...staffOnly)
  app.use('/staff/players/:player/headshot', ...staffOnly)
  const store = dependencies.fileStore
  app.route('/', playerHeadshotRoutes(store))
  return app
    .openapi(setCrestRoute, async (context) => {
      const { club } = context.req.valid('param')
      const upload = await acceptImage('crest', context.req.valid('form'))
      const crestUrl = await setClubCrest(context.var.database, store, changeOf(context, club), upload)
      return context.json({ club, crestUrl }, 200)
    })
    .openapi(removeCrestRoute, async (context) => {
      const { club } = context.req.valid('param')
      await removeClubCrest(context.var.database, store, changeOf(context, club))
      return context.json({ club, crestUrl: null }, 200)
    })
    .openapi(setHeadshotRoute, async (context) => {
      const { player } = context.req.valid('param')
      const upload = await acceptImage('headshot', context.req.valid('form'))
      const headshotUrl = await setPlayerHeadshot(context.var.database, store, changeOf(context, player), upload)
      return context.json({ player, headshotUrl }, 200)
    })
    .openapi(removeHeadshotRoute, async (context) => {
      const { player } = context.req.valid('param')
      await removePlayerHeadshot(context.var.database, store, changeOf(context, player))
      return context.json({ player, headshotUrl: null }, 200)
    })
    .openapi(clubsRoute, async (context) =>
      context.json({ clubs: await staffMediaClubs(context.var.database, context.var.client.id) }, 200),
    )
    .openapi(playersRoute, async (context) => {
      const { search } = context.req.valid('query')
      return context.json(
        { players: await staffMediaPlayers(context.var.database, context.var.client.id, search) },
        200,
      )
    })
}
