// What staff do with an application besides creating and approving it: list, revoke the link, send it back
// with a comment per section (mailed to the club), reject it with a note. Each action names the version the
// staff member saw and is recorded in the staff audit log in the transaction that makes it.
import { and, desc, eq } from 'drizzle-orm'
import { recordStaffChange } from '../auth/staff-audit.ts'
import type { ApplicationStatus, ReviewComments } from '../contract/team-application-form.ts'
import type { StaffApplicationSummary } from '../contract/team-applications.ts'
import type { Database } from '../db/connection.ts'
import { teamApplications } from '../db/schema/applications.ts'
import { clubs } from '../db/schema/clubs-and-players.ts'
import { leagueSeasons, seasons } from '../db/schema/league-seasons.ts'
import { DomainError } from '../domain-errors.ts'
import { mailRequestedChanges } from './application-mail.ts'
import {
  auditSnapshot,
  isExpired,
  loadApplicationForStaff,
  requireVersion,
  updateApplicationAtVersion,
  type ApplicationChanges,
  type LoadedApplication,
} from './application-view.ts'
import type { ApplicationActor } from './create-application.ts'

/** The client's applications, newest change first, optionally of one status. */
export async function listApplications(
  database: Database,
  clientId: number,
  options: { status?: ApplicationStatus | undefined; now: Date },
): Promise<StaffApplicationSummary[]> {
  const rows = await database
    .select({
      application: teamApplications,
      seasonSlug: seasons.slug,
      seasonName: seasons.name,
      clubSlug: clubs.slug,
      clubName: clubs.name,
    })
    .from(teamApplications)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, teamApplications.leagueSeasonId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .leftJoin(clubs, eq(clubs.id, teamApplications.clubId))
    .where(
      and(
        eq(teamApplications.clientId, clientId),
        options.status === undefined ? undefined : eq(teamApplications.status, options.status),
      ),
    )
    .orderBy(desc(teamApplications.updatedAt), desc(teamApplications.id))
  return rows.map(({ application, seasonSlug, seasonName, clubSlug, clubName }) => ({
    uuid: application.uuid,
    status: application.status as ApplicationStatus,
    club: { slug: clubSlug, name: clubName ?? application.proposedClubName ?? '' },
    season: { slug: seasonSlug, name: seasonName },
    expiresAt: application.expiresAt.toISOString(),
    revoked: application.revokedAt !== null,
    expired: isExpired(application, options.now),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
  }))
}

const wrongStatus = (message: string) => new DomainError('refused', 'application_wrong_status', message)

/**
 * Loads, checks the version and what the action needs, writes the change with the version bumped and records
 * it, all in one transaction: the audit entry and the change are committed together or not at all.
 */
async function staffChange(
  actor: ApplicationActor,
  uuid: string,
  seenVersion: number,
  action: string,
  decide: (loaded: LoadedApplication) => ApplicationChanges,
): Promise<LoadedApplication> {
  return actor.database.transaction(async (transaction) => {
    const loaded = await loadApplicationForStaff(transaction, actor.clientId, uuid)
    requireVersion(loaded.application, seenVersion)
    const changes = decide(loaded)
    const written = await updateApplicationAtVersion(transaction, loaded.application, seenVersion, changes, actor.now)
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action,
      entityType: 'application',
      entityId: uuid,
      before: auditSnapshot(loaded.application),
      after: auditSnapshot(written),
      at: actor.now,
    })
    return { ...loaded, application: written }
  })
}

/** Revokes the link: from now on it answers 404, as a wrong one does. */
export function revokeApplication(actor: ApplicationActor, uuid: string, seenVersion: number) {
  return staffChange(actor, uuid, seenVersion, 'application.revoke', (loaded) => {
    if (loaded.application.revokedAt !== null) {
      throw wrongStatus('This application link is already revoked.')
    }
    return { revokedAt: actor.now }
  })
}

/** Sends a submitted application back with a comment per section, and mails the club the comments and link. */
export async function requestChanges(
  actor: ApplicationActor,
  uuid: string,
  seenVersion: number,
  comments: ReviewComments,
): Promise<LoadedApplication> {
  if (Object.values(comments).every((comment) => comment === undefined || comment.trim() === '')) {
    throw new DomainError('invalid', 'comments_needed', 'Write what to change in at least one section.')
  }
  const changed = await staffChange(actor, uuid, seenVersion, 'application.request_changes', (loaded) => {
    if (loaded.application.status !== 'submitted') {
      throw wrongStatus('Changes can be requested only of a submitted application.')
    }
    if (loaded.application.revokedAt !== null) {
      throw wrongStatus('This application link is revoked; create a new application instead.')
    }
    return { status: 'changes_requested', review: comments }
  })
  await mailRequestedChanges(actor.mailer, actor.site, changed, comments)
  return changed
}

/** Rejects a submitted (or sent back) application with a note the club reads on its link. */
export function rejectApplication(actor: ApplicationActor, uuid: string, seenVersion: number, note: string) {
  return staffChange(actor, uuid, seenVersion, 'application.reject', (loaded) => {
    const status = loaded.application.status
    if (status !== 'submitted' && status !== 'changes_requested') {
      throw wrongStatus('Only a submitted application, or one sent back for changes, can be rejected.')
    }
    return { status: 'rejected', decisionNote: note.trim(), decidedAt: actor.now }
  })
}
