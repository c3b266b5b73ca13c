// The staff season pages' requests through the site's staff door (/api/v2/website/staff/seasons…): each one
// answers done with the API's body, or refused with its message and, for a 422, the message per field.
import { ErrorSchema } from '@league/api/contract/errors'
import {
  StaffSeasonSchema,
  type AddTeam,
  type CreateSeason,
  type GenerateSchedule,
  type StaffSeason,
} from '@league/api/contract/staff-seasons'

export type SeasonOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  | { kind: 'refused'; status: number; message: string; fields: Record<string, string> }

export type UpdateSeasonBody = Omit<CreateSeason, 'competition'>
export type UpdateGameBody = { date?: string; time?: string; venueId?: number }

export const seasonsApiBase = '/api/v2/website/staff/seasons'

/** Every season write answers the season as it is now (contract/staff-seasons.ts), read through its schema. */
async function send(method: string, path: string, body?: unknown): Promise<SeasonOutcome<StaffSeason>> {
  const response = await fetch(`${seasonsApiBase}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined)
  if (response === undefined) {
    return { kind: 'refused', status: 0, message: '', fields: {} }
  }
  const answer: unknown = await response.json().catch(() => undefined)
  const season = StaffSeasonSchema.safeParse(answer)
  if (response.ok && season.success) {
    return { kind: 'done', answer: season.data }
  }
  const refusal = ErrorSchema.safeParse(answer).data?.error
  return {
    kind: 'refused',
    status: response.status,
    message: refusal?.message ?? `HTTP ${response.status}`,
    fields: refusal?.fields ?? {},
  }
}

const seasonPath = (season: number) => `/${encodeURIComponent(String(season))}`

export const createSeason = (body: CreateSeason) => send('POST', '', body)

export const updateSeason = (season: number, body: UpdateSeasonBody) => send('PATCH', seasonPath(season), body)

export const addTeam = (season: number, body: AddTeam) => send('POST', `${seasonPath(season)}/teams`, body)

export const removeTeam = (season: number, team: number) =>
  send('DELETE', `${seasonPath(season)}/teams/${encodeURIComponent(String(team))}`)

export const generateSchedule = (season: number, body: GenerateSchedule) =>
  send('POST', `${seasonPath(season)}/schedule`, body)

export const updateGame = (season: number, game: number, body: UpdateGameBody) =>
  send('PATCH', `${seasonPath(season)}/games/${encodeURIComponent(String(game))}`, body)

export const publishSeason = (season: number, makeCurrent: boolean) =>
  send('POST', `${seasonPath(season)}/publish`, { makeCurrent })

export const drawPlayoffs = (season: number) => send('POST', `${seasonPath(season)}/playoffs`, {})
