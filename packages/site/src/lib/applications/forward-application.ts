// The server half of the application doors: forwards the browser's request to the API with the visitor's
// address (the API's rate limits count visitors, not the site), the site's Origin and, for staff, the token
// from the HttpOnly cookie. Writes come only from the site's own pages; bodies are bounded (a file upload
// by the largest file the API accepts, everything else by the site's JSON limit).
import 'server-only'
import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isSameOriginRequest } from '../account/session-cookies'
import { defaultBodyLimitBytes } from '../server/request-body'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { apiBaseUrl, authCookieName } from '../server/site-config'
import {
  doorApiPath,
  matchedRoute,
  staffUploadRoute,
  uploadRoute,
  type Door,
  type DoorMethod,
} from './application-routes'

/** A PDF may be 10 MB; the multipart wrapping adds a little. */
export const uploadLimitBytes = 10 * 1024 * 1024 + 64 * 1024

/** A staff photo may be 20 MB. */
export const staffUploadLimitBytes = 20 * 1024 * 1024 + 64 * 1024

/** Headers of the API's answer the browser needs (a file's type and name, and not sniffing it). */
const answerHeaders = ['content-type', 'content-disposition', 'content-length', 'x-content-type-options', 'etag']

function refused(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } })
}

/** The body's bytes, or undefined when it passes `limitBytes` (read no further than that). */
async function readBounded(request: Request, limitBytes: number): Promise<Blob | undefined> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limitBytes) {
    return undefined
  }
  if (request.body === null) {
    return new Blob([])
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength
    if (received > limitBytes) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(chunk.value)
  }
  return new Blob(chunks)
}

async function requestHeaders(request: NextRequest, door: Door, origin: string) {
  const headers: Record<string, string> = {
    ...(await forwardedForVisitor()),
    accept: request.headers.get('accept') ?? 'application/json',
    origin,
  }
  const language = request.headers.get('accept-language')
  if (language) {
    headers['accept-language'] = language
  }
  if (door.signedIn) {
    const token = (await cookies()).get(authCookieName)?.value
    if (!token) {
      return undefined
    }
    headers.authorization = `Bearer ${token}`
  }
  return headers
}

export async function forwardApplication(
  request: NextRequest,
  door: Door,
  segments: readonly string[],
  method: DoorMethod,
) {
  const apiPath = doorApiPath(door, method, segments)
  if (apiPath === undefined) {
    return refused(404, 'not_found', 'Unknown API path')
  }
  const origin = await requestOrigin()
  if (method !== 'GET' && !isSameOriginRequest(request.headers, origin)) {
    return refused(403, 'cross_origin', 'Changes are only accepted from this site’s own pages')
  }
  const headers = await requestHeaders(request, door, origin)
  if (headers === undefined) {
    return refused(401, 'unauthorized', 'Sign in first')
  }
  let body: Blob | undefined
  if (method !== 'GET') {
    const route = matchedRoute(door, method, segments)
    const upload = door.prefix === 'applications' && route === uploadRoute
    const staffUpload = door.prefix === 'staff' && route === staffUploadRoute
    const limit = staffUpload ? staffUploadLimitBytes : upload ? uploadLimitBytes : defaultBodyLimitBytes
    body = await readBounded(request, limit)
    if (body === undefined) {
      return refused(413, 'payload_too_large', 'The file is too large.')
    }
    headers['content-type'] = request.headers.get('content-type') ?? 'application/json'
  }
  const target = new URL(`${apiPath.slice(1)}${request.nextUrl.search}`, `${apiBaseUrl}/`)
  const response = await fetch(target, { method, headers, ...(body === undefined ? {} : { body }), cache: 'no-store' })
  const forwarded = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of answerHeaders) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, value)
    }
  }
  return new Response(response.body, { status: response.status, headers: forwarded })
}
