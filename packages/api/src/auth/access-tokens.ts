// The API's own access tokens: short JWTs (HS256) naming the user by uuid, the client league they signed
// in to, so a token taken from one league's site is refused by another's, and the server-side session
// (`sid`), so a token can be ended before it expires (logout, "sign out everywhere", a password change). The secret comes from JWT_SECRET
// (required in production), or in development is generated once and kept in the data folder so tokens
// survive restarts.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createPrivateFolder } from '../db/private-files.ts'
import { join } from 'node:path'
import { ConfigurationError } from '@league/client-league/configuration-error'
import { DomainError } from '../domain-errors.ts'
import type { Database } from '../db/connection.ts'
import type { SessionCheck } from './session-check.ts'

const issuer = 'league-api'
const audience = 'league-site'
const lifetime = '30d'

/** Who a valid token names: the user's uuid and the session it belongs to. */
export type TokenHolder = { userUuid: string; sessionId: string }

export type AccessTokens = {
  /**
   * `clientSlug` is the league signed in to; undefined (no site named) gives a token no league accepts.
   * Sign in through `signIn` (auth/sign-in.ts), which opens the session first.
   */
  sign: (userUuid: string, clientSlug: string | undefined, sessionId: string) => Promise<string>
  /**
   * Who the token names; `database` is the request's (its lane), the app's when not given. Throws an `unauthenticated` DomainError when the token is missing, forged, expired,
   * another league's, or its session was ended.
   */
  verify: (token: string, clientSlug: string, database?: Database) => Promise<TokenHolder>
}

const sessionEnded = () => new DomainError('unauthenticated', 'session_ended', 'You were signed out; sign in again')

export function createAccessTokens(secret: Uint8Array, sessions: Pick<SessionCheck, 'isActive'>): AccessTokens {
  if (secret.byteLength < 32) {
    throw new Error('The JWT secret must be at least 32 bytes long')
  }

  async function readToken(token: string, clientSlug: string): Promise<TokenHolder> {
    try {
      const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: ['HS256'] })
      if (typeof payload.sub !== 'string') {
        throw new DomainError('unauthenticated', 'invalid_token', 'The access token names no user')
      }
      if (payload['client'] !== clientSlug) {
        throw new DomainError(
          'unauthenticated',
          'wrong_client',
          'This access token was issued for another league; sign in here',
        )
      }
      // A token from before sessions existed cannot be ended, so it is not accepted either.
      if (typeof payload['sid'] !== 'string') {
        throw sessionEnded()
      }
      return { userUuid: payload.sub, sessionId: payload['sid'] }
    } catch (error) {
      if (error instanceof DomainError) {
        throw error
      }
      if (error instanceof joseErrors.JWTExpired) {
        throw new DomainError('unauthenticated', 'token_expired', 'The access token has expired; please sign in again')
      }
      throw new DomainError('unauthenticated', 'invalid_token', 'The access token is not valid')
    }
  }

  return {
    sign: (userUuid, clientSlug, sessionId) =>
      new SignJWT(clientSlug === undefined ? { sid: sessionId } : { client: clientSlug, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(secret),
    verify: async (token, clientSlug, database) => {
      const holder = await readToken(token, clientSlug)
      if (!(await sessions.isActive(holder.sessionId, database))) {
        throw sessionEnded()
      }
      return holder
    },
  }
}

/**
 * `JWT_SECRET` when set; otherwise, outside production only, a random secret generated on first use and
 * stored in `<dataFolder>/jwt-secret` (readable by the owner only). Never a secret written in the code. In
 * production a missing secret stops the start: a secret made up on one instance would sign tokens the
 * others refuse, and a lost data folder would sign everyone out silently.
 */
export function resolveJwtSecret(options: {
  environmentSecret: string | undefined
  dataFolder: string
  production?: boolean
}): Uint8Array {
  if (options.environmentSecret !== undefined && options.environmentSecret !== '') {
    const secret = new TextEncoder().encode(options.environmentSecret)
    if (secret.byteLength < 32) {
      throw new ConfigurationError('JWT_SECRET must be at least 32 bytes long (e.g. `openssl rand -base64 48`)')
    }
    return secret
  }
  if (options.production === true) {
    throw new ConfigurationError(
      'JWT_SECRET is required when NODE_ENV=production: set it to the same random value (32+ bytes, e.g. ' +
        '`openssl rand -base64 48`) on every API instance',
    )
  }
  const path = join(options.dataFolder, 'jwt-secret')
  try {
    return new Uint8Array(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url'))
  } catch {
    createPrivateFolder(options.dataFolder)
    const secret = randomBytes(48)
    writeFileSync(path, secret.toString('base64url'), { mode: 0o600 })
    return new Uint8Array(secret)
  }
}
