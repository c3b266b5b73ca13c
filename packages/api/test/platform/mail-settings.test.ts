// The mailer's configuration from the environment, and what an HTTP answer says when a flow lets a failed
// mail through: a 503 the caller can retry, never a 500.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/http/env.ts'
import { handleError } from '../../src/http/errors.ts'
import { MailDeliveryError } from '../../src/mail/delivery-error.ts'
import { mailerOptionsFromEnvironment } from '../../src/mail/settings.ts'

const stateFolder = 'state'

describe('given the environment of the API', () => {
  it('should use the outbox under the data folder and sign with the league name when nothing is set', () => {
    expect(mailerOptionsFromEnvironment({}, { stateFolder, production: false })).toEqual({
      smtpUrl: undefined,
      outboxFolder: 'state/outbox',
      from: 'no-reply@localhost',
    })
  })

  it('should take SMTP_URL and MAIL_FROM as given, an empty SMTP_URL meaning none', () => {
    const environment = {
      SMTP_URL: 'smtps://user:secret@mail.localhost:465',
      MAIL_FROM: 'ABA <no-reply@aba.localhost>',
    }
    expect(mailerOptionsFromEnvironment(environment, { stateFolder, production: true })).toMatchObject({
      smtpUrl: environment.SMTP_URL,
      from: environment.MAIL_FROM,
    })
    expect(mailerOptionsFromEnvironment({ SMTP_URL: ' ' }, { stateFolder, production: true }).smtpUrl).toBeUndefined()
  })

  it('should stop the start for an SMTP_URL that is no SMTP address, and for SMTP in production without MAIL_FROM', () => {
    expect(() =>
      mailerOptionsFromEnvironment({ SMTP_URL: 'mail.localhost:25' }, { stateFolder, production: false }),
    ).toThrow('SMTP_URL must start with smtp:// or smtps://')
    expect(() =>
      mailerOptionsFromEnvironment({ SMTP_URL: 'smtp://mail.localhost:25' }, { stateFolder, production: true }),
    ).toThrow('MAIL_FROM is required with SMTP_URL in production')
  })
})

describe('given a flow that lets a failed mail through', () => {
  it('should answer 503 with a message a person understands, naming no address', async () => {
    const app = new Hono<AppEnv>().onError(handleError).post('/auth/register', () => {
      throw new MailDeliveryError('verify-email', 'j***@e***.com', 'ECONNECTION')
    })
    const response = await app.request('/auth/register', { method: 'POST' })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(await response.json()).toMatchObject({
      error: {
        code: 'mail_unavailable',
        message: 'The e-mail could not be sent right now; please try again in a minute',
      },
    })
  })
})
