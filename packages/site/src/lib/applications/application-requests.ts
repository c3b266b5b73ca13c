// The club's requests from its application page to the API, through the site's same-origin door
// (src/app/api/v2/website/applications). Each answer is one outcome the page can show: the new view, the
// problems by field, "changed by someone else" (409), or "no application at this link" (404).
import type {
  ApplicationProblem,
  ApplicationSection,
  ApplicationSectionData,
} from '@league/api/contract/team-application-form'
import type { ApiRefusal, ApplicationFile, TeamApplicationView } from './application-view'

export type WriteOutcome =
  | { kind: 'saved'; view: TeamApplicationView }
  | { kind: 'problems'; problems: ApplicationProblem[] }
  | { kind: 'conflict' }
  | { kind: 'gone' }
  | { kind: 'failed' }

export type UploadOutcome =
  | { kind: 'uploaded'; file: ApplicationFile }
  | { kind: 'refused'; reason: 'too-large' | 'wrong-type' | 'other'; message: string | undefined }
  | { kind: 'gone' }

/** The site's address of an application's API path. */
export function applicationApiPath(uuid: string, ...rest: string[]): string {
  return ['/api/v2/website/applications', uuid, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/')
}

async function refusalOf(response: Response): Promise<ApiRefusal> {
  return ((await response.json().catch(() => ({}))) ?? {}) as ApiRefusal
}

/** What a write's answer means for the page. */
export async function writeOutcomeOf(response: Response | undefined): Promise<WriteOutcome> {
  if (response === undefined) {
    return { kind: 'failed' }
  }
  if (response.ok) {
    return { kind: 'saved', view: (await response.json()) as TeamApplicationView }
  }
  if (response.status === 409) {
    return { kind: 'conflict' }
  }
  if (response.status === 404) {
    return { kind: 'gone' }
  }
  const refusal = await refusalOf(response)
  if (response.status === 400 && refusal.error?.problems !== undefined) {
    return { kind: 'problems', problems: refusal.error.problems }
  }
  return { kind: 'failed' }
}

function sendJson(path: string, method: 'PUT' | 'POST', body: unknown): Promise<Response | undefined> {
  return fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/** PUT …/sections/{section}: a draft of one section, with the version the page last saw. */
export async function saveSection<S extends ApplicationSection>(
  uuid: string,
  section: S,
  data: ApplicationSectionData[S],
  version: number,
): Promise<WriteOutcome> {
  return writeOutcomeOf(await sendJson(applicationApiPath(uuid, 'sections', section), 'PUT', { version, data }))
}

/** POST …/submit: the whole form checked; every problem comes back at once. */
export async function submitApplication(uuid: string, version: number): Promise<WriteOutcome> {
  return writeOutcomeOf(await sendJson(applicationApiPath(uuid, 'submit'), 'POST', { version }))
}

/** POST …/withdraw: the club takes its application back before a decision. */
export async function withdrawApplication(uuid: string, version: number): Promise<WriteOutcome> {
  return writeOutcomeOf(await sendJson(applicationApiPath(uuid, 'withdraw'), 'POST', { version }))
}

/** POST …/files: a crest image or a PDF, checked by the API by its content. */
export async function uploadApplicationFile(
  uuid: string,
  kind: 'crest' | 'document',
  file: File,
): Promise<UploadOutcome> {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', file)
  const response = await fetch(applicationApiPath(uuid, 'files'), { method: 'POST', body }).catch(() => undefined)
  if (response?.ok) {
    return { kind: 'uploaded', file: (await response.json()) as ApplicationFile }
  }
  if (response?.status === 404) {
    return { kind: 'gone' }
  }
  const message = response === undefined ? undefined : (await refusalOf(response)).error?.message
  const reason =
    response?.status === 413
      ? 'too-large'
      : response?.status === 415 || response?.status === 400
        ? 'wrong-type'
        : 'other'
  return { kind: 'refused', reason, message }
}
