// GET /v2/website/current-season-leagues: what the landing page and the navigation offer for the client's
// current season. A game dated after the demo clock (DEMO_AS_OF) counts as scheduled.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { competitions, games, leagueSeasons, seasons } from '../../db/schema/league.ts'
import type { AppEnv } from '../../http/env.ts'
import { cachedRead } from './short-cache.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { CurrentSeasonLeaguesSchema, type CurrentSeasonLeagues } from '../../contract/platform.ts'
import { json, listErrors, publicSecurity } from '../responses.ts'

// GET /v2/website/current-season-leagues
const currentSeasonLeaguesRoute = createRoute({
  operationId: 'getCurrentSeasonLeagues',
  method: 'get',
  path: '/current-season-leagues',
  tags: ['Site'],
  summary: "Leagues and tournaments of the client's current season, and how many games are still to play",
  security: publicSecurity,
  responses: { 200: json(CurrentSeasonLeaguesSchema, 'Current season leagues'), ...listErrors },
})

/** `YYYY-MM-DD` of a moment, in UTC, to compare with game dates. */
function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

async function readCurrentSeasonLeagues(
  database: Database,
  clientId: number,
  seasonSlug: string,
  asOfDay: string,
): Promise<CurrentSeasonLeagues> {
  const rows = await database
    .select({
      leagueSeasonId: leagueSeasons.id,
      slug: competitions.slug,
      name: leagueSeasons.name,
      seasonSlug: seasons.slug,
      seasonName: seasons.name,
      phases: leagueSeasons.phases,
    })
    .from(leagueSeasons)
    .innerJoin(seasons, eq(leagueSeasons.seasonId, seasons.id))
    .innerJoin(competitions, eq(leagueSeasons.competitionId, competitions.id))
    // A draft league season (staff still setting it up) is no league fans can open yet.
    .where(and(eq(seasons.clientId, clientId), eq(seasons.slug, seasonSlug), eq(leagueSeasons.draft, false)))
    .orderBy(asc(competitions.slug))
  const leagues = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    season: { slug: row.seasonSlug, name: row.seasonName },
    phases: row.phases.map((phase) => ({ slug: phase.slug, kind: phase.kind })),
  }))
  let scheduledGamesCount = 0
  if (rows.length > 0) {
    const [result] = await database
      .select({ scheduled: count() })
      .from(games)
      .where(
        and(
          inArray(
            games.leagueSeasonId,
            rows.map((row) => row.leagueSeasonId),
          ),
          gt(games.date, asOfDay),
        ),
      )
    scheduledGamesCount = result?.scheduled ?? 0
  }
  // Every competition in the data is a league with a regular season; a tournament (a cup) is one without a
  // league phase.
  const isTournament = (league: (typeof leagues)[number]) => !league.phases.some((phase) => phase.kind === 'league')
  const currentSeasonLeagues = leagues.filter((league) => !isTournament(league))
  return {
    currentSeasonLeagues,
    landingPageLeagues: currentSeasonLeagues,
    currentSeasonTournaments: leagues.filter(isTournament),
    scheduledGamesCount,
  }
}

export function currentSeasonLeaguesRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>().openapi(currentSeasonLeaguesRoute, async (context) => {
    const client = context.var.client
    const database = context.var.database
    const seasonSlug = client.currentSeasonSlug
    if (seasonSlug === null) {
      return context.json(
        { currentSeasonLeagues: [], landingPageLeagues: [], currentSeasonTournaments: [], scheduledGamesCount: 0 },
        200,
      )
    }
    const asOfDay = isoDate(dependencies.demoClock.now())
    const body = await cachedRead(database, ['current-season-leagues', client.id, seasonSlug, asOfDay], 30_000, () =>
      readCurrentSeasonLeagues(database, client.id, seasonSlug, asOfDay),
    )
    return context.json(body, 200)
  })
}
