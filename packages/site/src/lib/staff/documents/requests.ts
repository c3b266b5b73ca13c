// The staff documents and videos pages' writes, through the site's staff door (src/app/api/v2/website/staff):
// a new document or version (multipart: the PDF and the texts as JSON), a change, a deletion, a game's video.
import { ErrorSchema } from '@league/api/contract/errors'

export type WriteOutcome = { kind: 'done' } | { kind: 'refused'; message: string; fields: Record<string, string> }

const staffApiBase = '/api/v2/website/staff'

async function send(path: string, init: RequestInit): Promise<WriteOutcome> {
  const response = await fetch(`${staffApiBase}/${path}`, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
  }).catch(() => undefined)
  if (response === undefined) {
    return { kind: 'refused', message: '', fields: {} }
  }
  if (response.ok) {
    return { kind: 'done' }
  }
  // The refusal is the contract's one error answer (contract/errors.ts).
  const refusal = ErrorSchema.safeParse(await response.json().catch(() => undefined)).data?.error
  return {
    kind: 'refused',
    message: refusal?.message ?? `HTTP ${response.status}`,
    fields: refusal?.fields ?? {},
  }
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** POST /staff/documents: category, titles per language (JSON) and the PDF. */
export const createDocument = (form: FormData) => send('documents', { method: 'POST', body: form })

/** POST /staff/documents/{id}/versions: the new PDF and what changed, per language (JSON). */
export const addVersion = (id: number, form: FormData) =>
  send(`documents/${id}/versions`, { method: 'POST', body: form })

export const changeDocument = (id: number, change: Record<string, unknown>) =>
  send(`documents/${id}`, json('PATCH', change))

export const deleteDocument = (id: number) => send(`documents/${id}`, { method: 'DELETE' })

export const setGameVideo = (game: string, body: { url: string; title: Record<string, string> }) =>
  send(`games/${encodeURIComponent(game)}/video`, json('PUT', body))

export const removeGameVideo = (game: string) => send(`games/${encodeURIComponent(game)}/video`, { method: 'DELETE' })

/** The texts per language a form's `<prefix>.<language>` fields hold, the empty ones left out. */
export function textsOf(form: FormData, prefix: string, languages: readonly string[]): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const language of languages) {
    const value = form.get(`${prefix}.${language}`)
    if (typeof value === 'string' && value.trim() !== '') {
      texts[language] = value.trim()
    }
  }
  return texts
}
