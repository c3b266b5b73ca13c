// Answers of the site's /api/session routes: JSON with the session cookies set or cleared.
import type { ApiErrorBody } from '@league/api/contract/errors'
import type { User } from '@league/api/contract/platform'
import type { ApiRequestError } from '@league/api/fetch-client'
import { NextResponse } from 'next/server'
import { clearedSessionCookies, sessionCookies } from './session-cookies'

const production = process.env.NODE_ENV === 'production'

/** The body of a successful sign-in or registration at /api/session (the browser reads it; the token stays a cookie). */
export type SignedInAnswer = { user: User }

export function signedIn(token: string, user: User): NextResponse {
  const response = NextResponse.json({ user } satisfies SignedInAnswer, { headers: { 'cache-control': 'no-store' } })
  for (const cookie of sessionCookies(token, production)) {
    response.cookies.set(cookie.name, cookie.value, cookie.options)
  }
  return response
}

export function signedOut(status = 200, body: object = {}): NextResponse {
  const response = NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } })
  for (const cookie of clearedSessionCookies(production)) {
    response.cookies.set(cookie.name, cookie.value, cookie.options)
  }
  return response
}

export function refused(status: number, code: string, message: string, fields?: Record<string, string>) {
  return NextResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody, {
    status,
  })
}

/** The API's refusal passed on (its message and field errors are written for people); 5xx stay 502. */
export function refusedBy(error: ApiRequestError) {
  const status = error.status >= 400 && error.status < 500 ? error.status : 502
  return refused(status, error.code ?? 'api_error', error.message, error.fields)
}
