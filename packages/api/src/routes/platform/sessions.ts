// Ending sessions: logout ends the token that asks (DELETE /auth/session), "sign out everywhere" ends every
// session of the account (POST /v2/website/user/sessions/end-all). A token of an ended session is refused
// on the next request of any instance (see auth/session-check.ts).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { currentUser, requireUser } from '../../auth/users.ts'
import type { AppEnv } from '../../http/env.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { invitationRoutes } from './invitations.ts'
import { bearerSecurity, errorResponse } from '../responses.ts'

// DELETE /auth/session
const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'delete',
  path: '/auth/session',
  tags: ['Auth'],
  summary: 'Sign out: ends the session of this access token',
  description: 'The token is refused from then on, on every API instance.',
  security: bearerSecurity,
  responses: {
    204: { description: 'The session is ended' },
    401: errorResponse('Missing, forged, expired or already ended token'),
  },
})

// POST /v2/website/user/sessions/end-all
const endAllRoute = createRoute({
  operationId: 'endAllSessions',
  method: 'post',
  path: '/user/sessions/end-all',
  tags: ['User'],
  summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
  security: bearerSecurity,
  responses: {
    204: { description: 'Every session of the account is ended' },
    401: errorResponse('Missing, forged, expired or already ended token'),
  },
})

function logoutRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/auth/session', requireUser(dependencies.accessTokens))
  return app.openapi(logoutRoute, async (context) => {
    const sessionId = context.var.sessionId
    if (sessionId !== undefined) {
      await dependencies.sessions.end(sessionId)
    }
    return context.body(null, 204)
  })
}

function endAllRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user/sessions/*', requireUser(dependencies.accessTokens))
  return app.openapi(endAllRoute, async (context) => {
    const user = await currentUser(context.var.database, context.var.userId)
    await dependencies.sessions.endAllOf(user.id)
    return context.body(null, 204)
  })
}

/** Logout (`/auth/session`), "sign out everywhere" and role invitations (under `/v2/website/user`). */
export function sessionRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>()
    .route('/', logoutRoutes(dependencies))
    .route('/v2/website', endAllRoutes(dependencies))
    .route('/v2/website', invitationRoutes(dependencies))
}
