// The development outbox: without SMTP, mails become real messages on disk (parseable .eml, 0600 in a 0700
// folder), listed and shown at /dev/mail outside production; production never serves those pages.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../src/mail/transport.ts'
import { createTestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const league = 'ABA League'
const verifyLink = 'http://localhost:3000/sl/auth/verify-email?token=abc123'
const resetLink = 'http://localhost:3000/es/auth/reset-password?token=def456'

let folder: string
let outboxFolder: string
let database: TestDatabase

/** A clock that moves a second per mail, so the outbox's order is the order of sending. */
function steppingClock(start: string) {
  let moment = Date.parse(start)
  return () => new Date((moment += 1000))
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'league-outbox-'))
  outboxFolder = join(folder, 'outbox')
  database = await openTestDatabase('pglite')
  const mailer = createMailer({
    smtpUrl: undefined,
    outboxFolder,
    from: 'no-reply@localhost',
    now: steppingClock('2026-11-28T04:00:00Z'),
  })
  await mailer.send({
    kind: 'verify-email',
    to: 'mojca@example.com',
    language: 'sl',
    values: { name: '<img src=x onerror=alert(1)>', league, link: verifyLink },
  })
  await mailer.send({
    kind: 'reset-password',
    to: 'lucia@example.com',
    language: 'es',
    values: { name: 'Lucía', league, link: resetLink },
  })
})

afterAll(async () => {
  await database.dispose()
  rmSync(folder, { recursive: true, force: true })
})

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('given a mailer without SMTP', () => {
  it('should keep each mail as a message and a record that only the owner may read, in a folder only the owner may open', () => {
    const files = readdirSync(outboxFolder).toSorted()
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2)
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(2)
    expect(modeOf(outboxFolder)).toBe(0o700)
    expect(files.map((file) => [file, modeOf(join(outboxFolder, file))])).toEqual(files.map((file) => [file, 0o600]))
  })

  it('should write real messages a mail program opens: subject, both parts, the link, the language', async () => {
    const messages = readdirSync(outboxFolder).filter((file) => file.endsWith('.eml'))
    const parsed = await Promise.all(messages.map((file) => simpleParser(readFileSync(join(outboxFolder, file)))))
    const slovenian = parsed.find((mail) => mail.subject === 'Potrdite svoj e-naslov za ABA League')
    const spanish = parsed.find((mail) => mail.subject === 'Restablece tu contraseña en ABA League')

    expect(slovenian?.headers.get('content-language')).toBe('sl')
    expect(slovenian?.text).toContain(verifyLink)
    expect(slovenian?.html).toContain(`href="${verifyLink}"`)
    expect(slovenian?.html).toContain('Pozdravljeni, &lt;img src=x onerror=alert(1)&gt;!')
    expect(spanish?.text).toContain('Hola, Lucía:')
    expect(spanish?.html).toContain(`href="${resetLink}"`)
    expect(spanish?.to).toMatchObject({ text: 'lucia@example.com' })
    expect(spanish?.from?.value).toEqual([{ name: league, address: 'no-reply@localhost' }])
  })

  it('should make an existing outbox folder private again', async () => {
    const reused = join(folder, 'reused')
    mkdirSync(reused, { mode: 0o755 })
    chmodSync(reused, 0o755)
    await createMailer({ smtpUrl: undefined, outboxFolder: reused, from: 'no-reply@localhost' }).send({
      kind: 'password-changed',
      to: 'ana@example.com',
      language: 'en',
      values: { name: 'Ana', league },
    })
    expect(modeOf(reused)).toBe(0o700)
  })
})

const app = () => createTestApp(database.database, { outboxFolder })

describe('given the development outbox pages', () => {
  it('should list the mails newest first with date, recipient, subject and a link to each', async () => {
    const response = await app().request('/dev/mail')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain('2026-11-28 04:00:02')
    expect(page).toContain('lucia@example.com')
    expect(page.indexOf('Restablece tu contraseña en ABA League')).toBeLessThan(
      page.indexOf('Potrdite svoj e-naslov za ABA League'),
    )
    expect(page).toMatch(/href="\/dev\/mail\/\d{8}T\d{9}Z-[0-9a-f]{8}"/)
  })

  it('should show one mail, its HTML and its text, with the link clickable in both and the name still escaped', async () => {
    const list = await (await app().request('/dev/mail')).text()
    const id = /href="\/dev\/mail\/([^"/]+)">Potrdite/.exec(list)?.[1]
    const response = await app().request(`/dev/mail/${id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(
      page.match(new RegExp(`<a href="${verifyLink.replaceAll('?', '\\?')}"`, 'g'))?.length,
    ).toBeGreaterThanOrEqual(3)
    expect(page).not.toContain('<img')
    expect(page).toContain('Pozdravljeni, &lt;img src=x onerror=alert(1)&gt;!')

    const message = await app().request(`/dev/mail/${id}/message.eml`)
    expect(message.headers.get('Content-Type')).toBe('message/rfc822')
    expect((await simpleParser(Buffer.from(await message.arrayBuffer()))).subject).toBe(
      'Potrdite svoj e-naslov za ABA League',
    )
  })

  it('should answer 404 for an id that is not one of its mails, a path included', async () => {
    const paths = [
      '/dev/mail/20261128T040000000Z-00000000',
      '/dev/mail/..%2F..%2Fjwt-secret',
      '/dev/mail/x/message.eml',
    ]
    const statuses = await Promise.all(paths.map(async (path) => [path, (await app().request(path)).status]))
    expect(statuses).toEqual(paths.map((path) => [path, 404]))
  })

  it('should not exist in production, nor without an outbox', async () => {
    const production = createTestApp(database.database, { outboxFolder, production: true })
    const withoutOutbox = createTestApp(database.database)
    expect((await production.request('/dev/mail')).status).toBe(404)
    expect((await production.request('/dev/mail/20261128T040001000Z-00000000')).status).toBe(404)
    expect((await withoutOutbox.request('/dev/mail')).status).toBe(404)
  })
})
