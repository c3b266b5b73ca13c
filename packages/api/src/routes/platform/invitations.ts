// Invitations to a role, opened from the mailed link on the client's site: the signed-in visitor sees what
// is offered, then accepts. Only a verified account whose address is the invited one may accept.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { acceptInvitation, describeInvitation } from '../../auth/role-invitations.ts'
import { currentUser, requireUser } from '../../auth/users.ts'
import type { AppEnv } from '../../http/env.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

const invitationTokenSchema = z
  .object({ token: z.string().trim().min(1, 'is required').max(200).openapi({ description: "The link's token" }) })
  .openapi('InvitationToken')

const InvitationSchema = z
  .object({
    role: z.enum(['operator', 'staff']),
    league: z.string().openapi({ example: 'ABA League' }),
    email: z.string().openapi({ description: 'The invited address' }),
  })
  .openapi('Invitation')

const AcceptedInvitationSchema = z
  .object({ role: z.enum(['operator', 'staff']), league: z.string() })
  .openapi('AcceptedInvitation')

// POST /v2/website/user/invitations/show
const showRoute = createRoute({
  operationId: 'showInvitation',
  method: 'post',
  path: '/user/invitations/show',
  tags: ['User'],
  summary: 'What an invitation offers (the token is in the body, never in a logged address)',
  security: bearerSecurity,
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    200: json(InvitationSchema, 'The role, the league and the invited address'),
    400: errorResponse('Not a valid invitation link'),
    401: errorResponse('Missing, forged, expired or ended token'),
  },
})

// POST /v2/website/user/invitations/accept
const acceptRoute = createRoute({
  operationId: 'acceptInvitation',
  method: 'post',
  path: '/user/invitations/accept',
  tags: ['User'],
  summary: 'Accept an invitation to a role: grants it to the signed-in account, once',
  security: bearerSecurity,
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    200: json(AcceptedInvitationSchema, 'The role is granted'),
    400: errorResponse('Not a valid invitation link, already used, or expired'),
    401: errorResponse('Missing, forged, expired or ended token'),
    403: errorResponse('The account has not confirmed its address, or it is not the invited address'),
  },
})

export function invitationRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user/invitations/*', requireUser(dependencies.accessTokens))
  return app
    .openapi(showRoute, async (context) => {
      const { token } = context.req.valid('json')
      return context.json(await describeInvitation(context.var.database, token), 200)
    })
    .openapi(acceptRoute, async (context) => {
      const { token } = context.req.valid('json')
      const user = await currentUser(context.var.database, context.var.userId)
      const { role, league } = await acceptInvitation(context.var.database, user, token)
      return context.json({ role, league }, 200)
    })
}
