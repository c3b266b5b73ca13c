// The staff season pages' requests through the site's staff door (/api/v2/website/staff/seasons…): each one
// answers done with the API's body, or refused with its message and, for a 422, the message per field.
import type {
  AddTeam,
  CreateSeason,
  GenerateSchedule,
  StaffSeason,
  StaffSeasonSummary,
} from '@league/api/contract/staff-seasons'
import type { ApiRefusal } from '@/lib/applications/application-view'

export type SeasonOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  | { kind: 'refused'; status: number; message: string; fields: Record<string, string> }

export type UpdateSeasonBody = Omit<CreateSeason, 'competition'>
export type UpdateGameBody = { date?: string; time?: string; venueId?: number }

export const seasonsApiBase = '/api/v2/website/staff/seasons'

async function send<Answer>(method: string, path: string, body?: unknown): Promise<SeasonOutcome<Answer>> {
  const response = await fetch(`${seasonsApiBase}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined)
  if (response === undefined) {
    return { kind: 'refused', status: 0, message: '', fields: {} }
  }
  if (response.ok) {
    const text = await response.text()
    // A DELETE may answer 204 with no body; the pages read the season again anyway.
    return { kind: 'done', answer: (text === '' ? {} : JSON.parse(text)) as Answer }
  }
  const refusal = ((await response.json().catch(() => ({}))) ?? {}) as ApiRefusal
  return {
    kind: 'refused',
    status: response.status,
    message: refusal.error?.message ?? `HTTP ${response.status}`,
    fields: refusal.error?.fields ?? {},
  }
}

const seasonPath = (season: number) => `/${encodeURIComponent(String(season))}`

export const createSeason = (body: CreateSeason) => send<StaffSeasonSummary>('POST', '', body)

export const updateSeason = (season: number, body: UpdateSeasonBody) =>
  send<StaffSeason>('PATCH', seasonPath(season), body)

export const addTeam = (season: number, body: AddTeam) => send<StaffSeason>('POST', `${seasonPath(season)}/teams`, body)

export const removeTeam = (season: number, team: number) =>
  send<unknown>('DELETE', `${seasonPath(season)}/teams/${encodeURIComponent(String(team))}`)

export const generateSchedule = (season: number, body: GenerateSchedule) =>
  send<StaffSeason>('POST', `${seasonPath(season)}/schedule`, body)

export const updateGame = (season: number, game: number, body: UpdateGameBody) =>
  send<unknown>('PATCH', `${seasonPath(season)}/games/${encodeURIComponent(String(game))}`, body)

export const publishSeason = (season: number, makeCurrent: boolean) =>
  send<StaffSeason>('POST', `${seasonPath(season)}/publish`, { makeCurrent })

export const drawPlayoffs = (season: number) => send<StaffSeason>('POST', `${seasonPath(season)}/playoffs`, {})
