// Crests, headshots and game video links.
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'

export function staffMediaRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/media/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
}
