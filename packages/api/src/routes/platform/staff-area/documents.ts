// Documents: PDFs with a title per language, a category and versions.
import { OpenAPIHono } from '@hono/zod-openapi'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import type { PlatformDependencies } from '../dependencies.ts'

export function staffDocumentRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/documents/*', requireUser(dependencies.accessTokens), requireStaff())
  return app
}
