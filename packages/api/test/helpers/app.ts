// An app over a test database with a fresh secret, a fake Google and a controllable rate-limit clock;
// plus small request helpers that send the Origin a site would.
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type CreateAppOptions } from '../../src/app.ts'
import type { Database } from '../../src/db/connection.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { createLocalFileStore } from '../../src/uploads/local-file-store.ts'
import { testGoogleClientId } from './google.ts'

// Request logs would drown the test output; tests that check logs install their own writer.
setLogWriter(() => {})

export const abaOrigin = 'http://localhost:3000'
export const ligaSurOrigin = 'http://liga-sur.localhost:3000'

export type TestApp = ReturnType<typeof createApp>

export function createTestApp(database: Database, overrides: Partial<CreateAppOptions> = {}): TestApp {
  return createApp({
    database,
    jwtSecret: new Uint8Array(randomBytes(32)),
    googleClientId: testGoogleClientId,
    signInLimits: { perAddress: { points: 1000, windowSeconds: 60 } },
    // Uploads go to a temporary folder of their own, created at the first upload; a test that looks at the
    // files passes its own store.
    fileStore: createLocalFileStore(join(tmpdir(), `league-uploads-${randomBytes(6).toString('hex')}`)),
    ...overrides,
  })
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: abaOrigin, ...headers },
    body: JSON.stringify(body),
  }
}

/** A unique email per call, so tests sharing one database never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`
}

/** Registers a password account and signs in (registration answers no token), giving the access token. */
export async function signUp(
  app: TestApp,
  email: string,
  options: { password?: string; name?: string; origin?: string } = {},
): Promise<string> {
  const credentials = { email, password: options.password ?? 'correct horse battery' }
  const headers = { Origin: options.origin ?? abaOrigin }
  await app.request('/auth/register', jsonRequest('POST', { ...credentials, name: options.name ?? 'Fan' }, headers))
  const login = await app.request('/auth/login', jsonRequest('POST', credentials, headers))
  if (login.status !== 200) {
    throw new Error(`Signing in ${email} answered ${login.status}`)
  }
  return ((await login.json()) as { access_token: string }).access_token
}

// Fixtures confirm their accounts' addresses before `grantOperator`, which gives no role to an unverified one.
export { markAddressVerified } from '../../src/auth/users.ts'
