// The staff area of a client league: only staff of the request's client get past `requireStaff`. For now it
// reads the audit log; the staff's own writes (applications, forms) record into it as they come.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { readStaffAudit } from '../../auth/staff-audit.ts'
import { requireStaff, type StaffEnv } from '../../auth/staff.ts'
import { requireUser } from '../../auth/users.ts'
import { StaffAuditPageSchema, StaffAuditQuerySchema } from '../../contract/staff.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { bearerSecurity, errorResponse, json } from '../responses.ts'

const auditPageSize = 50

// GET /v2/website/staff/audit?page=&entity=
const auditRoute = createRoute({
  operationId: 'listStaffAudit',
  method: 'get',
  path: '/staff/audit',
  tags: ['Staff'],
  summary: "What the client's staff changed: who, when, what, before and after, newest first",
  security: bearerSecurity,
  request: { query: StaffAuditQuerySchema },
  responses: {
    200: json(StaffAuditPageSchema, 'One page of the audit log'),
    400: errorResponse('Invalid page or entity'),
    401: errorResponse('Not signed in'),
    403: errorResponse('The account is not staff of this client'),
  },
})

export function staffRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/*', requireUser(dependencies.accessTokens), requireStaff())
  return app.openapi(auditRoute, async (context) => {
    const { page, entity } = context.req.valid('query')
    const { entries, total } = await readStaffAudit(context.var.database, {
      clientId: context.var.client.id,
      page,
      pageSize: auditPageSize,
      entityType: entity,
    })
    return context.json(
      {
        entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
        page,
        pageSize: auditPageSize,
        total,
      },
      200,
    )
  })
}
