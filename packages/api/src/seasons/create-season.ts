// A season from zero: its season row (made or found by the name's slug), its competition (existing or new)
// and the league season itself, a draft fans do not see until staff publish it.
import { and, eq, sql } from 'drizzle-orm'
import { playoffPhases } from '@league/stats/schedule'
import { selectRows, type Database } from '../db/connection.ts'
import type { CreateSeason, SeasonFormat } from '../contract/staff-seasons.ts'
import { competitions, leagueSeasons, seasons, type LeaguePhase } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { slugify } from '../import/names/fold.ts'
import { findSeasonRow, requireDraft, staffWrite, type SeasonActor, type SeasonRow } from './staff-write.ts'

/** The stages the format plays: the regular season, then each play-off round. */
export function phasesOf(format: SeasonFormat): LeaguePhase[] {
  const playoffs = format.playoff === null ? [] : playoffPhases(format.playoff.teams)
  return [
    { slug: 'regular-season', kind: 'league' },
    ...playoffs.map((slug): LeaguePhase => ({ slug, kind: 'playoff' })),
  ]
}

function requireDateOrder(startDate: string, endDate: string) {
  if (endDate < startDate) {
    throw new DomainError('invalid', 'dates_out_of_order', 'The season must end on or after the day it starts.', {
      fields: { endDate: 'before the start date' },
    })
  }
}

/**
 * The code of the season in its games' source ids (`27` in `27_5`): the last two digits of the name's first
 * year, as the imported seasons have, and a letter after it when another league season of the client has it.
 */
async function freeSourceCode(transaction: Database, clientId: number, name: string): Promise<string> {
  const year = /\d{4}/.exec(name)?.[0]
  const base = year === undefined ? slugify(name).replaceAll('-', '') || 'season' : year.slice(2)
  const taken = new Set(
    (
      await selectRows<{ code: string }>(
        transaction,
        sql`SELECT ls.source_code AS code FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id
            WHERE s.client_id = ${clientId}`,
      )
    ).map((row) => row.code),
  )
  let candidate = base
  for (let letter = 0; taken.has(candidate); letter += 1) {
    candidate = `${base}${String.fromCharCode(97 + (letter % 26))}${letter >= 26 ? Math.floor(letter / 26) : ''}`
  }
  return candidate
}

async function competitionFor(transaction: Database, clientId: number, competition: CreateSeason['competition']) {
  if ('slug' in competition) {
    const [found] = await transaction
      .select()
      .from(competitions)
      .where(and(eq(competitions.clientId, clientId), eq(competitions.slug, competition.slug)))
    if (found === undefined) {
      throw new DomainError('invalid', 'unknown_competition', `No competition "${competition.slug}" in this league.`, {
        fields: { competition: 'unknown' },
      })
    }
    return found
  }
  const slug = slugify(competition.name) || 'competition'
  const [created] = await transaction
    .insert(competitions)
    .values({ clientId, slug, name: competition.name })
    .onConflictDoNothing()
    .returning()
  if (created === undefined) {
    throw new DomainError(
      'conflict',
      'competition_exists',
      `A competition "${competition.name}" exists already: choose it instead of creating it again.`,
      { fields: { competition: 'exists already' } },
    )
  }
  return created
}

/** Creates the draft league season; answers its id. */
export async function createSeason(actor: SeasonActor, input: CreateSeason): Promise<number> {
  requireDateOrder(input.startDate, input.endDate)
  const seasonSlug = slugify(input.name)
  if (seasonSlug === '') {
    throw new DomainError('invalid', 'season_name', 'Give the season a name with letters or digits, e.g. 2027-28.', {
      fields: { name: 'no letters or digits' },
    })
  }
  return staffWrite(actor, async (transaction) => {
    const competition = await competitionFor(transaction, actor.clientId, input.competition)
    await transaction
      .insert(seasons)
      .values({
        clientId: actor.clientId,
        slug: seasonSlug,
        name: input.name,
        startDate: input.startDate,
        endDate: input.endDate,
      })
      .onConflictDoNothing()
    const [season] = await transaction
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.clientId, actor.clientId), eq(seasons.slug, seasonSlug)))
    const sourceCode = await freeSourceCode(transaction, actor.clientId, input.name)
    const [created] = await transaction
      .insert(leagueSeasons)
      .values({
        competitionId: competition.id,
        seasonId: season!.id,
        sourceCode,
        name: `${competition.name} ${input.name}`,
        phases: phasesOf(input.format),
        draft: true,
        format: input.format,
      })
      .onConflictDoNothing()
      .returning({ id: leagueSeasons.id })
    if (created === undefined) {
      throw new DomainError(
        'conflict',
        'season_exists',
        `${competition.name} already has a season ${input.name}: open it from the list.`,
        { fields: { name: 'exists already' } },
      )
    }
    const after = { ...input, competition: competition.slug, sourceCode, draft: true }
    return {
      result: created.id,
      change: {
        action: 'season.create',
        entityType: 'league_season',
        entityId: String(created.id),
        before: null,
        after,
      },
    }
  })
}

/** Name, dates and format of a draft; the season's slug stays (links and applications use it). */
export async function updateSeason(
  actor: SeasonActor,
  id: number,
  input: Omit<CreateSeason, 'competition'>,
): Promise<void> {
  requireDateOrder(input.startDate, input.endDate)
  await staffWrite(actor, async (transaction) => {
    const season: SeasonRow = await findSeasonRow(transaction, actor.clientId, id)
    requireDraft(season, 'its name, dates and format')
    await transaction
      .update(seasons)
      .set({ name: input.name, startDate: input.startDate, endDate: input.endDate })
      .where(eq(seasons.id, season.seasonId))
    await transaction
      .update(leagueSeasons)
      .set({ name: `${season.competitionName} ${input.name}`, format: input.format, phases: phasesOf(input.format) })
      .where(eq(leagueSeasons.id, id))
    const before = {
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
      format: season.format,
    }
    return {
      result: undefined,
      change: { action: 'season.update', entityType: 'league_season', entityId: String(id), before, after: input },
    }
  })
}
