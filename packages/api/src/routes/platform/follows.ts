// What the signed-in user follows in the request's client league: clubs, players, games, leagues.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { and, asc, eq } from 'drizzle-orm'
import { currentUser, requireUser } from '../../auth/users.ts'
import type { Database } from '../../db/connection.ts'
import { follows } from '../../db/schema/accounts.ts'
import { clubs, competitions, games, leagueSeasons, players } from '../../db/schema/league.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { FollowListSchema, FollowSchema, type FollowKind } from '../../contract/platform.ts'
import { bearerSecurity, errorResponse, json, jsonBody } from '../responses.ts'

// GET /v2/website/user/follows
const listRoute = createRoute({
  operationId: 'listFollows',
  method: 'get',
  path: '/user/follows',
  tags: ['User'],
  summary: 'What the signed-in user follows in this league',
  security: bearerSecurity,
  responses: { 200: json(FollowListSchema, 'Follows'), 401: errorResponse('Not signed in') },
})

// POST /v2/website/user/follows
const followRoute = createRoute({
  operationId: 'follow',
  method: 'post',
  path: '/user/follows',
  tags: ['User'],
  summary: 'Follow a club, player, game or league',
  security: bearerSecurity,
  request: { body: jsonBody(FollowSchema) },
  responses: {
    200: json(FollowListSchema, 'Followed (idempotent)'),
    400: errorResponse('Invalid body'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such club, player, game or league in this league'),
  },
})

// DELETE /v2/website/user/follows?kind=&targetSlug=
const unfollowRoute = createRoute({
  operationId: 'unfollow',
  method: 'delete',
  path: '/user/follows',
  tags: ['User'],
  summary: 'Stop following a club, player, game or league',
  security: bearerSecurity,
  request: { query: FollowSchema },
  responses: {
    200: json(FollowListSchema, 'Unfollowed (idempotent)'),
    400: errorResponse('Invalid query'),
    401: errorResponse('Not signed in'),
  },
})

async function followsOf(database: Database, userId: number, clientId: number) {
  const rows = await database
    .select({ kind: follows.kind, targetSlug: follows.targetSlug })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.clientId, clientId)))
    .orderBy(asc(follows.kind), asc(follows.targetSlug))
  return rows.map((row) => ({ kind: row.kind as FollowKind, targetSlug: row.targetSlug }))
}

async function targetExists(database: Database, clientId: number, kind: FollowKind, slug: string): Promise<boolean> {
  switch (kind) {
    case 'club': {
      const rows = await database
        .select({ id: clubs.id })
        .from(clubs)
        .where(and(eq(clubs.clientId, clientId), eq(clubs.slug, slug)))
        .limit(1)
      return rows.length > 0
    }
    case 'player': {
      const rows = await database
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.clientId, clientId), eq(players.slug, slug)))
        .limit(1)
      return rows.length > 0
    }
    case 'game': {
      const rows = await database
        .select({ id: games.id })
        .from(games)
        .innerJoin(leagueSeasons, eq(games.leagueSeasonId, leagueSeasons.id))
        .innerJoin(competitions, eq(leagueSeasons.competitionId, competitions.id))
        .where(and(eq(competitions.clientId, clientId), eq(games.slug, slug)))
        .limit(1)
      return rows.length > 0
    }
    case 'league': {
      const rows = await database
        .select({ id: competitions.id })
        .from(competitions)
        .where(and(eq(competitions.clientId, clientId), eq(competitions.slug, slug)))
        .limit(1)
      return rows.length > 0
    }
    default:
      kind satisfies never
      return false
  }
}

export function followRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<AppEnv>()
  app.use('/user/follows', requireUser(dependencies.accessTokens))
  return app
    .openapi(listRoute, async (context) => {
      const database = context.var.database
      const user = await currentUser(database, context.var.userId)
      return context.json({ follows: await followsOf(database, user.id, context.var.client.id) }, 200)
    })
    .openapi(followRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const user = await currentUser(database, context.var.userId)
      const { kind, targetSlug } = context.req.valid('json')
      if (!(await targetExists(database, client.id, kind, targetSlug))) {
        throw new ApiError(404, 'not_found', `No ${kind} "${targetSlug}" in this league`)
      }
      await database
        .insert(follows)
        .values({ userId: user.id, clientId: client.id, kind, targetSlug })
        .onConflictDoNothing()
      return context.json(
        { follows: await followsOf(database, user.id, client.id), message: `Following ${targetSlug}` },
        200,
      )
    })
    .openapi(unfollowRoute, async (context) => {
      const database = context.var.database
      const client = context.var.client
      const user = await currentUser(database, context.var.userId)
      const { kind, targetSlug } = context.req.valid('query')
      await database
        .delete(follows)
        .where(
          and(
            eq(follows.userId, user.id),
            eq(follows.clientId, client.id),
            eq(follows.kind, kind),
            eq(follows.targetSlug, targetSlug),
          ),
        )
      return context.json(
        { follows: await followsOf(database, user.id, client.id), message: `No longer following ${targetSlug}` },
        200,
      )
    })
}
