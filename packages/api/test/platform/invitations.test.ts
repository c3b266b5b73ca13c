// Roles by invitation: registering someone's address first makes no one operator. The invitation is
// accepted only by a verified account with the invited address, once, before it expires; removing the role
// refuses the next live event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inviteToRole } from '../../src/auth/role-invitations.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import { grantOperator, OperatorError, removeOperator } from '../../src/live/operators.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const [kind] = await availableDatabaseKinds()

type ErrorBody = { error: { code: string; message: string } }

async function refusal(response: Response) {
  return { status: response.status, code: ((await response.json()) as ErrorBody).error.code }
}

describe(`given invitations to the operator role on ${kind}`, () => {
  let testDatabase: TestDatabase
  let app: TestApp
  const mailer = createRecordingMailer()

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind ?? 'pglite')
    app = createTestApp(testDatabase.database, { mailer })
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  /** Invites the address and answers the token of the mailed link. */
  async function invite(email: string, now?: Date): Promise<string> {
    await inviteToRole(testDatabase.database, mailer, {
      email,
      clientSlug: 'aba',
      ...(now === undefined ? {} : { now }),
    })
    const mail = mailer.sent.at(-1)
    expect(mail?.kind).toBe('role-invitation')
    expect(mail?.to).toBe(email)
    const { link: address } = (mail?.values ?? { link: '' }) as { link: string }
    const link = new URL(address)
    expect(link.origin).toBe(abaOrigin)
    expect(link.pathname).toBe('/en/operator/invitation')
    return link.searchParams.get('token') ?? ''
  }

  const accept = (token: string, accessToken: string) =>
    app.request(
      '/v2/website/user/invitations/accept',
      jsonRequest('POST', { token }, { Authorization: `Bearer ${accessToken}` }),
    )

  const postEvent = (accessToken: string) =>
    app.request(
      '/v2/live/games/no-such-game/events',
      jsonRequest(
        'POST',
        {
          idempotencyKey: `invitation-${Date.now()}`,
          expectedSequence: 0,
          event: { type: 'starting_lineup', teamId: 'PAR', playerIds: ['4144', '4119', '3881', '3597', '3194'] },
        },
        { Authorization: `Bearer ${accessToken}` },
      ),
    )

  it('should refuse the invitation to an account whose address is not verified, even the invited one', async () => {
    const email = uniqueEmail('scorer')
    const attacker = await signUp(app, email)
    const token = await invite(email)
    const refused = await accept(token, attacker)
    expect(refused.status).toBe(403)
    const body = (await refused.json()) as ErrorBody
    expect(body.error.code).toBe('email_not_verified')
    expect(body.error.message).toMatch(/Confirm your e-mail address first/)
    expect((await postEvent(attacker)).status).toBe(403)
  })

  it('should refuse a verified account with another address', async () => {
    const otherEmail = uniqueEmail('other')
    const other = await signUp(app, otherEmail)
    await markAddressVerified(testDatabase.database, otherEmail)
    const token = await invite(uniqueEmail('invited'))
    expect(await refusal(await accept(token, other))).toEqual({ status: 403, code: 'wrong_account' })
  })

  it('should grant the role to the verified invited account, once, and remove it for the next event', async () => {
    const email = uniqueEmail('scorer')
    const scorer = await signUp(app, email)
    await markAddressVerified(testDatabase.database, email)
    const token = await invite(email)

    const shown = await app.request(
      '/v2/website/user/invitations/show',
      jsonRequest('POST', { token }, { Authorization: `Bearer ${scorer}` }),
    )
    expect(await shown.json()).toEqual({ role: 'operator', league: 'ABA League', email })

    const accepted = await accept(token, scorer)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ role: 'operator', league: 'ABA League' })
    // An operator gets past the role check: the game itself is what is missing.
    expect((await postEvent(scorer)).status).toBe(404)
    expect(await refusal(await accept(token, scorer))).toEqual({ status: 400, code: 'invitation_used' })

    expect(await removeOperator(testDatabase.database, email, 'aba')).toBe(true)
    expect(await refusal(await postEvent(scorer))).toEqual({ status: 403, code: 'not_operator' })
  })

  it('should refuse an expired invitation and a made-up one with 400', async () => {
    const email = uniqueEmail('late')
    const scorer = await signUp(app, email)
    await markAddressVerified(testDatabase.database, email)
    const token = await invite(email, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000))
    expect(await refusal(await accept(token, scorer))).toEqual({ status: 400, code: 'invitation_expired' })
    expect(await refusal(await accept('made-up', scorer))).toEqual({ status: 400, code: 'invitation_invalid' })
  })

  it('should withdraw a pending invitation when the role is removed before it is accepted', async () => {
    const email = uniqueEmail('withdrawn')
    const scorer = await signUp(app, email)
    await markAddressVerified(testDatabase.database, email)
    const token = await invite(email)
    expect(await removeOperator(testDatabase.database, email, 'aba')).toBe(false)
    expect(await refusal(await accept(token, scorer))).toEqual({ status: 400, code: 'invitation_invalid' })
  })

  it('should refuse a direct grant (fixtures) to an unverified account', async () => {
    const email = uniqueEmail('unverified')
    await signUp(app, email)
    await expect(grantOperator(testDatabase.database, email, 'aba')).rejects.toBeInstanceOf(OperatorError)
    expect(await findUserByEmail(testDatabase.database, email)).toMatchObject({ emailVerifiedAt: null })
  })
})
