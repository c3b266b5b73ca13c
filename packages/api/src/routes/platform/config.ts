// GET /v2/website/config: the client site's brand and settings, read by the site's shell on every page.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { seasons } from '../../db/schema/league.ts'
import type { AppEnv } from '../../http/env.ts'
import { requestHostname } from '../../http/tenancy.ts'
import { cachedRead } from './short-cache.ts'
import { ClientConfigSchema, type ClientConfig } from '../../contract/platform.ts'
import { json, listErrors, publicSecurity } from '../responses.ts'

// GET /v2/website/config
const configRoute = createRoute({
  operationId: 'getClientConfig',
  method: 'get',
  path: '/config',
  tags: ['Site'],
  summary: "The client site's brand, sponsors, current season and settings",
  security: publicSecurity,
  responses: { 200: json(ClientConfigSchema, 'Configuration of the client the Origin names'), ...listErrors },
})

export function configRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(configRoute, async (context) => {
    const client = context.var.client
    const hostname = requestHostname(context)
    let currentSeason: ClientConfig['currentSeason'] = null
    const currentSeasonSlug = client.currentSeasonSlug
    if (currentSeasonSlug !== null) {
      const database = context.var.database
      // `async` matters: a drizzle query is a thenable that runs again on every await, a Promise runs once.
      const [season] = await cachedRead(database, ['season', client.id, currentSeasonSlug], 30_000, async () =>
        database
          .select({ slug: seasons.slug, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
          .from(seasons)
          .where(and(eq(seasons.clientId, client.id), eq(seasons.slug, currentSeasonSlug)))
          .limit(1),
      )
      currentSeason = season ?? {
        slug: currentSeasonSlug,
        name: currentSeasonSlug,
        startDate: null,
        endDate: null,
      }
    }
    const { settings } = client
    return context.json(
      {
        id: client.id,
        slug: client.slug,
        domain: hostname !== undefined && client.domains.includes(hostname) ? hostname : (client.domains[0] ?? ''),
        languages: client.languages,
        settings: {
          colors: settings.colors,
          logo: settings.logo,
          crest: settings.crest,
          broadcast: settings.broadcast,
          defaultNewsCoverImage: settings.defaultNewsCoverImage,
          googleAnalyticsId: settings.googleAnalyticsId,
          googleClientId: settings.googleClientId,
          title: settings.title,
          timerApiBase: settings.timerApiBase ?? null,
          push: settings.push ?? null,
        },
        sponsors: client.sponsors,
        currentSeason,
        player_positions: settings.playerPositions,
        playerPositions: settings.playerPositions,
        website: {
          game: { details: { teamStats: { currentPeriod: { bottom: settings.currentPeriodBottom ?? false } } } },
        },
        // A 200 answer's `message` is shown to the visitor (spec §7): here, the league's notice.
        ...(settings.message ? { message: settings.message } : {}),
      },
      200,
    )
  })
}
