// The club submits its form (every problem of every section at once, or status submitted), or withdraws it
// before the league decides. Both through the link, both guarded by the version the club last saw.
import { formProblems } from '../contract/team-application-form.ts'
import { DomainError } from '../domain-errors.ts'
import {
  checkContextOf,
  loadApplicationForClient,
  requireVersion,
  updateApplicationAtVersion,
  type LoadedApplication,
} from './application-view.ts'
import { invalidApplication, requireEditable, type ClubWrite } from './save-section.ts'

/** Checks the whole form as complete; submits it when nothing is wrong or missing. */
export async function submitApplication(write: ClubWrite, seenVersion: number): Promise<LoadedApplication> {
  const loaded = await loadApplicationForClient(write.database, write.clientId, write.uuid, write.now)
  requireVersion(loaded.application, seenVersion)
  requireEditable(loaded)
  const problems = formProblems(loaded.application.form, checkContextOf(loaded, write.now))
  if (problems.length > 0) {
    throw invalidApplication(
      problems,
      `The application cannot be submitted yet: ${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} attention`,
    )
  }
  const written = await updateApplicationAtVersion(
    write.database,
    loaded.application,
    seenVersion,
    { status: 'submitted', submittedAt: write.now },
    write.now,
  )
  return { ...loaded, application: written }
}

/** The statuses from which the club may withdraw: anything the league has not decided. */
const withdrawable = new Set(['draft', 'submitted', 'changes_requested'])

/** Withdraws the application (status withdrawn); the link then shows it closed. */
export async function withdrawApplication(write: ClubWrite, seenVersion: number): Promise<LoadedApplication> {
  const loaded = await loadApplicationForClient(write.database, write.clientId, write.uuid, write.now)
  requireVersion(loaded.application, seenVersion)
  if (!withdrawable.has(loaded.application.status)) {
    throw new DomainError(
      'refused',
      'application_not_editable',
      'This application is closed; it can no longer be withdrawn.',
    )
  }
  const written = await updateApplicationAtVersion(
    write.database,
    loaded.application,
    seenVersion,
    { status: 'withdrawn' },
    write.now,
  )
  return { ...loaded, application: written }
}
