// The staff area's sections, each a router of its own: seasons from zero, news, documents, photo galleries,
// and the media of clubs, players and games (crests, headshots, video links). The staff guard of
// routes/platform/staff.ts covers every /staff/* path; each section still checks the role on its own routes.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { StaffEnv } from '../../../auth/staff.ts'
import { validationHook } from '../../../http/errors.ts'
import type { LargerBodyLimit } from '../../../http/request-limits.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import { documentUploadBodyLimit, staffDocumentRoutes } from './documents.ts'
import { staffGalleryRoutes } from './galleries.ts'
import { staffGameVideoRoutes } from './game-videos.ts'
import { staffImageBodyLimit, staffMediaRoutes } from './media.ts'
import { staffNewsRoutes } from './news.ts'
import { staffSeasonRoutes } from './seasons.ts'
import { staffUploadBodyLimit } from './uploads.ts'

/** The staff routes that take files, each with its own body limit instead of the API's 64 KiB (createApp mounts them). */
export const staffAreaBodyLimits: readonly LargerBodyLimit[] = [
  staffImageBodyLimit,
  documentUploadBodyLimit,
  staffUploadBodyLimit,
]

export function staffAreaRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
    .route('/', staffSeasonRoutes(dependencies))
    .route('/', staffNewsRoutes(dependencies))
    .route('/', staffDocumentRoutes(dependencies))
    .route('/', staffGalleryRoutes(dependencies))
    .route('/', staffMediaRoutes(dependencies))
    .route('/', staffGameVideoRoutes(dependencies))
}
