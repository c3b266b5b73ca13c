// Placeholder, filled in by H3 (staff: create, list, read, revoke, request changes, reject).
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'

export function staffApplicationRoutes(_dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}
