// POST /admin/demo/advance: `league-api demo advance` moves the demo season on by one fantasy round through
// the running API, which holds the demo clock every read consults (see queries/fantasy/demo-advance.ts).
// Admin token only, like the other /admin routes.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { DemoAdvanceSchema } from '../../contract/demo.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { advanceDemoSeason, type DemoAdvanceSteps } from '../../queries/fantasy/demo-advance.ts'
import { bearerSecurity, errorResponse, json } from '../responses.ts'
import { requireAdminToken } from './admin.ts'

// POST /admin/demo/advance
const advanceDemoRoute = createRoute({
  method: 'post',
  path: '/admin/demo/advance',
  operationId: 'advanceDemo',
  tags: ['Admin'],
  summary: 'Move the demo clock to the eve of the round after the open one, settle, let demo managers move',
  security: bearerSecurity,
  responses: {
    200: json(DemoAdvanceSchema, 'The clock moved: the new demo day and the round now open'),
    401: errorResponse('No admin token, or not the one of this API run'),
    409: errorResponse('No demo clock is set (DEMO_AS_OF), or the demo season is over'),
  },
})

export function demoAdvanceRoutes(adminToken: string, steps: DemoAdvanceSteps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.use('/admin/demo/*', requireAdminToken(adminToken))
  return app.openapi(advanceDemoRoute, async (context) =>
    context.json(await advanceDemoSeason(context.var.database, context.var.demoClock, steps), 200),
  )
}
