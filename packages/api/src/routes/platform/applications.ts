// Placeholder, filled in by H3 (public application routes, /v2/website/applications/{uuid}…).
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'

export function applicationRoutes(_dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}
