// Approving a team application: the club's entry becomes league data in one transaction (club, crest, arena,
// season team, players, roster), guarded by the version staff saw, and recorded in the staff audit log. Then
// every cached answer is dropped, and the sites are told to regenerate their pages, as after an import.
import { and, eq } from 'drizzle-orm'
import { recordStaffChange } from '../../auth/staff-audit.ts'
import type { Database } from '../../db/connection.ts'
import { teamApplications } from '../../db/schema/applications.ts'
import {
  defaultApplicationRules,
  formProblems,
  problemFields,
  type PlayerDraft,
} from '../../contract/team-application-form.ts'
import { DomainError } from '../../domain-errors.ts'
import { invalidateComputedCache } from '../../queries/computed-cache.ts'
import { applicationChanged } from '../application-view.ts'
import { applicationFileKinds, type ReviewedApplication } from './application-row.ts'
import {
  addToRoster,
  createClub,
  createPlayer,
  findOrCreateVenue,
  publishCrest,
  updateClub,
  updateMatchedPlayer,
  upsertSeasonTeam,
} from './league-writes.ts'
import { decidePlayers, type MatchConfirmations, type PlayerDecision } from './match-confirmations.ts'
import { matchSquad } from './player-matching.ts'

export type ApprovalRequest = { version: number; matches?: MatchConfirmations | undefined }

export type ApprovalOutcome = {
  uuid: string
  status: 'approved'
  version: number
  club: { slug: string; created: boolean }
  seasonTeamId: number
  players: { created: number; matched: number }
}

/** Refuses what cannot be approved as it stands: revoked, not submitted, stale, or with problems left. */
async function checkApprovable(
  database: Database,
  application: ReviewedApplication,
  request: ApprovalRequest,
  today: string,
) {
  if (application.revoked) {
    throw new DomainError('conflict', 'application_revoked', 'This application was revoked; it cannot be approved.')
  }
  if (application.version !== request.version) {
    throw applicationChanged()
  }
  if (application.status !== 'submitted') {
    throw new DomainError(
      'conflict',
      'application_not_submitted',
      `Only a submitted application can be approved; this one is ${application.status.replace('_', ' ')}.`,
    )
  }
  const problems = formProblems(application.form, {
    rules: defaultApplicationRules,
    files: await applicationFileKinds(database, application.id),
    today,
  })
  if (problems.length > 0) {
    throw new DomainError(
      'invalid',
      'application_incomplete',
      'This application has problems left; ask the club for changes instead of approving it.',
      { fields: problemFields(problems) },
    )
  }
}

/** Marks the application approved if it is still the version staff saw; throws 409 otherwise. */
async function claimApproval(transaction: Database, application: ReviewedApplication, seenVersion: number, now: Date) {
  const [claimed] = await transaction
    .update(teamApplications)
    .set({ status: 'approved', version: seenVersion + 1, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(teamApplications.id, application.id),
        eq(teamApplications.version, seenVersion),
        eq(teamApplications.status, 'submitted'),
      ),
    )
    .returning({ version: teamApplications.version })
  if (claimed === undefined) {
    throw applicationChanged()
  }
  return claimed.version
}

async function writeSquad(
  transaction: Database,
  clientId: number,
  seasonTeamId: number,
  squad: readonly PlayerDraft[],
  decisions: readonly PlayerDecision[],
) {
  let created = 0
  for (const [index, player] of squad.entries()) {
    const decision = decisions[index] ?? 'new'
    let playerId: number
    if (decision === 'new') {
      playerId = await createPlayer(transaction, clientId, player)
      created += 1
    } else {
      playerId = decision
      await updateMatchedPlayer(transaction, playerId, player)
    }
    await addToRoster(transaction, seasonTeamId, playerId, player.shirtNumber?.trim() ?? '')
  }
  return { created, matched: squad.length - created }
}

/**
 * Approves a submitted application: writes the league data and the audit entry in one transaction, or nothing.
 * `actorUserId` is the staff member; `now` stamps the decision.
 */
export async function approveApplication(
  database: Database,
  application: ReviewedApplication,
  request: ApprovalRequest,
  actor: { userId: number; now: Date },
): Promise<ApprovalOutcome> {
  await checkApprovable(database, application, request, actor.now.toISOString().slice(0, 10))
  const form = application.form
  const squad = form.squad?.players ?? []
  const scope = { clientId: application.clientId, clubId: application.clubId, seasonSlug: application.season.slug }
  const decisions = await decidePlayers(
    database,
    application.clientId,
    await matchSquad(database, scope, squad),
    request.matches,
  )
  const club = form.club ?? {}
  const outcome = await database.transaction(async (transaction) => {
    const version = await claimApproval(transaction, application, request.version, actor.now)
    const written =
      application.clubId === null
        ? await createClub(transaction, application.clientId, club)
        : await updateClub(transaction, application.clubId, club)
    if (application.clubId === null) {
      await transaction
        .update(teamApplications)
        .set({ clubId: written.id })
        .where(eq(teamApplications.id, application.id))
    }
    await publishCrest(transaction, application.id, club.crestFileId)
    const homeVenueId = await findOrCreateVenue(transaction, application.clientId, form.arena ?? {})
    const seasonTeamId = await upsertSeasonTeam(transaction, {
      leagueSeasonId: application.leagueSeasonId,
      clubId: written.id,
      name: club.name?.trim() ?? '',
      homeVenueId,
    })
    const players = await writeSquad(transaction, application.clientId, seasonTeamId, squad, decisions)
    const result: ApprovalOutcome = {
      uuid: application.uuid,
      status: 'approved',
      version,
      club: { slug: written.slug, created: application.clubId === null },
      seasonTeamId,
      players,
    }
    await recordStaffChange(transaction, {
      clientId: application.clientId,
      userId: actor.userId,
      action: 'application.approve',
      entityType: 'application',
      entityId: application.uuid,
      before: { status: application.status, version: application.version },
      after: { status: 'approved', version, club: written.slug, seasonTeamId, ...players },
      at: actor.now,
    })
    return result
  })
  // As after an import: cached tables and answers go, other instances and the sites are told (server.ts
  // listens for this and revalidates the sites; the bus carries it to other API instances).
  invalidateComputedCache()
  return outcome
}
