// The club saves one section of its form through its link: the draft is refused when a value is malformed
// (400 with every problem of the section, by path and code) and kept when values are only missing. Club
// saves are not staff changes, so they are not audited; they bump the version like every change.
import type { Database } from '../db/connection.ts'
import { DomainError } from '../domain-errors.ts'
import {
  problemFields,
  sectionDraftSchemas,
  sectionProblems,
  type ApplicationProblem,
  type ApplicationSection,
  type ApplicationSectionData,
} from '../contract/team-application-form.ts'
import {
  checkContextOf,
  isEditable,
  loadApplicationForClient,
  requireVersion,
  updateApplicationAtVersion,
  type LoadedApplication,
} from './application-view.ts'

/** The one refusal of a form with problems: 400 `invalid_application`, English `fields` and coded `problems`. */
export function invalidApplication(problems: ApplicationProblem[], message: string): DomainError {
  return new DomainError('invalid', 'invalid_application', message, { fields: problemFields(problems), problems })
}

/** The club may only change a draft, or an application the staff sent back for changes. */
export function requireEditable(loaded: LoadedApplication): void {
  const status = loaded.application.status
  if (!isEditable(status)) {
    throw new DomainError(
      'refused',
      'application_not_editable',
      status === 'submitted'
        ? 'This application was submitted; it can be changed again only if the league asks for changes.'
        : 'This application is closed; it can no longer be changed.',
    )
  }
}

/**
 * A section whose values have the wrong shape (a number where text goes, text longer than a person types):
 * the site's own form never sends one, so the problems carry the code `malformed` and zod's English words.
 */
function malformedSection(section: ApplicationSection, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const problems = issues.map((issue) => ({
    path: [section, ...issue.path.map(String)].join('.'),
    code: 'malformed',
    message: issue.message,
  }))
  const fields: Record<string, string> = {}
  for (const problem of problems) {
    fields[problem.path] ??= problem.message
  }
  return new DomainError('invalid', 'invalid_application', `The ${section} section is not valid`, {
    fields,
    problems: problems.map(({ path, code }) => ({ path, code })),
  })
}

export type ClubWrite = { database: Database; clientId: number; uuid: string; now: Date }

/** Saves one section as a draft and answers the application as stored. */
export async function saveSection(
  write: ClubWrite,
  section: ApplicationSection,
  seenVersion: number,
  data: unknown,
): Promise<LoadedApplication> {
  const loaded = await loadApplicationForClient(write.database, write.clientId, write.uuid, write.now)
  requireVersion(loaded.application, seenVersion)
  requireEditable(loaded)
  const parsed = sectionDraftSchemas[section].safeParse(data)
  if (!parsed.success) {
    throw malformedSection(section, parsed.error.issues)
  }
  const draft = parsed.data as ApplicationSectionData[typeof section]
  const problems = sectionProblems(section, draft, checkContextOf(loaded, write.now), false)
  if (problems.length > 0) {
    throw invalidApplication(problems, `Some fields of the ${section} section are not valid`)
  }
  const form = { ...loaded.application.form, [section]: draft }
  const written = await updateApplicationAtVersion(write.database, loaded.application, seenVersion, { form }, write.now)
  return { ...loaded, application: written }
}
