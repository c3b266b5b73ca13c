// GET /v2/website/config: the client site's brand and settings, read by the site's shell on every page.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { seasons } from '../../db/schema/league.ts'
import type { AppEnv } from '../../http/env.ts'
import { requestHostname } from '../../http/tenancy.ts'
import { cachedRead } from './short-cache.ts'
import { jsonResponse } from './schemas.ts'

const nullableText = z.string().nullable()

const configSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    domain: z.string().openapi({ description: 'The hostname the request was answered for' }),
    languages: z.array(z.string()),
    settings: z.object({
      colors: z.object({
        colorButton: z.string(),
        color1: z.string(),
        color2: z.string(),
        color3: z.string(),
        color4: z.string(),
        color5: z.string(),
      }),
      logo: nullableText,
      crest: z.object({
        faviconSm: nullableText,
        faviconLg: nullableText,
        androidChromeSm: nullableText,
        androidChromeLg: nullableText,
      }),
      broadcast: nullableText,
      defaultNewsCoverImage: nullableText,
      googleAnalyticsId: nullableText,
      googleClientId: nullableText,
      title: z.string(),
    }),
    sponsors: z.array(z.object({ name: z.string(), url: nullableText, logo: nullableText, tier: nullableText })),
    currentSeason: z
      .object({
        slug: z.string(),
        name: z.string(),
        startDate: nullableText,
        endDate: nullableText,
      })
      .nullable(),
    player_positions: z.array(z.string()).openapi({ description: 'Same list as playerPositions (legacy name)' }),
    playerPositions: z.array(z.string()),
    message: z.string().optional(),
  })
  .openapi('ClientConfig')

// GET /v2/website/config
const configRoute = createRoute({
  method: 'get',
  path: '/config',
  tags: ['Site'],
  summary: "The client site's brand, sponsors, current season and settings",
  responses: { 200: jsonResponse(configSchema, 'Configuration of the client the Origin names') },
})

export function configRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(configRoute, async (context) => {
    const client = context.var.client
    const hostname = requestHostname(context)
    let currentSeason: z.infer<typeof configSchema>['currentSeason'] = null
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
        },
        sponsors: client.sponsors,
        currentSeason,
        player_positions: settings.playerPositions,
        playerPositions: settings.playerPositions,
      },
      200,
    )
  })
}
