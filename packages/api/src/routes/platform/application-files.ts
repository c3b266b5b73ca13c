// Placeholder, filled in by H1 (uploads and serving files).
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'

export function applicationFileRoutes(_dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}
