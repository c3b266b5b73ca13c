// The refusals of a team application, each with the stored row read before and after to show nothing was
// written: a wrong, revoked or expired link (one 404 that never says whether it existed), duplicate shirt
// numbers, a date of birth in the future, an e-mail and a phone that are not, a malformed body, a submit with
// sections missing, a stale version (409, also for two saves racing), and the rate limit of the links.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { teamApplications } from '../../src/db/schema/applications.ts'
import { createTestApp, jsonRequest } from '../helpers/app.ts'
import {
  completeForm,
  openApplicationsFixture,
  type ApplicationsFixture,
  type ErrorAnswer,
} from './applications-setup.ts'

const notFoundMessage =
  'No application at this link. It may have expired or been withdrawn; ask the league for a new link.'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given team applications of the ABA League on %s', (kind) => {
  let fixture: ApplicationsFixture

  beforeAll(async () => {
    fixture = await openApplicationsFixture({ kind })
  }, 120_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  /** Sends a refused request and checks its answer and that the stored application did not change. */
  async function expectRefused(uuid: string, send: () => Response | Promise<Response>, status: number, code: string) {
    const before = await fixture.row(uuid)
    const response = await send()
    const body = (await response.json()) as ErrorAnswer
    expect({ status: response.status, code: body.error.code }).toEqual({ status, code })
    expect(await fixture.row(uuid)).toEqual(before)
    return body.error
  }

  const count = async () => (await fixture.database.select().from(teamApplications)).length

  const newDraft = async () => (await fixture.create({ club: 'mega', season: '2022-23' })).uuid

  describe('when the link is wrong, revoked or expired', () => {
    it('should answer the same 404 to every route, and write nothing', async () => {
      const revoked = await newDraft()
      expect((await fixture.staff('POST', `/${revoked}/revoke`, { version: 1 })).status).toBe(200)
      const expired = await newDraft()
      await fixture.database
        .update(teamApplications)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(teamApplications.uuid, expired))

      const answers = []
      for (const uuid of [randomUUID(), revoked, expired]) {
        for (const send of [
          () => fixture.club('GET', `/${uuid}`),
          () => fixture.save(uuid, 'club', 1, { name: 'Taken over' }),
          () => fixture.club('POST', `/${uuid}/submit`, { version: 2 }),
          () => fixture.club('POST', `/${uuid}/withdraw`, { version: 2 }),
        ]) {
          const before = await fixture.row(uuid)
          const response = await send()
          answers.push({ status: response.status, body: await response.json() })
          expect(await fixture.row(uuid)).toEqual(before)
        }
      }
      expect(answers).toHaveLength(12)
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 404,
          body: { error: { code: 'application_not_found', message: notFoundMessage } },
        })
      }
      // Staff still see both, marked.
      expect(await fixture.staffView(revoked)).toMatchObject({ revoked: true, editable: false })
      expect(await fixture.staffView(expired)).toMatchObject({ expired: true, editable: false })
    })
  })

  describe('when a section holds a malformed value', () => {
    it('should refuse duplicate shirt numbers and a date of birth in the future, by field', async () => {
      const uuid = await newDraft()
      const players = completeForm({ crest: '', registration: '', safety: '' }).squad.players ?? []
      const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      const squad = {
        players: [
          players[0],
          { ...players[1], shirtNumber: players[0]?.shirtNumber },
          { ...players[2], dateOfBirth: tomorrow },
        ],
      }
      const error = await expectRefused(uuid, () => fixture.save(uuid, 'squad', 1, squad), 400, 'invalid_application')
      expect(error.problems).toEqual([
        { path: 'squad.players.1.shirtNumber', code: 'duplicate_shirt_number', values: { number: '4' } },
        { path: 'squad.players.2.dateOfBirth', code: 'future_date' },
      ])
      expect(error.fields).toEqual({
        'squad.players.1.shirtNumber': 'Shirt number 4 is taken by another player.',
        'squad.players.2.dateOfBirth': 'A date of birth cannot be in the future.',
      })
    })

    it('should refuse an e-mail and a phone that are not one', async () => {
      const uuid = await newDraft()
      const contacts = { president: { name: 'Ana', email: 'ana at club', phone: '12345' } }
      const error = await expectRefused(
        uuid,
        () => fixture.save(uuid, 'contacts', 1, contacts),
        400,
        'invalid_application',
      )
      expect(error.problems).toEqual([
        { path: 'contacts.president.email', code: 'invalid_email' },
        { path: 'contacts.president.phone', code: 'invalid_phone' },
      ])
    })

    it('should refuse values of the wrong shape or length, and a file that is not the application’s', async () => {
      const uuid = await newDraft()
      const tooLong = await expectRefused(
        uuid,
        () => fixture.save(uuid, 'club', 1, { name: 'x'.repeat(500), shortName: 7 }),
        400,
        'invalid_application',
      )
      expect(tooLong.problems).toEqual([
        { path: 'club.name', code: 'malformed' },
        { path: 'club.shortName', code: 'malformed' },
      ])
      const stranger = await expectRefused(
        uuid,
        () => fixture.save(uuid, 'club', 1, { crestFileId: randomUUID() }),
        400,
        'invalid_application',
      )
      expect(stranger.problems).toEqual([{ path: 'club.crestFileId', code: 'unknown_file' }])
      await expectRefused(
        uuid,
        () => fixture.club('PUT', `/${uuid}/sections/trophies`, { version: 1, data: {} }),
        400,
        'invalid_request',
      )
    })

    it('should keep a draft whose values are only missing', async () => {
      const uuid = await newDraft()
      const saved = await fixture.save(uuid, 'contacts', 1, { president: { name: 'Ana' } })
      expect(saved.status).toBe(200)
      expect((await fixture.row(uuid))?.form.contacts).toEqual({ president: { name: 'Ana' } })
    })
  })

  describe('when the club submits with sections missing', () => {
    it('should list every problem at once and leave the draft as it was', async () => {
      const uuid = (await fixture.create({ newClubName: 'KK Prazan', season: '2022-23' })).uuid
      const error = await expectRefused(
        uuid,
        () => fixture.club('POST', `/${uuid}/submit`, { version: 1 }),
        400,
        'invalid_application',
      )
      const paths = error.problems?.map((problem) => problem.path) ?? []
      for (const section of ['club.', 'arena.', 'contacts.', 'squad.', 'staff.', 'documents.']) {
        expect(paths.some((path) => path.startsWith(section))).toBe(true)
      }
      expect(Object.keys(error.fields ?? {})).toEqual([...new Set(paths)])
    })
  })

  describe('when two people edit the same application', () => {
    it('should refuse the stale version with 409 and write nothing', async () => {
      const uuid = await newDraft()
      expect((await fixture.save(uuid, 'arena', 1, { name: 'Hala Mega' })).status).toBe(200)
      const error = await expectRefused(
        uuid,
        () => fixture.save(uuid, 'arena', 1, { name: 'Aleksandar Nikolić' }),
        409,
        'application_changed',
      )
      expect(error.message).toBe(
        'This application was changed by someone else since you opened it. Reload to see the changes; what you typed is still on this page.',
      )
      await expectRefused(
        uuid,
        () => fixture.staff('POST', `/${uuid}/revoke`, { version: 1 }),
        409,
        'application_changed',
      )
    })

    it('should let exactly one of two saves racing with the same version win', async () => {
      const uuid = await newDraft()
      const answers = await Promise.all([
        fixture.save(uuid, 'arena', 1, { name: 'First' }),
        fixture.save(uuid, 'arena', 1, { name: 'Second' }),
      ])
      expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409])
      expect((await fixture.row(uuid))?.version).toBe(2)
    })
  })

  describe('when someone not staff calls the staff routes', () => {
    it('should answer 401 signed out and 403 to a fan, and create nothing', async () => {
      const uuid = await newDraft()
      const before = await count()
      const body = { club: 'mega', season: '2022-23' }
      for (const [token, status] of [
        [null, 401],
        [fixture.fanToken, 403],
      ] as const) {
        expect((await fixture.staff('GET', '', undefined, token)).status).toBe(status)
        expect((await fixture.staff('POST', '', body, token)).status).toBe(status)
        expect((await fixture.staff('GET', `/${uuid}`, undefined, token)).status).toBe(status)
        await expectRefused(
          uuid,
          () => fixture.staff('POST', `/${uuid}/revoke`, { version: 1 }, token),
          status,
          status === 401 ? 'unauthenticated' : 'not_staff',
        )
      }
      expect(await count()).toBe(before)
    })
  })

  describe('when staff create an application with unknown names', () => {
    it('should say which clubs and seasons there are', async () => {
      const club = await fixture.staff('POST', '', { club: 'real-madrid', season: '2022-23' })
      expect(club.status).toBe(400)
      expect(((await club.json()) as ErrorAnswer).error.message).toMatch(/^No club "real-madrid"; clubs: .*mega/)
      const season = await fixture.staff('POST', '', { club: 'mega', season: '1999-00' })
      expect(((await season.json()) as ErrorAnswer).error.message).toBe('No season "1999-00"; seasons: 2022-23.')
      const both = await fixture.staff('POST', '', { club: 'mega', newClubName: 'Mega 2', season: '2022-23' })
      expect(both.status).toBe(400)
      const expiry = await fixture.staff('POST', '', { club: 'mega', season: '2022-23', expiresInDays: 121 })
      expect(expiry.status).toBe(400)
    })
  })

  describe('when one address asks too often', () => {
    it('should answer 429 with Retry-After past the limit of the links', async () => {
      const limited = createTestApp(fixture.database, { applicationRequestsPerMinute: 2 })
      const uuid = await newDraft()
      const answers = []
      for (let attempt = 0; attempt < 3; attempt += 1) {
        answers.push(await limited.request(`/v2/website/applications/${uuid}`, jsonRequest('GET', undefined)))
      }
      const statuses = answers.map((answer) => answer.status)
      expect(Number(answers[2]?.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(statuses).toEqual([200, 200, 429])
    })
  })
})
