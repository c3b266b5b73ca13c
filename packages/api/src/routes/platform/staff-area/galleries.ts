// Photo galleries of a game, club, player or article; photos in responsive sizes. Also mounts the staff
// upload route (uploads.ts) and the public serving of photo copies (images.ts), which galleries and news
// covers share.
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import { imageRoutes } from './images.ts'
import { staffUploadRoutes } from './uploads.ts'

export function staffGalleryRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/galleries/*', requireUser(dependencies.accessTokens), requireStaff())
  app.route('/', staffUploadRoutes(dependencies))
  app.route('/', imageRoutes(dependencies.fileStore))
  return app
}
