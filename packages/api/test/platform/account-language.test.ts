// An account's language is the one its mails and notifications are written in, so on a league's site it is one
// of the languages that league publishes in: liga-sur (es, en, fr) refuses Russian for an account, registers a
// Russian-speaking visitor with Spanish (its default), and writes to a reader in a language it lacks in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../src/contract/platform.ts'
import { languageFor } from '../../src/notifications/messages.ts'
import { createTestApp, jsonRequest, ligaSurOrigin, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let app: TestApp

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  app = createTestApp(testDatabase.database)
}, 300_000)

afterAll(async () => {
  await testDatabase.dispose()
})

function onLigaSur(token: string, method: string, body?: unknown) {
  return app.request('/v2/website/user', {
    method,
    headers: { Origin: ligaSurOrigin, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

describe('given a fan of liga-sur, which publishes in es, en and fr', () => {
  it('should keep a language the league publishes in', async () => {
    const token = await signUp(app, uniqueEmail('sur-french'), { origin: ligaSurOrigin })
    expect((await onLigaSur(token, 'PATCH', { language: 'fr' })).status).toBe(200)
    expect(((await (await onLigaSur(token, 'GET')).json()) as User).language).toBe('fr')
  })

  it('should refuse Russian, naming the league’s languages, and keep the account’s', async () => {
    const token = await signUp(app, uniqueEmail('sur-russian'), { origin: ligaSurOrigin })
    await onLigaSur(token, 'PATCH', { language: 'en' })

    const response = await onLigaSur(token, 'PATCH', { language: 'ru' })

    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { message: 'This league publishes in es, en, fr only', fields: { language: 'must be one of es, en, fr' } },
    })
    expect(((await (await onLigaSur(token, 'GET')).json()) as User).language).toBe('en')
  })

  it('should register a visitor who chose Russian with Spanish, the league’s default', async () => {
    const email = uniqueEmail('sur-registered')
    const credentials = { email, password: 'correct horse battery' }
    const headers = { Origin: ligaSurOrigin }
    await app.request('/auth/register', jsonRequest('POST', { ...credentials, name: 'Fan', language: 'ru' }, headers))
    const login = await app.request('/auth/login', jsonRequest('POST', credentials, headers))
    const { access_token: token } = (await login.json()) as { access_token: string }
    expect(((await (await onLigaSur(token, 'GET')).json()) as User).language).toBe('es')
  })
})

describe('given a notification to a follower', () => {
  it.each([
    ['French, which liga-sur publishes in', 'fr', 'fr'],
    ['Russian, which it does not', 'ru', 'es'],
    ['no language', null, 'es'],
  ])('should write to a reader of %s in the right language', (_case, reader, expected) => {
    expect(languageFor(reader, ['es', 'en', 'fr'])).toBe(expected)
  })
})
