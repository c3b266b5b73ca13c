// How every staff change to a season is made: one transaction that writes the change and its audit entry
// together, then (after the commit) the cached tables go and the sites are told to revalidate.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import { recordStaffChange, type AuditValue } from '../auth/staff-audit.ts'
import type { SeasonFormat } from '../contract/staff-seasons.ts'
import { DomainError } from '../domain-errors.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { isoDateOf } from '../queries/season-data.ts'

/** Who changes what: the request's database, client and staff member, and the time. */
export type SeasonActor = { database: Database; clientId: number; userId: number; now: Date }

/** What a change records in the audit log besides who and when. */
export type SeasonChange = {
  action: string
  entityType: string
  entityId: string
  before: AuditValue
  after: AuditValue
}

/** Runs `write` in one transaction with its audit entry; the caches go only once it is committed. */
export async function staffWrite<Result>(
  actor: SeasonActor,
  write: (transaction: Database) => Promise<{ result: Result; change: SeasonChange }>,
): Promise<Result> {
  const result = await actor.database.transaction(async (transaction) => {
    const outcome = await write(transaction)
    await recordStaffChange(transaction, { clientId: actor.clientId, userId: actor.userId, ...outcome.change })
    return outcome.result
  })
  invalidateComputedCache()
  return result
}

/** A league season of the client as the staff area works with it. */
export type SeasonRow = {
  id: number
  seasonId: number
  seasonSlug: string
  name: string
  competitionId: number
  competitionSlug: string
  competitionName: string
  sourceCode: string
  draft: boolean
  format: SeasonFormat | null
  startDate: string | null
  endDate: string | null
}

type RawSeasonRow = {
  id: number
  season_id: number
  season_slug: string
  name: string
  competition_id: number
  competition_slug: string
  competition_name: string
  source_code: string
  draft: boolean
  format: SeasonFormat | null
  start_date: unknown
  end_date: unknown
}

const seasonSelect = sql`SELECT ls.id, s.id AS season_id, s.slug AS season_slug, s.name, c.id AS competition_id,
    c.slug AS competition_slug, c.name AS competition_name, ls.source_code, ls.draft, ls.format,
    s.start_date, s.end_date
  FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id JOIN competitions c ON c.id = ls.competition_id`

const seasonRowOf = (row: RawSeasonRow): SeasonRow => ({
  id: Number(row.id),
  seasonId: Number(row.season_id),
  seasonSlug: row.season_slug,
  name: row.name,
  competitionId: Number(row.competition_id),
  competitionSlug: row.competition_slug,
  competitionName: row.competition_name,
  sourceCode: row.source_code,
  draft: row.draft,
  format: row.format,
  startDate: isoDateOf(row.start_date),
  endDate: isoDateOf(row.end_date),
})

/** Every league season of the client, newest season first (drafts included: this is the staff's list). */
export async function seasonRowsOf(database: Database, clientId: number): Promise<SeasonRow[]> {
  const rows = await selectRows<RawSeasonRow>(
    database,
    sql`${seasonSelect} WHERE s.client_id = ${clientId} ORDER BY s.slug DESC, c.slug`,
  )
  return rows.map(seasonRowOf)
}

/** The league season `id` of the client, or a 404 (another client's season is as unknown as none). */
export async function findSeasonRow(database: Database, clientId: number, id: number): Promise<SeasonRow> {
  const [row] = await selectRows<RawSeasonRow>(
    database,
    sql`${seasonSelect} WHERE s.client_id = ${clientId} AND ls.id = ${id}`,
  )
  if (row === undefined) {
    throw new DomainError('not_found', 'unknown_season', `No season with id ${id} in this league.`)
  }
  return seasonRowOf(row)
}

/** Refuses a change only a draft takes (teams, format, the schedule) once the season is published. */
export function requireDraft(season: SeasonRow, what: string): void {
  if (!season.draft) {
    throw new DomainError(
      'refused',
      'season_published',
      `Season ${season.name} is published: ${what} can only change while it is a draft.`,
    )
  }
}

/** Refuses dates in the wrong order, and any date outside the season. */
export function requireWithinSeason(season: { startDate: string | null; endDate: string | null }, date: string) {
  if ((season.startDate !== null && date < season.startDate) || (season.endDate !== null && date > season.endDate)) {
    throw new DomainError(
      'refused',
      'date_outside_season',
      `${date} is outside the season (${season.startDate ?? '…'} to ${season.endDate ?? '…'}).`,
      { fields: { date: 'outside the season' } },
    )
  }
}
