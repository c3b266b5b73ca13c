// A season from zero: format, teams, schedule, publishing, play-offs (contract/staff-seasons.ts).
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'

export function staffSeasonRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/seasons/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
}
