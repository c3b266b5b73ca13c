// The staff role per client: granted by invitation to a verified account (as the operator role), checked on
// every staff route (401 signed out, 403 for anyone not staff of the request's client), and an audit log of
// who changed what, when, before and after, which staff read newest first, page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inviteToRole } from '../../src/auth/role-invitations.ts'
import { removeStaff } from '../../src/auth/staff.ts'
import { recordStaffChange } from '../../src/auth/staff-audit.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import type { StaffAuditPage } from '../../src/contract/staff.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  ligaSurOrigin,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const kinds = await availableDatabaseKinds()

type ErrorBody = { error: { code: string; message: string } }

describe.each(kinds)('given the staff role on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  const mailer = createRecordingMailer()

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    app = createTestApp(testDatabase.database, { mailer })
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  /** Invites the address to the staff role of a client and answers the token of the mailed link. */
  async function invite(email: string, clientSlug = 'aba'): Promise<string> {
    await inviteToRole(testDatabase.database, mailer, { email, clientSlug, role: 'staff' })
    const mail = mailer.sent.at(-1)
    expect(mail).toMatchObject({ kind: 'role-invitation', to: email, values: { role: 'staff' } })
    const { link } = (mail?.values ?? { link: '' }) as { link: string }
    return new URL(link).searchParams.get('token') ?? ''
  }

  const accept = (token: string, accessToken: string, origin = abaOrigin) =>
    app.request(
      '/v2/website/user/invitations/accept',
      jsonRequest('POST', { token }, { Authorization: `Bearer ${accessToken}`, Origin: origin }),
    )

  const audit = (accessToken: string | undefined, query = '', origin = abaOrigin) =>
    app.request(`/v2/website/staff/audit${query}`, {
      headers: {
        Origin: origin,
        ...(accessToken === undefined ? {} : { Authorization: `Bearer ${accessToken}` }),
      },
    })

  /** A verified account of the ABA League made staff through its invitation; answers its access token. */
  async function staffMember(label: string, name: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(label)
    const token = await signUp(app, email, { name })
    await markAddressVerified(testDatabase.database, email)
    expect((await accept(await invite(email), token)).status).toBe(200)
    return { email, token }
  }

  it('should refuse the staff invitation to an unverified account, and the audit log to it', async () => {
    const email = uniqueEmail('unverified-staff')
    const token = await signUp(app, email)
    const refused = await accept(await invite(email), token)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as ErrorBody).error.code).toBe('email_not_verified')
    expect((await audit(token)).status).toBe(403)
  })

  it('should grant the role to the verified invited account and record the grant with before and after', async () => {
    const { email, token } = await staffMember('secretary', 'Ana Secretary')
    const answer = await audit(token, '?entity=staff')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toMatch(/private/)
    const page = (await answer.json()) as StaffAuditPage
    const user = await findUserByEmail(testDatabase.database, email)
    const grant = page.entries.find((entry) => entry.entityId === user?.uuid)
    expect(grant).toMatchObject({
      actor: { name: 'Ana Secretary', email },
      action: 'staff.grant',
      entityType: 'staff',
      before: null,
      after: { role: 'staff', email, name: 'Ana Secretary' },
    })
    expect(Date.now() - Date.parse(grant?.at ?? '')).toBeLessThan(60_000)

    // The invitation itself is recorded too, by the command line ("system": no account).
    const invitations = (await (await audit(token, '?entity=staff_invitation')).json()) as StaffAuditPage
    expect(invitations.entries.find((entry) => entry.entityId === email)).toMatchObject({
      actor: null,
      action: 'staff.invite',
      before: null,
      after: { role: 'staff', email },
    })
  })

  it('should record a removal by the command line and refuse the next staff request', async () => {
    const removed = await staffMember('leaving', 'Leaving Staff')
    const reader = await staffMember('reader', 'Reading Staff')
    expect(await removeStaff(testDatabase.database, removed.email, 'aba')).toBe(true)
    expect(await removeStaff(testDatabase.database, removed.email, 'aba')).toBe(false)

    const refused = await audit(removed.token)
    expect(refused.status).toBe(403)
    const body = (await refused.json()) as ErrorBody
    expect(body.error.code).toBe('not_staff')
    expect(body.error.message).toMatch(/not staff of ABA League/)

    const page = (await (await audit(reader.token, '?entity=staff')).json()) as StaffAuditPage
    const user = await findUserByEmail(testDatabase.database, removed.email)
    const entries = page.entries.filter((entry) => entry.entityId === user?.uuid)
    // Newest first: the removal, then the grant; one removal only, the second one found no role.
    expect(entries.map((entry) => entry.action)).toEqual(['staff.remove', 'staff.grant'])
    expect(entries[0]).toMatchObject({
      actor: null,
      before: { role: 'staff', email: removed.email, name: 'Leaving Staff' },
      after: null,
    })
  })

  it('should answer 401 without sign-in, 403 to a fan and to staff of another client', async () => {
    expect((await audit(undefined)).status).toBe(401)
    const fanEmail = uniqueEmail('fan')
    const fan = await signUp(app, fanEmail)
    await markAddressVerified(testDatabase.database, fanEmail)
    expect((await audit(fan)).status).toBe(403)

    // Staff of the ABA League are nobody in Liga Sur, and the other way round.
    const aba = await staffMember('aba-staff', 'ABA Staff')
    const abaOnLigaSur = await signUp(app, aba.email, { origin: ligaSurOrigin })
    const refused = await audit(abaOnLigaSur, '', ligaSurOrigin)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/not staff of Liga Sur/)

    const ligaSurEmail = uniqueEmail('liga-sur-staff')
    const ligaSurToken = await signUp(app, ligaSurEmail, { origin: ligaSurOrigin })
    await markAddressVerified(testDatabase.database, ligaSurEmail)
    const ligaSurInvitation = await invite(ligaSurEmail, 'liga-sur')
    expect((await accept(ligaSurInvitation, ligaSurToken, ligaSurOrigin)).status).toBe(200)
    expect((await audit(ligaSurToken, '', ligaSurOrigin)).status).toBe(200)
    const ligaSurOnAba = await signUp(app, ligaSurEmail)
    expect((await audit(ligaSurOnAba)).status).toBe(403)
  })

  it('should page the log newest first, 50 a page, and refuse a page that is no number with 400', async () => {
    const reader = await staffMember('pager', 'Paging Staff')
    const user = await findUserByEmail(testDatabase.database, reader.email)
    const [aba] = await testDatabase.database.query.clients.findMany({
      where: (clients, { eq }) => eq(clients.slug, 'aba'),
    })
    const start = Date.now() - 60 * 60 * 1000
    for (let index = 1; index <= 55; index += 1) {
      await recordStaffChange(testDatabase.database, {
        clientId: aba?.id ?? 0,
        userId: user?.id ?? null,
        action: 'note.edit',
        entityType: 'note',
        entityId: `note-${index}`,
        before: { text: `draft ${index}` },
        after: { text: `final ${index}` },
        at: new Date(start + index * 1000),
      })
    }
    const first = (await (await audit(reader.token, '?entity=note')).json()) as StaffAuditPage
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 55 })
    expect(first.entries).toHaveLength(50)
    expect(first.entries[0]).toMatchObject({ entityId: 'note-55', before: { text: 'draft 55' } })
    const second = (await (await audit(reader.token, '?entity=note&page=2')).json()) as StaffAuditPage
    expect(second.entries.map((entry) => entry.entityId)).toEqual(['note-5', 'note-4', 'note-3', 'note-2', 'note-1'])
    expect(second.entries[0]?.actor).toEqual({ name: 'Paging Staff', email: reader.email })

    expect((await audit(reader.token, '?page=first')).status).toBe(400)
    expect((await audit(reader.token, '?entity=Not%20a%20type')).status).toBe(400)
  })
})
