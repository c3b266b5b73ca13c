// Placeholder, filled in by H4 (compare with last season, player matches, approve).
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'

export function staffApplicationReviewRoutes(_dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}
