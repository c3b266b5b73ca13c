// Verifies Google ID tokens (from Google Identity Services on the site) against Google's published keys.
// The key set is fetched lazily on the first verification and cached by jose, so starting needs no network.
import type { Context } from 'hono'
import { createRemoteJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { DomainError } from '../domain-errors.ts'

export const defaultGoogleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs'
const googleIssuers = ['accounts.google.com', 'https://accounts.google.com']

export type GoogleIdentity = {
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

export type GoogleTokenVerifier = (idToken: string, audiences: string[]) => Promise<GoogleIdentity>

export type GoogleVerifierOptions = {
  /** Where Google's keys are published; `GOOGLE_JWKS_URL` overrides it (tests serve their own). */
  jwksUrl?: string
  /** A key set to use instead of fetching one (tests inject a local set). */
  keySet?: JWTVerifyGetKey
  /** Clock in seconds for `exp`/`iat` checks; injectable for tests. */
  currentDate?: () => Date
}

export function createGoogleTokenVerifier(options: GoogleVerifierOptions = {}): GoogleTokenVerifier {
  const keySet = options.keySet ?? createRemoteJWKSet(new URL(options.jwksUrl ?? defaultGoogleJwksUrl))
  return async (idToken, audiences) => {
    if (audiences.length === 0) {
      throw new DomainError(
        'invalid',
        'google_not_configured',
        'Google sign-in is not configured for this site (no Google client id)',
      )
    }
    try {
      const { payload } = await jwtVerify(idToken, keySet, {
        issuer: googleIssuers,
        audience: audiences,
        algorithms: ['RS256'],
        ...(options.currentDate === undefined ? {} : { currentDate: options.currentDate() }),
      })
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new DomainError('unauthenticated', 'invalid_google_token', 'The Google token names no account')
      }
      return {
        subject: payload.sub,
        email: typeof payload['email'] === 'string' ? payload['email'].toLowerCase() : null,
        emailVerified: payload['email_verified'] === true || payload['email_verified'] === 'true',
        name: typeof payload['name'] === 'string' ? payload['name'] : null,
      }
    } catch (error) {
      if (error instanceof DomainError) {
        throw error
      }
      if (error instanceof joseErrors.JWTExpired) {
        throw new DomainError('unauthenticated', 'invalid_google_token', 'The Google token has expired')
      }
      if (error instanceof joseErrors.JOSEError) {
        throw new DomainError('unauthenticated', 'invalid_google_token', 'The Google token could not be verified')
      }
      // Network failures reaching Google's key set are ours, not the caller's.
      throw error
    }
  }
}

/**
 * The email a Google token in a JSON body claims, unverified, as the key of the per-account rate limit of
 * `auth/google-link` (the route verifies the token itself; a forged claim only spends the forger's attempts).
 */
export async function emailOfGoogleToken(context: Context): Promise<string | undefined> {
  try {
    const body: unknown = await context.req.json()
    if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') {
      const email = decodeJwt(body.token)['email']
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined
    }
  } catch {
    // Not JSON or not a JWT: the route answers 400 or 401.
  }
  return undefined
}
