import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients } from '../../src/db/schema/accounts.ts'
import { competitions } from '../../src/db/schema/league.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  ligaSurOrigin,
  uniqueEmail,
  type TestApp,
  markAddressVerified,
} from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { grantOperator } from '../../src/live/operators.ts'
import { startFakeGoogle, testGoogleClientId, type FakeGoogle } from '../helpers/google.ts'

const kinds = await availableDatabaseKinds()

function withToken(token: string, origin = abaOrigin) {
  return { headers: { Origin: origin, Authorization: `Bearer ${token}` } }
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe.each(kinds)('given the API on %s', (kind) => {
  let testDatabase: TestDatabase
  let google: FakeGoogle
  let app: TestApp

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    google = await startFakeGoogle()
    app = createTestApp(testDatabase.database, { googleJwksUrl: google.jwksUrl })
  }, 120_000)

  afterAll(async () => {
    await google.close()
    await testDatabase.dispose()
  })

  async function register(email: string, password = 'correct horse battery', name = 'Ana Fan') {
    return app.request('/auth/register', jsonRequest('POST', { email, password, name }))
  }

  const googleLogin = (token: string) => app.request('/auth/google-login', jsonRequest('POST', { token }))
  const googleRegister = (token: string) => app.request('/auth/google-register', jsonRequest('POST', { token }))

  /** Registration gives no token: a client signs in after it. */
  async function tokenFor(email: string, password = 'correct horse battery'): Promise<string> {
    expect((await register(email, password)).status).toBe(202)
    const login = await app.request('/auth/login', jsonRequest('POST', { email, password }))
    expect(login.status).toBe(200)
    return ((await login.json()) as { access_token: string }).access_token
  }

  describe('given tenancy', () => {
    it.each([
      [abaOrigin, 'aba', 'ABA League'],
      ['http://127.0.0.1:3000', 'aba', 'ABA League'],
      [ligaSurOrigin, 'liga-sur', 'Liga Sur'],
    ])('should answer %s as client %s', async (origin, slug, title) => {
      const response = await app.request('/v2/website/config', { headers: { Origin: origin } })
      expect(response.status).toBe(200)
      const config = (await response.json()) as { slug: string; settings: { title: string } }
      expect(config.slug).toBe(slug)
      expect(config.settings.title).toBe(title)
    })

    it('should fall back to the Host header when there is no Origin', async () => {
      const response = await app.request('http://liga-sur.localhost:4000/v2/website/config')
      expect(((await response.json()) as { slug: string }).slug).toBe('liga-sur')
    })

    it('should refuse an unknown origin with unknown_client and no data', async () => {
      const response = await app.request('/v2/website/config', { headers: { Origin: 'https://evil.example.com' } })
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('unknown_client')
      expect(body.error.message).toContain('evil.example.com')
      expect(JSON.stringify(body)).not.toMatch(/ABA League|Liga Sur/)
    })

    it('should answer the probes whatever the origin', async () => {
      const response = await app.request('/health', { headers: { Origin: 'https://evil.example.com' } })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'ok' })
    })
  })

  describe('given password accounts', () => {
    it('should register, then sign in with the same password and read the user', async () => {
      const email = uniqueEmail('ana')
      const registered = await register(email, 'correct horse battery', 'Ana Fan')
      expect(registered.status).toBe(202)
      expect(await registered.json()).not.toHaveProperty('access_token')
      const login = await app.request('/auth/login', jsonRequest('POST', { email, password: 'correct horse battery' }))
      expect(login.status).toBe(200)
      const { access_token: token, message } = (await login.json()) as { access_token: string; message: string }
      expect(message).toContain('Ana Fan')
      const user = await app.request('/v2/website/user', withToken(token))
      expect(user.status).toBe(200)
      expect(await user.json()).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        name: 'Ana Fan',
        language: null,
        fcmTokens: [],
      })
    })

    it('should refuse a wrong password and an unknown email alike with 401', async () => {
      const email = uniqueEmail('bora')
      await register(email)
      const wrong = await app.request('/auth/login', jsonRequest('POST', { email, password: 'not the password' }))
      const unknown = await app.request(
        '/auth/login',
        jsonRequest('POST', { email: uniqueEmail('nobody'), password: 'not the password' }),
      )
      expect(wrong.status).toBe(401)
      expect(unknown.status).toBe(401)
      expect(await wrong.json()).toEqual(await unknown.json())
    })

    it('should answer a known email exactly as a new one and keep the first password', async () => {
      const email = uniqueEmail('cedo')
      const first = await register(email, 'the first password')
      const again = await register(email.toUpperCase(), 'an attacker password')
      expect(again.status).toBe(first.status)
      expect(await again.json()).toEqual(await first.json())
      const attacker = await app.request(
        '/auth/login',
        jsonRequest('POST', { email, password: 'an attacker password' }),
      )
      expect(attacker.status).toBe(401)
      const owner = await app.request('/auth/login', jsonRequest('POST', { email, password: 'the first password' }))
      expect(owner.status).toBe(200)
    })

    it('should refuse a bad body with 400 and the failing fields', async () => {
      const response = await app.request(
        '/auth/register',
        jsonRequest('POST', { email: 'not-an-email', password: 'short', name: '' }),
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('invalid_request')
      // The password is judged by the rules once the rest of the body is valid (password-rules.test.ts).
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'name'])
    })

    it('should refuse the user endpoint without a token, with a forged token and with garbage', async () => {
      const token = await tokenFor(uniqueEmail('dule'))
      const [header, payload] = token.split('.')
      const forged = `${header}.${payload}.${'A'.repeat(43)}`
      for (const headers of [
        { Origin: abaOrigin } as Record<string, string>,
        { Origin: abaOrigin, Authorization: `Bearer ${forged}` },
        { Origin: abaOrigin, Authorization: 'Bearer garbage' },
      ]) {
        const response = await app.request('/v2/website/user', { headers })
        expect(response.status).toBe(401)
      }
    })

    it('should not accept a token signed by another API instance secret', async () => {
      const token = await tokenFor(uniqueEmail('other'))
      const otherInstance = createTestApp(testDatabase.database)
      const response = await otherInstance.request('/v2/website/user', withToken(token))
      expect(response.status).toBe(401)
    })
  })

  describe('given the operator role', () => {
    it('should tell an operator of this client apart from another user and from another client', async () => {
      const email = uniqueEmail('scorer')
      const scorer = await tokenFor(email)
      const fan = await tokenFor(uniqueEmail('fan'))
      await markAddressVerified(testDatabase.database, email)
      await grantOperator(testDatabase.database, email, 'aba')
      const status = await app.request('/v2/website/user/operator', withToken(scorer))
      expect(status.status).toBe(200)
      expect(await status.json()).toEqual({ operator: true, client: { slug: 'aba', name: expect.any(String) } })
      const fanStatus = await app.request('/v2/website/user/operator', withToken(fan))
      expect(await fanStatus.json()).toMatchObject({ operator: false, client: { slug: 'aba' } })
      expect((await app.request('/v2/website/user/operator', { headers: { Origin: abaOrigin } })).status).toBe(401)
    })
  })

  describe('given push tokens', () => {
    it('should store a device token once and list it on the user', async () => {
      const token = await tokenFor(uniqueEmail('fcm'))
      const device = `device-${Math.random().toString(36).slice(2)}`
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const stored = await app.request('/v2/website/user/store-fcm', {
          ...jsonRequest('POST', { token: device }),
          headers: { ...withToken(token).headers, 'Content-Type': 'application/json' },
        })
        expect(stored.status).toBe(200)
        expect(await stored.json()).toMatchObject({ fcmTokens: [device], message: expect.any(String) })
      }
      const user = (await (await app.request('/v2/website/user', withToken(token))).json()) as { fcmTokens: string[] }
      expect(user.fcmTokens).toEqual([device])
    })

    it('should move a device token to the account that stored it last', async () => {
      const first = await tokenFor(uniqueEmail('first'))
      const second = await tokenFor(uniqueEmail('second'))
      const device = `shared-${Math.random().toString(36).slice(2)}`
      for (const token of [first, second]) {
        await app.request('/v2/website/user/store-fcm', {
          method: 'POST',
          body: JSON.stringify({ token: device }),
          headers: { ...withToken(token).headers, 'Content-Type': 'application/json' },
        })
      }
      const firstUser = (await (await app.request('/v2/website/user', withToken(first))).json()) as {
        fcmTokens: string[]
      }
      const secondUser = (await (await app.request('/v2/website/user', withToken(second))).json()) as {
        fcmTokens: string[]
      }
      expect(firstUser.fcmTokens).toEqual([])
      expect(secondUser.fcmTokens).toEqual([device])
    })
  })

  describe('given follows', () => {
    it('should keep follows per client league and refuse an unknown target', async () => {
      const email = uniqueEmail('follower')
      const token = await tokenFor(email)
      const follow = (origin: string, body: unknown) =>
        app.request('/v2/website/user/follows', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { ...withToken(token, origin).headers, 'Content-Type': 'application/json' },
        })
      // No league data is imported in this suite, so no club exists yet in either league.
      const unknown = await follow(abaOrigin, { kind: 'club', targetSlug: 'partizan' })
      expect(unknown.status).toBe(404)
      const invalid = await follow(abaOrigin, { kind: 'coach', targetSlug: 'Not A Slug' })
      expect(invalid.status).toBe(400)
      expect(Object.keys(((await invalid.json()) as ErrorBody).error.fields ?? {}).sort()).toEqual([
        'kind',
        'targetSlug',
      ])
      // The same account signs in on the other league's site and gets that league's token.
      const login = await app.request(
        '/auth/login',
        jsonRequest('POST', { email, password: 'correct horse battery' }, { Origin: ligaSurOrigin }),
      )
      const { access_token: ligaSurToken } = (await login.json()) as { access_token: string }
      const ligaSur = await app.request('/v2/website/user/follows', withToken(ligaSurToken, ligaSurOrigin))
      expect(await ligaSur.json()).toEqual({ follows: [] })
    })

    it('should follow and unfollow a league (a competition of this client) and refuse an unknown one', async () => {
      const token = await tokenFor(uniqueEmail('league-fan'))
      const [aba] = await testDatabase.database.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'aba'))
      const slug = `test-league-${Math.random().toString(36).slice(2, 8)}`
      await testDatabase.database.insert(competitions).values({ clientId: aba!.id, slug, name: 'Test League' })
      const headers = { ...withToken(token).headers, 'Content-Type': 'application/json' }
      const unknown = await app.request('/v2/website/user/follows', {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'league', targetSlug: 'no-such-league' }),
      })
      expect(unknown.status).toBe(404)
      const followed = await app.request('/v2/website/user/follows', {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'league', targetSlug: slug }),
      })
      expect(followed.status).toBe(200)
      expect(((await followed.json()) as { follows: unknown[] }).follows).toEqual([
        { kind: 'league', targetSlug: slug },
      ])
      const unfollowed = await app.request(`/v2/website/user/follows?kind=league&targetSlug=${slug}`, {
        method: 'DELETE',
        headers,
      })
      expect(((await unfollowed.json()) as { follows: unknown[] }).follows).toEqual([])
    })

    it('should refuse with 401 a token issued for another league', async () => {
      const token = await tokenFor(uniqueEmail('traveller'))
      expect((await app.request('/v2/website/user', withToken(token, abaOrigin))).status).toBe(200)
      const elsewhere = await app.request('/v2/website/user', withToken(token, ligaSurOrigin))
      expect(elsewhere.status).toBe(401)
      expect(((await elsewhere.json()) as ErrorBody).error.code).toBe('wrong_client')
    })
  })

  describe('given Google sign-in', () => {
    it('should register a Google account, then sign it in and show its profile', async () => {
      const subject = `google-${Math.random().toString(36).slice(2)}`
      const email = uniqueEmail('google')
      const idToken = await google.signIdToken({ sub: subject, email, name: 'Goran Google' })
      expect((await googleLogin(idToken)).status).toBe(404)
      const registered = await googleRegister(idToken)
      expect(registered.status).toBe(201)
      expect((await googleRegister(idToken)).status).toBe(409)
      const login = await googleLogin(await google.signIdToken({ sub: subject, email, name: 'Goran Google' }))
      expect(login.status).toBe(200)
      const { access_token: token } = (await login.json()) as { access_token: string }
      const user = (await (await app.request('/v2/website/user', withToken(token))).json()) as {
        email: string
        name: string
      }
      expect(user).toMatchObject({ email, name: 'Goran Google' })
    })

    it('should link a Google account to the password account with its email only with the password', async () => {
      const email = uniqueEmail('linked')
      const passwordToken = await tokenFor(email, 'the real password')
      const passwordUser = (await (await app.request('/v2/website/user', withToken(passwordToken))).json()) as {
        uuid: string
      }
      const subject = `linked-${Date.now()}`
      const idToken = await google.signIdToken({ sub: subject, email })
      for (const attempt of [await googleLogin(idToken), await googleRegister(idToken)]) {
        expect(attempt.status).toBe(409)
        expect(((await attempt.json()) as ErrorBody).error.code).toBe('link_required')
      }
      const link = (password: string) =>
        app.request('/auth/google-link', jsonRequest('POST', { token: idToken, password }))
      const wrong = await link('not the password')
      expect(wrong.status).toBe(401)
      expect(((await wrong.json()) as ErrorBody).error.code).toBe('invalid_credentials')
      const linked = await link('the real password')
      expect(linked.status).toBe(200)
      const login = await googleLogin(await google.signIdToken({ sub: subject, email }))
      expect(login.status).toBe(200)
      const { access_token: token } = (await login.json()) as { access_token: string }
      const googleUser = (await (await app.request('/v2/website/user', withToken(token))).json()) as { uuid: string }
      expect(googleUser.uuid).toBe(passwordUser.uuid)
      // Another Google account cannot take the linked one's place, even with the password.
      const other = await app.request(
        '/auth/google-link',
        jsonRequest('POST', {
          token: await google.signIdToken({ sub: `${subject}-other`, email }),
          password: 'the real password',
        }),
      )
      expect(other.status).toBe(409)
    })

    it('should refuse to link a Google account whose email has no account, as a wrong password', async () => {
      const idToken = await google.signIdToken({ sub: `nobody-${Date.now()}`, email: uniqueEmail('nobody') })
      const response = await app.request('/auth/google-link', jsonRequest('POST', { token: idToken, password: 'x' }))
      expect(response.status).toBe(401)
      expect(((await response.json()) as ErrorBody).error.code).toBe('invalid_credentials')
    })

    it.each([
      ['a forged signature', () => google.signForgedIdToken({ sub: 'forged' })],
      [
        'another audience',
        () => google.signIdToken({ sub: 'other-audience', aud: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['another issuer', () => google.signIdToken({ sub: 'other-issuer', iss: 'https://accounts.example.com' })],
      [
        'an expired token',
        () => google.signIdToken({ sub: 'expired' }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
      ],
      ['garbage', async () => 'not.a.jwt'],
    ])('should refuse %s with 401', async (_label, makeToken) => {
      const response = await googleLogin(await makeToken())
      expect(response.status).toBe(401)
      expect(((await response.json()) as ErrorBody).error.code).toBe('invalid_google_token')
    })

    it('should accept the audience configured as GOOGLE_CLIENT_ID', async () => {
      const idToken = await google.signIdToken({ sub: `audience-${Date.now()}`, aud: testGoogleClientId })
      expect((await googleRegister(idToken)).status).toBe(201)
    })
  })
})
