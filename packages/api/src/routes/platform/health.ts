// Probes for orchestrators: /health says the process is up, /ready that the database answers and the
// league data has been imported.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { count } from 'drizzle-orm'
import { games } from '../../db/schema/league.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { HealthSchema, ReadySchema } from '../../contract/platform.ts'
import { errorResponse, json, publicSecurity } from '../responses.ts'

const startedAt = Date.now()

// GET /health
const healthRoute = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'The process is up',
  security: publicSecurity,
  responses: {
    200: json(HealthSchema, 'Up'),
  },
})

// GET /ready
const readyRoute = createRoute({
  operationId: 'getReady',
  method: 'get',
  path: '/ready',
  tags: ['Operations'],
  summary: 'The database answers and league data is imported',
  security: publicSecurity,
  responses: {
    200: json(ReadySchema, 'Ready'),
    503: errorResponse('Database unreachable or data not imported yet'),
  },
})

export function healthRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(healthRoute, (context) => {
      context.header('Cache-Control', 'no-store')
      return context.json({ status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }, 200)
    })
    .openapi(readyRoute, async (context) => {
      context.header('Cache-Control', 'no-store')
      let gameCount: number
      try {
        const [result] = await context.var.database.select({ games: count() }).from(games)
        gameCount = result?.games ?? 0
      } catch {
        throw new ApiError(503, 'not_ready', 'The database does not answer', undefined, { 'Cache-Control': 'no-store' })
      }
      if (gameCount === 0) {
        throw new ApiError(503, 'not_ready', 'League data is not imported yet', undefined, {
          'Cache-Control': 'no-store',
        })
      }
      return context.json({ status: 'ready' as const, games: gameCount }, 200)
    })
}
