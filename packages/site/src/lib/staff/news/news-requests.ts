// The staff news editor's requests from the browser: saves and deletes through the site's staff door
// (src/app/api/v2/website/staff), the link pickers' look-ups through the public search. Answers are read
// with the API contract's own schemas, never assumed.
import { SearchResultsSchema, type SearchResults } from '@league/api/contract/search'
import { StaffNewsSummarySchema, type SaveNews } from '@league/api/contract/staff-news'
import { z } from 'zod'

export const staffNewsApi = '/api/v2/website/staff/news'

/** What the editor needs of a saved item: where it lives now and the version to save over next. */
const SavedNewsSchema = StaffNewsSummarySchema.pick({ id: true, updatedAt: true })

export type SavedNews = z.infer<typeof SavedNewsSchema>

const RefusalSchema = z.object({ error: z.object({ message: z.string().optional() }).optional() })

export type NewsOutcome<Answer> =
  | { kind: 'done'; answer: Answer }
  | { kind: 'conflict' }
  | { kind: 'refused'; message: string }

async function refusalOf(response: Response): Promise<NewsOutcome<never>> {
  if (response.status === 409) {
    return { kind: 'conflict' }
  }
  const refusal = RefusalSchema.safeParse(await response.json().catch(() => ({})))
  return { kind: 'refused', message: refusal.data?.error?.message ?? `HTTP ${response.status}` }
}

async function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined)
}

/** POST /staff/news (a new article) or PUT /staff/news/{id} (an existing one, with the version it was read at). */
export async function saveNews(id: number | undefined, body: SaveNews): Promise<NewsOutcome<SavedNews>> {
  const response =
    id === undefined ? await send('POST', staffNewsApi, body) : await send('PUT', `${staffNewsApi}/${id}`, body)
  if (response === undefined) {
    return { kind: 'refused', message: '' }
  }
  if (!response.ok) {
    return refusalOf(response)
  }
  const saved = SavedNewsSchema.safeParse(await response.json().catch(() => undefined))
  return saved.success ? { kind: 'done', answer: saved.data } : { kind: 'refused', message: '' }
}

/** DELETE /staff/news/{id}. */
export async function deleteNews(id: number): Promise<NewsOutcome<null>> {
  const response = await send('DELETE', `${staffNewsApi}/${id}`)
  if (response === undefined) {
    return { kind: 'refused', message: '' }
  }
  return response.ok ? { kind: 'done', answer: null } : refusalOf(response)
}

/** GET /v2/website/search: the clubs, players and games a picker offers for what staff typed. */
export async function searchLinks(query: string, locale: string): Promise<SearchResults | undefined> {
  const address = `/api/v2/website/search?${new URLSearchParams({ q: query, locale })}`
  const response = await fetch(address, { headers: { accept: 'application/json' } }).catch(() => undefined)
  if (!response?.ok) {
    return undefined
  }
  const results = SearchResultsSchema.safeParse(await response.json().catch(() => undefined))
  return results.success ? results.data : undefined
}
