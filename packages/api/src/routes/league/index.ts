// Every league data route under /v2/website, one router per resource, mounted by app.ts.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'

export const leagueRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
