// Photo galleries of a game, club, player or article; photos in responsive sizes.
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'

export function staffGalleryRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/galleries/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
}
