// The site server's calls to the API's sign-in routes, on behalf of the visitor's request (its Origin names
// the client league). Only /api/session uses them; the browser never sees a token.
import type { AccessToken, Message, User } from '@league/api/contract/platform'
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
  // A 202 (registration or reset, answered alike for new and known emails) carries no token.
  return { ok: true, body: (await response.json().catch(() => ({}))) as Body }
}

export function login(credentials: { email: string; password: string }) {
  return post<AccessToken>('/auth/login', credentials)
}

/** Answers alike for new and known addresses (a link is mailed either way), so it says nothing of who has an account. */
export function register(details: { email: string; password: string; name: string; language?: string | undefined }) {
  return post<Message>('/auth/register', details)
}

export function verifyEmail(token: string) {
  return post<Message>('/auth/verify-email', { token })
}

export function requestPasswordReset(details: { email: string; language?: string | undefined }) {
  return post<Message>('/auth/password-reset', details)
}

export function confirmPasswordReset(details: { token: string; password: string; language?: string | undefined }) {
  return post<Message>('/auth/password-reset/confirm', details)
}

/** Changes the signed-in user's password: the API ends their other sessions and answers the token to keep. */
export async function changePassword(
  token: string,
  details: { currentPassword: string; newPassword: string; language?: string | undefined },
): Promise<AccountAnswer<AccessToken>> {
  const path = '/v2/website/user/password'
  const response = await (
    await client(token)
  ).request(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(details),
    cache: 'no-store',
  })
  if (!response.ok) {
    return { ok: false, error: await errorFrom(response, path) }
  }
  return { ok: true, body: (await response.json()) as AccessToken }
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

/** Ends the session of this token in the API (logout): the token is refused from then on. */
export async function endSession(token: string): Promise<AccountAnswer<undefined>> {
  const response = await (
    await client(token)
  ).request(`${apiBaseUrl}/auth/session`, { method: 'DELETE', cache: 'no-store' })
  if (!response.ok) {
    return { ok: false, error: await errorFrom(response, '/auth/session') }
  }
  return { ok: true, body: undefined }
}

export function googleLogin(token: string) {
  return post<AccessToken>('/auth/google-login', { token })
}

export function googleRegister(token: string) {
  return post<AccessToken>('/auth/google-register', { token })
}
