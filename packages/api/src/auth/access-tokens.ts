// The API's own access tokens: short JWTs (HS256) naming the user by uuid. The secret comes from
// JWT_SECRET, or is generated once and kept in the data folder so tokens survive restarts in development.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ApiError } from '../http/errors.ts'

const issuer = 'league-api'
const audience = 'league-site'
const lifetime = '30d'

export type AccessTokens = {
  sign: (userUuid: string) => Promise<string>
  /** The user's uuid; throws a 401 ApiError when the token is missing, forged or expired. */
  verify: (token: string) => Promise<string>
}

export function createAccessTokens(secret: Uint8Array): AccessTokens {
  if (secret.byteLength < 32) {
    throw new Error('The JWT secret must be at least 32 bytes long')
  }
  return {
    sign: (userUuid) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: ['HS256'] })
        if (typeof payload.sub !== 'string') {
          throw new ApiError(401, 'invalid_token', 'The access token names no user')
        }
        return payload.sub
      } catch (error) {
        if (error instanceof ApiError) {
          throw error
        }
        if (error instanceof joseErrors.JWTExpired) {
          throw new ApiError(401, 'token_expired', 'The access token has expired; please sign in again')
        }
        throw new ApiError(401, 'invalid_token', 'The access token is not valid')
      }
    },
  }
}

/**
 * `JWT_SECRET` when set; otherwise a random secret generated on first use and stored in
 * `<dataFolder>/jwt-secret` (readable by the owner only). Never a secret written in the code.
 */
export function resolveJwtSecret(options: { environmentSecret: string | undefined; dataFolder: string }): Uint8Array {
  if (options.environmentSecret !== undefined && options.environmentSecret !== '') {
    return new TextEncoder().encode(options.environmentSecret)
  }
  const path = join(options.dataFolder, 'jwt-secret')
  try {
    return new Uint8Array(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url'))
  } catch {
    mkdirSync(options.dataFolder, { recursive: true })
    const secret = randomBytes(48)
    writeFileSync(path, secret.toString('base64url'), { mode: 0o600 })
    return new Uint8Array(secret)
  }
}
