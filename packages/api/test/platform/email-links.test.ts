import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSessionActive, startSession } from '../../src/auth/sessions.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import { users } from '../../src/db/schema/accounts.ts'
import { createRecordingMailer, type Mail, type MailKind } from '../../src/mail/mail.ts'
import { abaOrigin, createTestApp, jsonRequest, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { startFakeGoogle, type FakeGoogle } from '../helpers/google.ts'

// Verified e-mail, claiming an address someone else registered, password reset and change (issue #27).

const kinds = await availableDatabaseKinds()

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

const strongPassword = 'correct horse battery'
const ownersPassword = 'the owner chose this one'
const hourMs = 60 * 60_000

describe.each(kinds)('given the API on %s', (kind) => {
  let testDatabase: TestDatabase
  let google: FakeGoogle
  let app: TestApp
  const mailer = createRecordingMailer()
  let now = new Date('2026-03-01T12:00:00Z')

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    google = await startFakeGoogle()
    app = createTestApp(testDatabase.database, {
      googleJwksUrl: google.jwksUrl,
      mailer,
      accountClock: () => now,
    })
  }, 120_000)

  afterAll(async () => {
    await google.close()
    await testDatabase.dispose()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, jsonRequest('POST', body, headers))
  const register = (email: string, password = strongPassword, extra: Record<string, string> = {}) =>
    post('/auth/register', { email, password, name: 'Ana Fan', ...extra })
  const login = (email: string, password: string) => post('/auth/login', { email, password })
  const registerWithGoogle = async (email: string, emailVerified: boolean) =>
    post('/auth/google-register', {
      token: await google.signIdToken({ sub: `sub-${email}`, email, email_verified: emailVerified }),
    })

  /** The last mail of a kind sent to the address, and the token of its link. */
  function lastMail(mailKind: MailKind, to: string): { mail: Mail; link: URL; token: string } {
    const mail = mailer.sent.findLast((sent) => sent.kind === mailKind && sent.to === to)
    if (mail === undefined) {
      throw new Error(`No ${mailKind} mail to ${to}`)
    }
    const link = new URL((mail.values as { link: string }).link)
    return { mail, link, token: link.searchParams.get('token') ?? '' }
  }

  const mailsTo = (to: string) => mailer.sent.filter((sent) => sent.to === to).map((sent) => sent.kind)

  async function userRow(email: string) {
    const user = await findUserByEmail(testDatabase.database, email)
    if (user === undefined) {
      throw new Error(`No account for ${email}`)
    }
    return user
  }

  describe('given a new address', () => {
    it('should create an unverified account, mail a link to the site, and confirm the address with it once', async () => {
      const email = uniqueEmail('vera')
      const response = await register(email)
      expect(response.status).toBe(202)
      expect((await userRow(email)).emailVerifiedAt).toBeNull()
      const { mail, link, token } = lastMail('verify-email', email)
      expect(mail).toMatchObject({ language: 'en', values: { name: 'Ana Fan', league: 'ABA League' } })
      expect(`${link.origin}${link.pathname}`).toBe(`${abaOrigin}/en/auth/verify-email`)

      const verified = await post('/auth/verify-email', { token })
      expect(verified.status).toBe(200)
      expect((await userRow(email)).emailVerifiedAt).toEqual(now)
      const again = await post('/auth/verify-email', { token })
      expect(again.status).toBe(400)
      expect(((await again.json()) as ErrorBody).error.code).toBe('link_expired')
    })

    it('should write the mail and its link in the language of the form', async () => {
      const email = uniqueEmail('srdjan')
      expect((await register(email, strongPassword, { language: 'sr' })).status).toBe(202)
      const { mail, link } = lastMail('verify-email', email)
      expect(mail.language).toBe('sr')
      expect(link.pathname).toBe('/sr/auth/verify-email')
    })

    it('should refuse a verification link after 24 hours', async () => {
      const email = uniqueEmail('late')
      await register(email)
      const { token } = lastMail('verify-email', email)
      now = new Date(now.getTime() + 24 * hourMs + 1000)
      expect((await post('/auth/verify-email', { token })).status).toBe(400)
      expect((await userRow(email)).emailVerifiedAt).toBeNull()
    })
  })

  describe('given an address that already has an account', () => {
    it('should answer as for a new one, leave the account alone and mail its owner a link to claim it', async () => {
      const email = uniqueEmail('owner')
      const first = await register(email, 'the squatter typed this')
      const again = await register(email.toUpperCase(), ownersPassword)
      expect(again.status).toBe(first.status)
      expect(await again.json()).toEqual(await first.json())
      expect(mailsTo(email)).toEqual(['verify-email', 'claim-account'])
      expect((await login(email, ownersPassword)).status).toBe(401)
      expect((await login(email, 'the squatter typed this')).status).toBe(200)
      const { link } = lastMail('claim-account', email)
      expect(link.pathname).toBe('/en/auth/reset-password')
    })

    it("should let the owner set a password with the claim link, verify the address and end the squatter's sessions", async () => {
      const email = uniqueEmail('claimed')
      await register(email, 'the squatter typed this')
      const squatter = await userRow(email)
      const squatterSession = await startSession(testDatabase.database, squatter.id)
      await register(email, 'anything else at all')
      const { token } = lastMail('claim-account', email)

      const confirmed = await post('/auth/password-reset/confirm', { token, password: ownersPassword })
      expect(confirmed.status).toBe(200)
      expect((await login(email, ownersPassword)).status).toBe(200)
      expect((await login(email, 'the squatter typed this')).status).toBe(401)
      expect((await userRow(email)).emailVerifiedAt).toEqual(now)
      expect(await isSessionActive(testDatabase.database, squatterSession)).toBe(false)
      expect(mailsTo(email).at(-1)).toBe('password-changed')
    })
  })

  describe('given a forgotten password', () => {
    it('should answer 202 alike for an unknown address and mail nothing', async () => {
      const known = uniqueEmail('forgot')
      await register(known)
      const unknown = uniqueEmail('nobody')
      const forKnown = await post('/auth/password-reset', { email: known })
      const forUnknown = await post('/auth/password-reset', { email: unknown })
      expect([forKnown.status, forUnknown.status]).toEqual([202, 202])
      expect(await forKnown.json()).toEqual(await forUnknown.json())
      expect(mailsTo(unknown)).toEqual([])
      expect(mailsTo(known).at(-1)).toBe('reset-password')
    })

    it('should set the password with the link once, even when two requests race with it', async () => {
      const email = uniqueEmail('racer')
      await register(email)
      await post('/auth/password-reset', { email })
      const { token } = lastMail('reset-password', email)
      const answers = await Promise.all([
        post('/auth/password-reset/confirm', { token, password: 'first of the racing ones' }),
        post('/auth/password-reset/confirm', { token, password: 'second of the racing ones' }),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
      const refused = answers.find((answer) => answer.status === 400) ?? answers[0]
      expect(((await refused.json()) as ErrorBody).error.message).toMatch(/already been used or has expired/)
    })

    it('should keep the link usable after a refused password, and refuse it after an hour', async () => {
      const email = uniqueEmail('slow')
      await register(email)
      await post('/auth/password-reset', { email })
      const { token } = lastMail('reset-password', email)
      const weak = await post('/auth/password-reset/confirm', { token, password: '12345678' })
      expect(((await weak.json()) as ErrorBody).error.code).toBe('password_too_short')
      now = new Date(now.getTime() + hourMs + 1000)
      const late = await post('/auth/password-reset/confirm', { token, password: ownersPassword })
      expect(late.status).toBe(400)
      expect(((await late.json()) as ErrorBody).error.code).toBe('link_expired')
      expect((await login(email, strongPassword)).status).toBe(200)
    })
  })

  describe('given a signed-in user changing the password', () => {
    it('should refuse a wrong current password, then change it, answer a new token and end the other sessions', async () => {
      const email = uniqueEmail('changer')
      await register(email)
      const signedIn = (await (await login(email, strongPassword)).json()) as { access_token: string }
      const otherDevice = await startSession(testDatabase.database, (await userRow(email)).id)
      const change = (currentPassword: string) =>
        app.request(
          '/v2/website/user/password',
          jsonRequest(
            'POST',
            { currentPassword, newPassword: ownersPassword },
            { Authorization: `Bearer ${signedIn.access_token}` },
          ),
        )

      const wrong = await change('not my password')
      expect(wrong.status).toBe(400)
      expect(((await wrong.json()) as ErrorBody).error.code).toBe('wrong_password')

      const changed = await change(strongPassword)
      expect(changed.status).toBe(200)
      const { access_token: fresh } = (await changed.json()) as { access_token: string }
      const profile = await app.request('/v2/website/user', {
        headers: { Origin: abaOrigin, Authorization: `Bearer ${fresh}` },
      })
      expect(profile.status).toBe(200)
      expect(await isSessionActive(testDatabase.database, otherDevice)).toBe(false)
      expect((await login(email, ownersPassword)).status).toBe(200)
      expect((await login(email, strongPassword)).status).toBe(401)
      expect(mailsTo(email).at(-1)).toBe('password-changed')
    })
  })

  describe('given the password rules', () => {
    it.each([
      ['12345678', 'password_too_short', 'too short'],
      ['aaaaaaaaaa', 'weak_password', 'too easy to guess'],
      [' '.repeat(10), 'weak_password', 'too easy to guess'],
      ['1234567890', 'weak_password', 'too easy to guess'],
    ])('should refuse %j with %s, saying why', async (password, code, why) => {
      const email = uniqueEmail('weak')
      const response = await register(email, password)
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe(code)
      expect(body.error.fields?.['password']).toContain(why)
      expect(await findUserByEmail(testDatabase.database, email)).toBeUndefined()
      expect(mailsTo(email)).toEqual([])
    })

    it('should refuse the email itself as the password', async () => {
      const email = uniqueEmail('ana.fan.basket')
      const body = (await (await register(email, email)).json()) as ErrorBody
      expect(body.error.code).toBe('weak_password')
      expect(body.error.message).toContain('your email address or name')
    })

    it("should say why in the body's language, else the Accept-Language one", async () => {
      const french = await post(
        '/auth/register',
        { email: uniqueEmail('fr'), password: 'aaaaaaaaaa', name: 'Aline' },
        { 'Accept-Language': 'fr-CH, fr;q=0.9, en;q=0.8' },
      )
      expect(((await french.json()) as ErrorBody).error.message).toContain('trop facile à deviner')
      const serbian = await register(uniqueEmail('sr'), '12345678', { language: 'sr' })
      expect(((await serbian.json()) as ErrorBody).error.message).toBe(
        'Lozinka je prekratka: koristite najmanje 10 znakova.',
      )
    })
  })

  describe('given Google sign-in', () => {
    it("should count the address as verified by Google's email_verified", async () => {
      const verified = uniqueEmail('gina')
      const unverified = uniqueEmail('gordon')
      expect((await registerWithGoogle(verified, true)).status).toBe(201)
      expect((await registerWithGoogle(unverified, false)).status).toBe(201)
      expect((await userRow(verified)).emailVerifiedAt).toEqual(now)
      const [row] = await testDatabase.database
        .select({ email: users.email })
        .from(users)
        .where(eq(users.googleSubject, `sub-${unverified}`))
      expect(row?.email).toBeNull()
    })
  })
})
