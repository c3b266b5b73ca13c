// News staff write: drafts, scheduling, publishing, per-language versions (contract/staff-news.ts).
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'

export function staffNewsRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/news/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
}
