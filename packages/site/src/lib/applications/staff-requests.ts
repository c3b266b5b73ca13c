// The staff pages' requests through the site's staff door (src/app/api/v2/website/staff): create an
// application, and the review's actions, each carrying the version the page was rendered with.
import type { ApplicationStatus } from '@league/api/contract/team-application-form'
import type { ApiRefusal, CreateApplicationBody, CreatedApplication, StaffApplicationView } from './application-view'

/** What every review action answers at least: the application's new status and version. */
export type ReviewAnswer = { status: ApplicationStatus; version: number }

export type StaffOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  | { kind: 'conflict' }
  | { kind: 'refused'; message: string; fields: Record<string, string> }

export type ReviewAction = 'revoke' | 'request-changes' | 'reject' | 'approve'

export const staffApiBase = '/api/v2/website/staff'

async function outcomeOf<Answer>(response: Response | undefined): Promise<StaffOutcome<Answer>> {
  if (response === undefined) {
    return { kind: 'refused', message: '', fields: {} }
  }
  if (response.ok) {
    return { kind: 'done', answer: (await response.json()) as Answer }
  }
  if (response.status === 409) {
    return { kind: 'conflict' }
  }
  const refusal = ((await response.json().catch(() => ({}))) ?? {}) as ApiRefusal
  return {
    kind: 'refused',
    message: refusal.error?.message ?? `HTTP ${response.status}`,
    fields: refusal.error?.fields ?? {},
  }
}

function post(path: string, body: unknown) {
  return fetch(`${staffApiBase}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/** POST /staff/applications: a new application and the link to send the club. */
export async function createApplication(body: CreateApplicationBody): Promise<StaffOutcome<CreatedApplication>> {
  return outcomeOf(await post('applications', body))
}

/** One of the review's actions on the application, with the version the page showed. */
export async function reviewAction(
  uuid: string,
  action: ReviewAction,
  body: { version: number } & Record<string, unknown>,
): Promise<StaffOutcome<ReviewAnswer>> {
  return outcomeOf(await post(`applications/${encodeURIComponent(uuid)}/${action}`, body))
}

/** GET /staff/applications/{uuid}: the latest view (the list has no version to revoke with). */
export async function readStaffApplication(uuid: string): Promise<StaffOutcome<StaffApplicationView>> {
  const response = await fetch(`${staffApiBase}/applications/${encodeURIComponent(uuid)}`, {
    headers: { accept: 'application/json' },
  }).catch(() => undefined)
  return outcomeOf(response)
}

/** Where staff open an uploaded file of any application. */
export function staffFileHref(fileId: string): string {
  return `${staffApiBase}/files/${encodeURIComponent(fileId)}`
}
