// Competitions, seasons, league seasons and rounds: the frame every game hangs in.
import { eq, sql } from 'drizzle-orm'
import { selectRows } from '../../db/connection.ts'
import { clients } from '../../db/schema/accounts.ts'
import { competitions, leagueSeasons, rounds, seasons, type LeaguePhase } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import { phaseNames, phaseOrder, phaseSlugs } from '../phases.ts'
import type { SeasonFiles } from '../season-files.ts'

/** The id of the client the data belongs to; the client must have been seeded from its client.json. */
export async function findClient(context: ImportContext): Promise<number> {
  const slug = context.options.clientSlug ?? 'aba'
  const existing = await selectRows<{ id: number }>(
    context.executor,
    sql`SELECT ${clients.id} AS id FROM ${clients} WHERE ${eq(clients.slug, slug)}`,
  )
  if (existing[0] === undefined) {
    // Clients come from clients/<slug>/client.json (seeded by the API and the import command); data for a
    // league nobody configured would have no site to show it.
    throw new Error(`No client "${slug}": add clients/${slug}/client.json, then import again`)
  }
  return existing[0].id
}

export async function writeCompetition(context: ImportContext): Promise<number> {
  const competition = context.options.competition ?? { slug: 'aba-league', name: 'ABA League' }
  const clientId = context.ids.clientId
  await context.upsert(competitions, {
    key: ['clientId', 'slug'],
    rows: [{ clientId, slug: competition.slug, name: competition.name }],
  })
  const ids = await context.idsBy<string>(
    sql`SELECT ${competitions.id} AS id, ${competitions.slug} AS key FROM ${competitions} WHERE ${eq(competitions.clientId, clientId)}`,
  )
  return ids.get(competition.slug)!
}

/** The season and the competition's league season in it; returns the league season's id. */
export async function writeLeagueSeason(
  context: ImportContext,
  season: SeasonFiles,
  competitionId: number,
): Promise<number> {
  const clientId = context.ids.clientId
  const dates = season.games
    .map((game) => game.date)
    .filter((date): date is string => date !== null)
    .sort()
  await context.upsert(seasons, {
    key: ['clientId', 'slug'],
    rows: [
      {
        clientId,
        slug: season.season,
        name: season.season,
        startDate: dates[0] ?? null,
        endDate: dates.at(-1) ?? null,
      },
    ],
  })
  const seasonId = (
    await context.idsBy<string>(
      sql`SELECT ${seasons.id} AS id, ${seasons.slug} AS key FROM ${seasons} WHERE ${eq(seasons.clientId, clientId)}`,
    )
  ).get(season.season)!
  const phasesPresent = new Set(season.games.map((game) => phaseSlugs[game.phase]))
  const phases: LeaguePhase[] = phaseOrder
    .filter((phase) => phasesPresent.has(phase))
    .map((phase) => ({ slug: phase, kind: phase === 'regular-season' ? 'league' : 'playoff' }))
  await context.upsert(leagueSeasons, {
    key: ['competitionId', 'seasonId'],
    rows: [{ competitionId, seasonId, sourceCode: season.sourceCode, name: `ABA League ${season.season}`, phases }],
    // Imported seasons are published as they come and have no staff format.
    leave: ['draft', 'format', 'publishedAt'],
  })
  return (
    await context.idsBy<number>(
      sql`SELECT ${leagueSeasons.id} AS id, ${leagueSeasons.seasonId} AS key FROM ${leagueSeasons}
          WHERE ${eq(leagueSeasons.competitionId, competitionId)}`,
    )
  ).get(seasonId)!
}

/**
 * Regular-season rounds by number, play-off rounds by game number within the series; returns round ids by
 * `<phase>:<number>`.
 */
export async function writeRounds(
  context: ImportContext,
  season: SeasonFiles,
  leagueSeasonId: number,
): Promise<Map<string, number>> {
  const roundRows = new Map<string, ImportRow<typeof rounds>>()
  for (const game of season.games) {
    const phase = phaseSlugs[game.phase]
    const isRegular = phase === 'regular-season'
    roundRows.set(`${phase}:${game.round}`, {
      leagueSeasonId,
      phase,
      number: game.round,
      slug: isRegular ? String(game.round) : `${phase}-${game.round}`,
      name: isRegular ? `Round ${game.round}` : `${phaseNames[phase]}, game ${game.round}`,
    })
  }
  await context.upsert(rounds, { key: ['leagueSeasonId', 'phase', 'number'], rows: [...roundRows.values()] })
  return context.idsBy<string>(
    sql`SELECT ${rounds.id} AS id, ${rounds.phase} || ':' || ${rounds.number} AS key FROM ${rounds}
        WHERE ${eq(rounds.leagueSeasonId, leagueSeasonId)}`,
  )
}
