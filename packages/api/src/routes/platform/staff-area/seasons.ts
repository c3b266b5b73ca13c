// A season from zero: format, teams, schedule, publishing, play-offs (contract/staff-seasons.ts). Every write
// is one transaction with its audit entry and answers the season as stored (seasons/ does the work).
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireStaff, type StaffEnv } from '../../../auth/staff.ts'
import { requireUser } from '../../../auth/users.ts'
import { validationHook } from '../../../http/errors.ts'
import { createSeason, updateSeason } from '../../../seasons/create-season.ts'
import { drawPlayoffs } from '../../../seasons/playoff-draw.ts'
import { publishSeason } from '../../../seasons/publish-season.ts'
import { generateSchedule, moveGame } from '../../../seasons/schedule-games.ts'
import { listStaffSeasons, readStaffSeason } from '../../../seasons/season-view.ts'
import { addTeam, removeTeam } from '../../../seasons/season-teams.ts'
import type { SeasonActor } from '../../../seasons/staff-write.ts'
import type { PlatformDependencies } from '../dependencies.ts'
import {
  addTeamRoute,
  createSeasonRoute,
  drawPlayoffsRoute,
  generateScheduleRoute,
  listSeasonsRoute,
  publishRoute,
  readSeasonRoute,
  removeTeamRoute,
  updateGameRoute,
  updateSeasonRoute,
} from './season-route-definitions.ts'

/** The season as stored now: what every season route answers. */
const season = (context: Context<StaffEnv>, id: number) =>
  readStaffSeason(context.var.database, context.var.client.id, id)

export function staffSeasonRoutes(dependencies: PlatformDependencies) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook })
  app.use('/staff/seasons', requireUser(dependencies.accessTokens), requireStaff())
  app.use('/staff/seasons/*', requireUser(dependencies.accessTokens), requireStaff())

  const actorOf = (context: Context<StaffEnv>): SeasonActor => ({
    database: context.var.database,
    clientId: context.var.client.id,
    userId: context.var.staffUserId,
    now: dependencies.now(),
  })

  // Registered one by one, not chained: the typed RPC client (client.ts) does not need these staff routes,
  // and chaining ten more routes into the app's type made it too deep for the compiler to keep.
  app.openapi(listSeasonsRoute, async (context) =>
    context.json(await listStaffSeasons(context.var.database, context.var.client.id), 200),
  )
  app.openapi(createSeasonRoute, async (context) => {
    const id = await createSeason(actorOf(context), context.req.valid('json'))
    return context.json(await season(context, id), 201)
  })
  app.openapi(readSeasonRoute, async (context) =>
    context.json(await season(context, context.req.valid('param').season), 200),
  )
  app.openapi(updateSeasonRoute, async (context) => {
    const id = context.req.valid('param').season
    await updateSeason(actorOf(context), id, context.req.valid('json'))
    return context.json(await season(context, id), 200)
  })
  app.openapi(addTeamRoute, async (context) => {
    const id = context.req.valid('param').season
    await addTeam(actorOf(context), id, context.req.valid('json'))
    return context.json(await season(context, id), 201)
  })
  app.openapi(removeTeamRoute, async (context) => {
    const { season: id, team } = context.req.valid('param')
    await removeTeam(actorOf(context), id, team)
    return context.json(await season(context, id), 200)
  })
  app.openapi(generateScheduleRoute, async (context) => {
    const id = context.req.valid('param').season
    await generateSchedule(actorOf(context), id, context.req.valid('json'))
    return context.json(await season(context, id), 200)
  })
  app.openapi(updateGameRoute, async (context) => {
    const { season: id, game } = context.req.valid('param')
    await moveGame(actorOf(context), id, game, context.req.valid('json'))
    return context.json(await season(context, id), 200)
  })
  app.openapi(publishRoute, async (context) => {
    const id = context.req.valid('param').season
    const { madeCurrent } = await publishSeason(actorOf(context), id, context.req.valid('json'))
    if (madeCurrent) {
      // The client's current season lives in the tenant directory's memory too: read it again.
      dependencies.clientDirectory.reload()
    }
    return context.json(await season(context, id), 200)
  })
  app.openapi(drawPlayoffsRoute, async (context) => {
    const id = context.req.valid('param').season
    await drawPlayoffs(actorOf(context), id)
    return context.json(await season(context, id), 201)
  })
  return app
}
