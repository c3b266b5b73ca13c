// The application mails as the club receives them over SMTP (an in-process server): the link when staff create
// the application, and the staff's comments per section with the link when they ask for changes, written in
// the league's first language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../src/mail/transport.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts'
import { completeForm, openApplicationsFixture, type ApplicationsFixture } from './applications-setup.ts'

describe('given the ABA League sending application mails over SMTP', () => {
  let fixture: ApplicationsFixture
  let smtp: TestSmtpServer

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: /^refused-/ })
    const deliver = createMailer({ smtpUrl: smtp.url, outboxFolder: 'unused', from: 'ABA League <no-reply@localhost>' })
    fixture = await openApplicationsFixture({ deliver })
  }, 120_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
    await smtp.close()
  })

  const received = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address))

  it('should mail the link, then the comments per section and the link when staff ask for changes', async () => {
    const created = await fixture.create({ club: 'zadar', season: '2022-23', contactEmail: 'office@kkzadar.example' })
    expect(created.mailed).toBe(true)
    const [invitation] = received('office@kkzadar.example')
    expect(invitation?.parsed.subject).toBe('Register Zadar for 2022-23 in ABA League')
    expect(invitation?.parsed.text).toContain(created.url)

    const { uuid } = created
    const form = completeForm({
      crest: await fixture.attachFile(uuid, 'crest'),
      registration: await fixture.attachFile(uuid, 'document'),
      safety: await fixture.attachFile(uuid, 'document'),
    })
    let version = 1
    for (const section of ['club', 'arena', 'contacts', 'squad', 'staff', 'documents'] as const) {
      expect((await fixture.save(uuid, section, version, form[section])).status).toBe(200)
      version += 1
    }
    expect((await fixture.club('POST', `/${uuid}/submit`, { version })).status).toBe(200)
    version += 1

    const comments = { arena: 'Send the capacity after the renovation.', documents: 'The certificate is not signed.' }
    const requested = await fixture.staff('POST', `/${uuid}/request-changes`, { version, comments })
    expect(requested.status).toBe(200)

    for (const address of ['office@kkzadar.example', 'president@club.example', 'press@club.example']) {
      const [mail] = received(address).filter((candidate) => candidate.parsed.subject?.startsWith('Changes needed'))
      expect(mail?.parsed.subject).toBe('Changes needed in the application of Zadar for 2022-23')
      expect(mail?.parsed.text).toContain('Arena: Send the capacity after the renovation.')
      expect(mail?.parsed.text).toContain('Documents: The certificate is not signed.')
      expect(mail?.parsed.text).toContain(created.url)
    }
  })

  it('should refuse a request for changes without a comment, or of an application not submitted', async () => {
    const { uuid } = await fixture.create({ club: 'split', season: '2022-23' })
    const empty = await fixture.staff('POST', `/${uuid}/request-changes`, { version: 1, comments: {} })
    expect(empty.status).toBe(400)
    const draft = await fixture.staff('POST', `/${uuid}/request-changes`, { version: 1, comments: { club: 'Fix' } })
    expect(draft.status).toBe(422)
    expect((await fixture.row(uuid))?.version).toBe(1)
  })

  it('should create the application even when the mail server refuses the link, and say it was not mailed', async () => {
    const created = await fixture.create({
      club: 'igokea',
      season: '2022-23',
      contactEmail: 'refused-office@igokea.example',
    })
    expect(created.mailed).toBe(false)
    expect(received('refused-office@igokea.example')).toEqual([])
    expect((await fixture.view(created.uuid)).status).toBe('draft')
  })
})
