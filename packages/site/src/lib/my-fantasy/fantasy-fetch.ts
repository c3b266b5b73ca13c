// The squad builder's one way to talk to the site's /api door: typed reads for SWR and writes that turn a
// refusal into a `FantasyRequestError` carrying the API's message (already in the fan's language), every
// broken rule, and on a version conflict the squad as it is now.
import type { FantasySquad, FantasySquadError, FantasyViolation } from '@league/api/contract/fantasy-squads'

export class FantasyRequestError extends Error {
  override name = 'FantasyRequestError'
  readonly status: number
  readonly code: string
  readonly violations: readonly FantasyViolation[]
  /** What was wrong with each field of the body (an empty squad name), in the API's words. */
  readonly fields: Readonly<Record<string, string>>
  /** The squad as the API holds it now, sent with a 409 stale_version. */
  readonly currentSquad: FantasySquad | undefined

  constructor(status: number, body: Partial<FantasySquadError> | null, fallbackMessage: string) {
    super(body?.error?.message ?? fallbackMessage)
    this.status = status
    this.code = body?.error?.code ?? (status === 0 ? 'offline' : 'failed')
    this.violations = body?.error?.violations ?? []
    this.fields = body?.error?.fields ?? {}
    this.currentSquad = body?.squad
  }

  /** A refusal of this request (bad input, a rule, a conflict): the squad as it was stays right. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500
  }

  get isStaleVersion(): boolean {
    return this.status === 409
  }
}

async function errorOf(response: Response | undefined): Promise<FantasyRequestError> {
  if (response === undefined) {
    return new FantasyRequestError(0, null, 'offline')
  }
  const body = (await response.json().catch(() => null)) as Partial<FantasySquadError> | null
  return new FantasyRequestError(response.status, body, `HTTP ${response.status}`)
}

/** SWR's fetcher: the JSON of a site path, or a `FantasyRequestError`. */
export async function readJson<Body>(path: string): Promise<Body> {
  const response = await fetch(path, { headers: { accept: 'application/json' } }).catch(() => undefined)
  if (response === undefined || !response.ok) {
    throw await errorOf(response)
  }
  return (await response.json()) as Body
}

/** A write through the door; the answer's JSON, or a `FantasyRequestError`. */
export async function sendJson<Body>(path: string, method: 'POST' | 'PUT', body: unknown): Promise<Body> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
  if (response === undefined || !response.ok) {
    throw await errorOf(response)
  }
  return (await response.json()) as Body
}
