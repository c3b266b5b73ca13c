// The mail transport over real SMTP: each kind of mail goes to an in-process smtp-server and is read back
// with mailparser as a recipient's reader would see it — subject, plain text, HTML, the link, the language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailKind, MailValues } from '../../src/mail/mail.ts'
import { composeMail } from '../../src/mail/compose.ts'
import { createMailer, MailDeliveryError, maskAddress } from '../../src/mail/transport.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts'

const league = 'ABA League'
const siteLink = (language: string, page: string) =>
  `http://localhost:3000/${language}/${page}?token=t0k3n-${page.length}`

function valuesOf<Kind extends MailKind>(kind: Kind, language: string): MailValues[Kind] {
  const values: MailValues = {
    'verify-email': { name: 'Jovana', league, link: siteLink(language, 'auth/verify-email') },
    'claim-account': { name: 'Jovana', league, link: siteLink(language, 'auth/reset-password') },
    'reset-password': { name: 'Jovana', league, link: siteLink(language, 'auth/reset-password') },
    'password-changed': { name: 'Jovana', league },
    'role-invitation': { league, role: 'operator', link: siteLink(language, 'operator/invitation') },
    'application-invitation': {
      league,
      club: 'Partizan',
      season: '2023-24',
      link: siteLink(language, 'applications/1/team'),
      expiresOn: '2026-12-28',
    },
    'application-changes': {
      league,
      club: 'Partizan',
      season: '2023-24',
      link: siteLink(language, 'applications/1/team'),
      comments: { squad: 'Add the date of birth of every player' },
    },
  }
  return values[kind]
}

/** What a Serbian and a Russian reader see in their inbox, written out so a wrong language cannot pass. */
const expectedSubjects: Record<'sr' | 'ru', Record<MailKind, string>> = {
  sr: {
    'verify-email': 'Potvrdite svoju imejl adresu za ABA League',
    'claim-account': 'Neko je pokušao da registruje vašu adresu na sajtu ABA League',
    'reset-password': 'Promena lozinke na sajtu ABA League',
    'password-changed': 'Vaša lozinka na sajtu ABA League je promenjena',
    'role-invitation': 'Poziv da budete zapisničar na sajtu ABA League',
    'application-invitation': 'Prijava kluba Partizan za sezonu 2023-24 u ligi ABA League',
    'application-changes': 'Potrebne su izmene u prijavi kluba Partizan za sezonu 2023-24',
  },
  ru: {
    'verify-email': 'Подтвердите адрес электронной почты для ABA League',
    'claim-account': 'Кто-то пытался зарегистрировать ваш адрес на сайте ABA League',
    'reset-password': 'Сброс пароля на сайте ABA League',
    'password-changed': 'Ваш пароль на сайте ABA League изменён',
    'role-invitation': 'Приглашение стать секретарём на сайте ABA League',
    'application-invitation': 'Заявка клуба Partizan на сезон 2023-24 в лиге ABA League',
    'application-changes': 'Нужны изменения в заявке клуба Partizan на сезон 2023-24',
  },
}

const kinds = Object.keys(expectedSubjects.sr) as MailKind[]

let smtp: TestSmtpServer
let counter = 0
const nextAddress = () => `reader-${++counter}@example.com`

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: /^refused-/ })
})
afterAll(async () => {
  await smtp.close()
})

function receivedBy(address: string) {
  const mail = smtp.received.find((received) => received.envelopeTo.includes(address))
  if (mail === undefined) {
    throw new Error(`No mail reached ${address}`)
  }
  return mail.parsed
}

const mailer = () => createMailer({ smtpUrl: smtp.url, outboxFolder: 'unused', from: 'no-reply@localhost' })

describe('given a mailer over SMTP', () => {
  describe.each(['sr', 'ru'] as const)('when it sends every kind of mail in %s', (language) => {
    it.each(kinds)('should deliver %s with its subject, both parts, the link and the language', async (kind) => {
      const to = nextAddress()
      const values = valuesOf(kind, language)
      await mailer().send({ kind, to, language, values })

      const parsed = receivedBy(to)
      expect(parsed.subject).toBe(expectedSubjects[language][kind])
      expect(parsed.headers.get('content-language')).toBe(language)
      expect(parsed.html).toContain(`<html lang="${language}">`)
      // The name (not in an invitation) and the link (not in the notice of a changed password) in both parts.
      const name = 'name' in values ? [values.name] : []
      const link = 'link' in values ? [values.link] : []
      for (const piece of [league, ...name, ...link]) {
        expect(parsed.text).toContain(piece)
      }
      for (const piece of [...name, ...link.map((address) => `href="${address}"`)]) {
        expect(parsed.html).toContain(piece)
      }
      // A button exactly when there is a link.
      expect(String(parsed.html).includes('href=')).toBe(link.length > 0)
    })
  })

  it('should write in English for a language the mails are not written in, and by the base of a regional tag', async () => {
    const german = nextAddress()
    const serbianLatin = nextAddress()
    await mailer().send({
      kind: 'reset-password',
      to: german,
      language: 'de',
      values: valuesOf('reset-password', 'de'),
    })
    await mailer().send({
      kind: 'reset-password',
      to: serbianLatin,
      language: 'sr-Latn',
      values: valuesOf('reset-password', 'sr'),
    })

    expect(receivedBy(german).subject).toBe('Reset your password on ABA League')
    expect(receivedBy(german).headers.get('content-language')).toBe('en')
    expect(receivedBy(serbianLatin).subject).toBe('Promena lozinke na sajtu ABA League')
  })

  it('should send under the league name when MAIL_FROM is a bare address, and as given when it names itself', async () => {
    const bare = nextAddress()
    const named = nextAddress()
    await mailer().send({
      kind: 'password-changed',
      to: bare,
      language: 'en',
      values: valuesOf('password-changed', 'en'),
    })
    await createMailer({ smtpUrl: smtp.url, outboxFolder: 'unused', from: 'League Office <office@localhost>' }).send({
      kind: 'password-changed',
      to: named,
      language: 'en',
      values: valuesOf('password-changed', 'en'),
    })

    expect(receivedBy(bare).from?.value).toEqual([{ name: league, address: 'no-reply@localhost' }])
    expect(receivedBy(named).from?.value).toEqual([{ name: 'League Office', address: 'office@localhost' }])
  })

  it('should escape a name that holds markup in the HTML part and keep it as written in the text', async () => {
    const to = nextAddress()
    const name = '<script>alert("x")</script> & <b>Ana</b>'
    await mailer().send({
      kind: 'verify-email',
      to,
      language: 'fr',
      values: { name, league, link: siteLink('fr', 'auth/verify-email') },
    })

    const parsed = receivedBy(to)
    expect(parsed.html).not.toContain('<script>')
    expect(parsed.html).not.toContain('<b>Ana')
    expect(parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Ana&lt;/b&gt;')
    expect(parsed.text).toContain(`Bonjour ${name},`)
  })

  it('should refuse to put a link that is not http(s) behind a button', async () => {
    const values = { name: 'Ana', league, link: 'javascript:alert(1)' }
    await expect(mailer().send({ kind: 'verify-email', to: nextAddress(), language: 'en', values })).rejects.toThrow(
      'A mail link must be http(s)',
    )
  })
})

describe('given an SMTP server that refuses the mail', () => {
  it('should reject with a MailDeliveryError and log the failure without the recipient’s address', async () => {
    const lines: string[] = []
    const previous = setLogWriter((line) => lines.push(line))
    const to = 'refused-jovana.petrovic@example.com'
    try {
      const sending = createMailer({ smtpUrl: smtp.url, outboxFolder: 'unused', from: 'no-reply@localhost' }).send({
        kind: 'reset-password',
        to,
        language: 'en',
        values: valuesOf('reset-password', 'en'),
      })
      const error = await sending.then(
        () => undefined,
        (rejection: unknown) => rejection,
      )
      expect(error).toBeInstanceOf(MailDeliveryError)
      expect((error as MailDeliveryError).code).toBe('EENVELOPE')
      expect((error as Error).message).not.toContain(to)
    } finally {
      setLogWriter(previous)
    }
    const logged = lines.join('\n')
    expect(logged).toContain('mail not sent')
    expect(logged).toContain('r***@e***.com')
    expect(logged).not.toContain('jovana')
  })

  it('should reject with a MailDeliveryError when no SMTP server answers', async () => {
    const gone = await startTestSmtpServer()
    await gone.close()
    const previous = setLogWriter(() => {})
    try {
      const sending = createMailer({ smtpUrl: gone.url, outboxFolder: 'unused', from: 'no-reply@localhost' }).send({
        kind: 'password-changed',
        to: nextAddress(),
        language: 'en',
        values: valuesOf('password-changed', 'en'),
      })
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError)
    } finally {
      setLogWriter(previous)
    }
  })
})

describe('maskAddress', () => {
  it.each([
    ['jovana.petrovic@example.com', 'j***@e***.com'],
    ['a@b.rs', 'a***@b***.rs'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('should show %s as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked)
  })
})

describe('given the wording in every language', () => {
  const languages = ['sr', 'sl', 'es', 'fr', 'ru'] as const

  it.each(languages)('should write every kind in %s in its own words, with the link in both parts', (language) => {
    for (const kind of kinds) {
      const values = valuesOf(kind, language)
      const written = composeMail({ kind, to: 'reader@example.com', language, values })
      const inEnglish = composeMail({ kind, to: 'reader@example.com', language: 'en', values })
      expect(written.language).toBe(language)
      expect(written.subject).not.toBe(inEnglish.subject)
      expect(written.text).not.toBe(inEnglish.text)
      expect(written.html).toContain(`<html lang="${language}">`)
      expect(written.text).toContain(league)
      expect(written.text.includes('http://localhost:3000/')).toBe('link' in values)
    }
  })
})
