// One team application as its readers see it: loaded by the uuid of its link within a client (a wrong, revoked
// or expired link all give the same answer, so the answer never says whether it existed), the context its
// checks need (its files, today's date), the view the club and staff read, and the version guard every write
// goes through (an UPDATE … WHERE version = seen, so two concurrent writers cannot both win).
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { teamApplications, uploadedFiles } from '../db/schema/applications.ts'
import { clubs } from '../db/schema/clubs-and-players.ts'
import { competitions, leagueSeasons, seasons } from '../db/schema/league-seasons.ts'
import { DomainError } from '../domain-errors.ts'
import {
  defaultApplicationRules,
  editableStatuses,
  formProgress,
  requiredDocumentKinds,
  type ApplicationStatus,
  type CheckContext,
} from '../contract/team-application-form.ts'
import type { StaffApplicationView, TeamApplicationView } from '../contract/team-applications.ts'

export type ApplicationRow = typeof teamApplications.$inferSelect

/** An application with what its view names: the league, the season and the club. */
export type LoadedApplication = {
  application: ApplicationRow
  league: { name: string; slug: string }
  season: { slug: string; name: string }
  club: { slug: string | null; name: string }
  files: { id: string; kind: string; displayName: string; contentType: string; byteSize: number }[]
}

/** The league's time zone: a date of birth is checked against the league's today, not the server's. */
const leagueTimeZone = 'Europe/Belgrade'

/** YYYY-MM-DD of `now` in the league's time zone. */
export function leagueToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: leagueTimeZone }).format(now)
}

export const applicationNotFound = () =>
  new DomainError(
    'not_found',
    'application_not_found',
    'No application at this link. It may have expired or been withdrawn; ask the league for a new link.',
  )

export const applicationChanged = () =>
  new DomainError(
    'conflict',
    'application_changed',
    'This application was changed by someone else since you opened it. Reload to see the changes; what you typed is still on this page.',
  )

export const isExpired = (application: ApplicationRow, now: Date) => application.expiresAt.getTime() <= now.getTime()

export const isEditable = (status: string) => editableStatuses.includes(status as ApplicationStatus)

/** Loads an application of the client by uuid, revoked or expired ones included (staff see them all). */
export async function loadApplication(
  database: Database,
  clientId: number,
  uuid: string,
): Promise<LoadedApplication | undefined> {
  const [row] = await database
    .select({
      application: teamApplications,
      leagueName: competitions.name,
      leagueSlug: competitions.slug,
      seasonSlug: seasons.slug,
      seasonName: seasons.name,
      clubSlug: clubs.slug,
      clubName: clubs.name,
    })
    .from(teamApplications)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, teamApplications.leagueSeasonId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .leftJoin(clubs, eq(clubs.id, teamApplications.clubId))
    .where(and(eq(teamApplications.clientId, clientId), eq(teamApplications.uuid, uuid)))
    .limit(1)
  if (row === undefined) {
    return undefined
  }
  const files = await database
    .select({
      id: uploadedFiles.id,
      kind: uploadedFiles.kind,
      displayName: uploadedFiles.displayName,
      contentType: uploadedFiles.contentType,
      byteSize: uploadedFiles.byteSize,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.applicationId, row.application.id))
    .orderBy(uploadedFiles.createdAt)
  return {
    application: row.application,
    league: { name: row.leagueName, slug: row.leagueSlug },
    season: { slug: row.seasonSlug, name: row.seasonName },
    club: { slug: row.clubSlug, name: row.clubName ?? row.application.proposedClubName ?? '' },
    files,
  }
}

/** For staff: any application of the client, revoked or expired included; 404 for another client's. */
export async function loadApplicationForStaff(database: Database, clientId: number, uuid: string) {
  const loaded = await loadApplication(database, clientId, uuid)
  if (loaded === undefined) {
    throw applicationNotFound()
  }
  return loaded
}

/** For the holder of the link: the same 404 for a wrong, a revoked and an expired uuid. */
export async function loadApplicationForClient(
  database: Database,
  clientId: number,
  uuid: string,
  now: Date,
): Promise<LoadedApplication> {
  const loaded = await loadApplication(database, clientId, uuid)
  if (loaded === undefined || loaded.application.revokedAt !== null || isExpired(loaded.application, now)) {
    throw applicationNotFound()
  }
  return loaded
}

/** What the form's checks need: the league's squad limits, the application's files, the league's today. */
export function checkContextOf(loaded: LoadedApplication, now: Date): CheckContext {
  return {
    rules: defaultApplicationRules,
    files: new Map(loaded.files.map((file) => [file.id, file.kind])),
    today: leagueToday(now),
  }
}

/** The view the club reads through its link (and staff, with more, through theirs). */
export function applicationView(loaded: LoadedApplication, now: Date): TeamApplicationView {
  const { application } = loaded
  return {
    uuid: application.uuid,
    status: application.status as ApplicationStatus,
    version: application.version,
    expiresAt: application.expiresAt.toISOString(),
    league: { name: loaded.league.name },
    season: loaded.season,
    club: loaded.club,
    form: application.form,
    review: application.review ?? null,
    decisionNote: application.decisionNote,
    progress: formProgress(application.form, checkContextOf(loaded, now)),
    rules: { ...defaultApplicationRules, requiredDocuments: [...requiredDocumentKinds] },
    files: loaded.files,
    editable: isEditable(application.status) && application.revokedAt === null && !isExpired(application, now),
  }
}

export function staffApplicationView(loaded: LoadedApplication, now: Date): StaffApplicationView {
  return {
    ...applicationView(loaded, now),
    revoked: loaded.application.revokedAt !== null,
    expired: isExpired(loaded.application, now),
    contactEmail: loaded.application.contactEmail,
    createdAt: loaded.application.createdAt.toISOString(),
  }
}

/** Refuses a writer who saw another version than the stored one (409, nothing written). */
export function requireVersion(application: ApplicationRow, seen: number): void {
  if (application.version !== seen) {
    throw applicationChanged()
  }
}

export type ApplicationChanges = Partial<
  Pick<ApplicationRow, 'form' | 'status' | 'review' | 'decisionNote' | 'revokedAt' | 'submittedAt' | 'decidedAt'>
>

/**
 * Writes `changes` and bumps the version, only if the stored version is still `seen`: the check and the
 * write are one statement, so of two concurrent writers that saw the same version exactly one wins and the
 * other gets the 409. Answers the row as written.
 */
export async function updateApplicationAtVersion(
  database: Database,
  application: ApplicationRow,
  seen: number,
  changes: ApplicationChanges,
  now: Date,
): Promise<ApplicationRow> {
  requireVersion(application, seen)
  const [written] = await database
    .update(teamApplications)
    .set({ ...changes, version: sql`${teamApplications.version} + 1`, updatedAt: now })
    .where(and(eq(teamApplications.id, application.id), eq(teamApplications.version, seen)))
    .returning()
  if (written === undefined) {
    throw applicationChanged()
  }
  return written
}

/** What the audit log keeps of an application before and after a staff action. */
export function auditSnapshot(application: ApplicationRow) {
  return {
    status: application.status,
    version: application.version,
    review: application.review ?? null,
    decisionNote: application.decisionNote,
    revoked: application.revokedAt !== null,
  }
}
