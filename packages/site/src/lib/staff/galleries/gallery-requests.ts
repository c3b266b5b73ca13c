// The staff gallery pages' calls, through the site's staff door (/api/v2/website/staff/…, the signed-in
// account's token from the HttpOnly cookie): an answer, or the API's message and field errors to show.
import { StaffGallerySchema, type StaffGallery, type StaffPhoto } from '@league/api/contract/staff-galleries'
import { StaffUploadedFileSchema, type StaffUploadedFile } from '@league/api/contract/uploads'

export type { StaffGallery, StaffPhoto }

export type RequestOutcome<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; message: string; fields: Record<string, string> }

const doorPath = (path: string) => `/api/v2/website/staff/${path}`

type ErrorBody = { error?: { message?: string; fields?: Record<string, string> } }

const isErrorBody = (value: unknown): value is ErrorBody => typeof value === 'object' && value !== null

async function outcomeOf<Answer>(response: Response, read: (body: unknown) => Answer): Promise<RequestOutcome<Answer>> {
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (response.ok) {
    return { ok: true, answer: read(body) }
  }
  const error = isErrorBody(body) ? body.error : undefined
  return {
    ok: false,
    message: error?.message ?? `The request failed (${response.status})`,
    fields: error?.fields ?? {},
  }
}

/** A deleted gallery answers nothing; every other change answers the gallery as the contract says. */
const galleryOf = (body: unknown) => (body === null ? null : StaffGallerySchema.parse(body))

export async function galleryRequest(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<RequestOutcome<StaffGallery | null>> {
  const response = await fetch(doorPath(path), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return outcomeOf(response, galleryOf)
}

export async function uploadPhoto(file: File): Promise<RequestOutcome<StaffUploadedFile>> {
  const form = new FormData()
  form.set('kind', 'photo')
  form.set('file', file)
  const response = await fetch(doorPath('uploads'), { method: 'POST', body: form })
  return outcomeOf(response, (body) => StaffUploadedFileSchema.parse(body))
}
