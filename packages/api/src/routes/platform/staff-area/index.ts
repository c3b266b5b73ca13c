// The staff area's sections, each a router of its own: seasons from zero, news, documents, photo galleries,
// and the media of clubs, players and games (crests, headshots, video links). The staff guard of
// routes/platform/staff.ts covers every /staff/* path; each section still checks the role on its own routes.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { StaffEnv } from '../../../auth/staff.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import { staffDocumentRoutes } from './documents.ts'
import { staffGalleryRoutes } from './galleries.ts'
import { staffMediaRoutes } from './media.ts'
import { staffNewsRoutes } from './news.ts'
import { staffSeasonRoutes } from './seasons.ts'

export { staffUploadBodyLimit } from './uploads.ts'

export function staffAreaRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
    .route('/', staffSeasonRoutes(dependencies))
    .route('/', staffNewsRoutes(dependencies))
    .route('/', staffDocumentRoutes(dependencies))
    .route('/', staffGalleryRoutes(dependencies))
    .route('/', staffMediaRoutes(dependencies))
}
