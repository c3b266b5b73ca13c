// The site server's calls to the API's sign-in routes, on behalf of the visitor's request (its Origin names
// the client league). Only /api/session uses them; the browser never sees a token.
import type { AccessToken, User } from '@league/api/contract/platform'
import { createFetchClient, errorFrom, type ApiRequestError } from '@league/api/fetch-client'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { apiBaseUrl } from '../server/site-config'

export type AccountAnswer<Body> = { ok: true; body: Body } | { ok: false; error: ApiRequestError }

async function client(token?: string) {
  return createFetchClient({
    baseUrl: apiBaseUrl,
    origin: await requestOrigin(),
    token,
    headers: await forwardedForVisitor(),
  })
}

async function post<Body>(path: string, body: unknown): Promise<AccountAnswer<Body>> {
  const response = await (
    await client()
  ).request(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
  })
  if (!response.ok) {
    return { ok: false, error: await errorFrom(response, path) }
  }
  // A 202 (registration answered alike for new and known emails) carries no token.
  return { ok: true, body: (await response.json().catch(() => ({}))) as Body }
}

export function login(credentials: { email: string; password: string }) {
  return post<AccessToken>('/auth/login', credentials)
}

export function register(details: { email: string; password: string; name: string }) {
  return post<Partial<AccessToken>>('/auth/register', details)
}

/** Stores the user's language (notifications are written in it); answers the user after the change. */
export async function updateLanguage(token: string, language: string): Promise<AccountAnswer<User>> {
  const response = await (
    await client(token)
  ).request(`${apiBaseUrl}/v2/website/user`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
    cache: 'no-store',
  })
  if (!response.ok) {
    return { ok: false, error: await errorFrom(response, '/v2/website/user') }
  }
  return { ok: true, body: (await response.json()) as User }
}

/** The user the token belongs to, or the API's refusal (an expired token, another league's token). */
export async function userOf(token: string): Promise<AccountAnswer<User>> {
  const response = await (await client(token)).request(`${apiBaseUrl}/v2/website/user`, { cache: 'no-store' })
  if (!response.ok) {
    return { ok: false, error: await errorFrom(response, '/v2/website/user') }
  }
  return { ok: true, body: (await response.json()) as User }
}

export function googleLogin(token: string) {
  return post<AccessToken>('/auth/google-login', { token })
}

export function googleRegister(token: string) {
  return post<AccessToken>('/auth/google-register', { token })
}
