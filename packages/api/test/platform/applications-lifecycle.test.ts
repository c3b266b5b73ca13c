// A team application from start to end through HTTP, on the imported ABA League 2022-23: staff create it
// for an existing club (prefilled from its season team, link mailed), the club saves sections, a submit with
// most of the form missing lists every problem at once, the club completes it and submits, staff ask for a
// change (mailed with the comments), the club fixes it and submits again; then the reject and withdraw ends,
// and the audit log of what staff did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { readStaffAudit } from '../../src/auth/staff-audit.ts'
import { formProblems } from '../../src/contract/team-application-form.ts'
import {
  completeForm,
  openApplicationsFixture,
  type ApplicationsFixture,
  type ErrorAnswer,
} from './applications-setup.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given the ABA League 2022-23 and a member of its staff on %s', (kind) => {
  let fixture: ApplicationsFixture

  beforeAll(async () => {
    fixture = await openApplicationsFixture({ kind })
  }, 120_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  it('should carry an application from creation through changes requested to a second submit', async () => {
    const { mailer } = fixture
    const created = await fixture.create({
      club: 'cedevita-olimpija',
      season: '2022-23',
      contactEmail: 'Office@Olimpija.example',
    })
    expect(created.link).toBe(`/en/applications/${created.uuid}/team`)
    expect(created.url).toBe(`http://localhost:3000/en/applications/${created.uuid}/team`)
    expect(created.view).toMatchObject({
      status: 'draft',
      version: 1,
      league: { name: 'ABA League' },
      season: { slug: '2022-23' },
      club: { slug: 'cedevita-olimpija', name: 'Cedevita Olimpija' },
      editable: true,
      revoked: false,
      contactEmail: 'office@olimpija.example',
    })
    // What the league knows of the club is already filled in: its name and its arena.
    expect(created.view.form.club).toMatchObject({ name: 'Cedevita Olimpija' })
    expect(created.view.form.arena).toMatchObject({ name: 'Arena Stožice', capacity: 12480 })
    expect(mailer.sent.at(-1)).toMatchObject({
      kind: 'application-invitation',
      to: 'office@olimpija.example',
      language: 'en',
      values: { club: 'Cedevita Olimpija', link: created.url },
    })

    const { uuid } = created
    const crest = await fixture.attachFile(uuid, 'crest')
    const registration = await fixture.attachFile(uuid, 'document')
    const safety = await fixture.attachFile(uuid, 'document')
    const form = completeForm({ crest, registration, safety })

    // Two sections saved as drafts; the rest still missing.
    const savedClub = await fixture.save(uuid, 'club', 1, form.club)
    expect(savedClub.status).toBe(200)
    const savedStaff = await fixture.save(uuid, 'staff', 2, { headCoach: { name: 'Zoran Coach' } })
    expect(savedStaff.status).toBe(200)
    const afterDrafts = await fixture.view(uuid)
    expect(afterDrafts.version).toBe(3)
    expect(afterDrafts.form.club).toEqual(form.club)
    expect(afterDrafts.progress.find((entry) => entry.section === 'club')).toEqual({
      section: 'club',
      complete: true,
      problems: 0,
    })

    // Submitting now lists every problem of every section at once, and changes nothing.
    const before = await fixture.row(uuid)
    const early = await fixture.club('POST', `/${uuid}/submit`, { version: 3 })
    expect(early.status).toBe(400)
    const earlyBody = (await early.json()) as ErrorAnswer
    expect(earlyBody.error.code).toBe('invalid_application')
    const expected = formProblems(afterDrafts.form, {
      rules: { minimumPlayers: 10, maximumPlayers: 16 },
      files: new Map([
        [crest, 'crest'],
        [registration, 'document'],
        [safety, 'document'],
      ]),
      today: new Date().toISOString().slice(0, 10),
    })
    expect(earlyBody.error.problems).toEqual(expected)
    expect(earlyBody.error.problems?.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        'contacts.president.email',
        'squad.players',
        'staff.doctor.name',
        'documents.files.registration-certificate',
      ]),
    )
    expect(earlyBody.error.fields?.['squad.players']).toBe('The squad needs at least 10 players.')
    expect(await fixture.row(uuid)).toEqual(before)

    // The club completes the form and submits.
    let version = 3
    for (const section of ['arena', 'contacts', 'squad', 'staff', 'documents'] as const) {
      const saved = await fixture.save(uuid, section, version, form[section])
      expect({ section, status: saved.status }).toEqual({ section, status: 200 })
      version += 1
    }
    const submitted = await fixture.club('POST', `/${uuid}/submit`, { version })
    expect(submitted.status).toBe(200)
    expect(await submitted.json()).toMatchObject({ status: 'submitted', editable: false, version: version + 1 })
    version += 1
    // Submitted: no more saves until the league asks for changes.
    const locked = await fixture.save(uuid, 'club', version, form.club)
    expect(locked.status).toBe(422)
    expect(((await locked.json()) as ErrorAnswer).error.code).toBe('application_not_editable')

    const listed = await fixture.staff('GET', '?status=submitted')
    const { applications } = (await listed.json()) as { applications: { uuid: string }[] }
    expect(applications.map((application) => application.uuid)).toContain(uuid)

    // Staff send it back with a comment; the mail reaches the contact address and the form's contacts.
    const sentBefore = mailer.sent.length
    const comments = { squad: 'Player4 needs the date of birth from the passport.' }
    const requested = await fixture.staff('POST', `/${uuid}/request-changes`, { version, comments })
    expect(requested.status).toBe(200)
    expect(await requested.json()).toMatchObject({ status: 'changes_requested', review: comments, editable: true })
    version += 1
    const changeMails = mailer.sent.slice(sentBefore)
    expect(changeMails.map((mail) => mail.to).sort()).toEqual([
      'manager@club.example',
      'office@olimpija.example',
      'president@club.example',
      'press@club.example',
    ])
    expect(changeMails[0]).toMatchObject({
      kind: 'application-changes',
      values: { comments, link: created.url, club: 'Cedevita Olimpija' },
    })
    expect((await fixture.view(uuid)).review).toEqual(comments)

    // The club fixes the squad and submits again.
    const fixedPlayers = form.squad.players?.map((player, index) =>
      index === 4 ? { ...player, dateOfBirth: '1994-05-17' } : player,
    )
    expect((await fixture.save(uuid, 'squad', version, { players: fixedPlayers })).status).toBe(200)
    version += 1
    const again = await fixture.club('POST', `/${uuid}/submit`, { version })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { status: string }).status).toBe('submitted')

    const { entries } = await readStaffAudit(fixture.database, { clientId: fixture.clientId, page: 1, pageSize: 10 })
    const ofThis = entries.filter((entry) => entry.entityId === uuid)
    expect(ofThis.map((entry) => entry.action)).toEqual(['application.request_changes', 'application.create'])
    expect(ofThis[0]).toMatchObject({
      actor: { name: 'League Office' },
      before: { status: 'submitted' },
      after: { status: 'changes_requested', review: comments },
    })
  })

  it('should reject a submitted application with a note the club reads on its link', async () => {
    const { uuid } = await fixture.create({ newClubName: 'KK Novi Klub', season: '2022-23' })
    const view = await fixture.view(uuid)
    expect(view).toMatchObject({ club: { slug: null, name: 'KK Novi Klub' }, form: {} })

    // Rejecting needs a submitted application (or one sent back) and a note.
    const tooEarly = await fixture.staff('POST', `/${uuid}/reject`, { version: 1, note: 'Incomplete' })
    expect(tooEarly.status).toBe(422)
    expect(((await tooEarly.json()) as ErrorAnswer).error.code).toBe('application_wrong_status')
    const noNote = await fixture.staff('POST', `/${uuid}/reject`, { version: 1, note: '  ' })
    expect(noNote.status).toBe(400)

    const crest = await fixture.attachFile(uuid, 'crest')
    const registration = await fixture.attachFile(uuid, 'document')
    const safety = await fixture.attachFile(uuid, 'document')
    const form = completeForm({ crest, registration, safety })
    let version = 1
    for (const section of ['club', 'arena', 'contacts', 'squad', 'staff', 'documents'] as const) {
      const saved = await fixture.save(uuid, section, version, form[section])
      expect({ section, status: saved.status }).toEqual({ section, status: 200 })
      version += 1
    }
    expect((await fixture.club('POST', `/${uuid}/submit`, { version })).status).toBe(200)
    version += 1

    const note = 'The arena does not meet the capacity the league requires.'
    const rejected = await fixture.staff('POST', `/${uuid}/reject`, { version, note })
    expect(rejected.status).toBe(200)
    expect(await fixture.view(uuid)).toMatchObject({ status: 'rejected', decisionNote: note, editable: false })
    // Decided: the club can no longer withdraw it.
    const withdraw = await fixture.club('POST', `/${uuid}/withdraw`, { version: version + 1 })
    expect(withdraw.status).toBe(422)
  })

  it('should let the club withdraw a draft, which then cannot be saved', async () => {
    const { uuid } = await fixture.create({ club: 'partizan', season: '2022-23', expiresInDays: 7 })
    const withdrawn = await fixture.club('POST', `/${uuid}/withdraw`, { version: 1 })
    expect(withdrawn.status).toBe(200)
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn', version: 2, editable: false })
    const save = await fixture.save(uuid, 'club', 2, { name: 'Partizan' })
    expect(save.status).toBe(422)
    const staffView = await fixture.staffView(uuid)
    expect(staffView.status).toBe('withdrawn')
  })
})
