// The mailer the API and its command line use: SMTP when `SMTP_URL` is set, otherwise a development outbox
// of files under the data folder (outbox.ts). Both send the same message, composed by nodemailer from the
// wording of compose.ts, so what a developer opens from the outbox is what a recipient would get.
import { createTransport } from 'nodemailer'
import type { SendMailOptions } from 'nodemailer/lib/mailer'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import { composeMail } from './compose.ts'
import type { Mail, Mailer } from './mail.ts'
import { createOutbox, type Outbox } from './outbox.ts'
import { MailDeliveryError } from './delivery-error.ts'

export { MailDeliveryError }

export type MailerOptions = {
  /** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); unset, mails go to the outbox. */
  smtpUrl: string | undefined
  /** Where the outbox keeps mails when no SMTP server is configured (`<data folder>/outbox`). */
  outboxFolder: string
  /** The sender (`MAIL_FROM`), e.g. `ABA League <no-reply@example.com>`. */
  from: string
  /** The moment a mail is written to the outbox (tests pass their own clock). */
  now?: (() => Date) | undefined
}

/**
 * An address as logs may show it: the first letter of each part and the top-level domain, so two failures
 * can be told apart without the log holding anyone's address.
 * @example maskAddress('jovana.petrovic@example.com') // 'j***@e***.com'
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@')
  if (at <= 0) {
    return '***'
  }
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const topLevel = dot > 0 ? domain.slice(dot) : ''
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${topLevel}`
}

/** `Name <address>` or a bare address; a bare one is sent under the league's name, so each league signs its own mails. */
function senderOf(from: string, league: string): string | { name: string; address: string } {
  return /<[^>]+>\s*$/.test(from) ? from : { name: league, address: from.trim() }
}

/** Connection limits, so a request that sends a mail never waits minutes on an SMTP server that hangs. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : undefined
}

type Delivery = (message: SendMailOptions, mail: Mail, composed: ReturnType<typeof composeMail>) => Promise<void>

function smtpDelivery(smtpUrl: string): Delivery {
  const transporter = createTransport({ url: smtpUrl, ...smtpTimeouts })
  return async (message) => {
    await transporter.sendMail(message)
  }
}

function outboxDelivery(outbox: Outbox, now: () => Date): Delivery {
  // nodemailer's stream transport composes the complete message (headers, both parts) without sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (message, mail, composed) => {
    const info = await composer.sendMail(message)
    const bytes = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message))
    const { subject, text, html, language } = composed
    await outbox.write(bytes, { to: mail.to, subject, text, html, language, kind: mail.kind }, now())
  }
}

/**
 * The mailer over SMTP (`smtpUrl` set) or the development outbox (`outboxFolder`). `send` composes the mail
 * in the recipient's language and resolves once the SMTP server accepted it or the outbox holds it; it
 * rejects with a `MailDeliveryError` otherwise, after logging the failure with the recipient masked. The
 * caller decides what its answer says: a mail that could not be sent is never the caller's 500.
 */
export function createMailer(options: MailerOptions): Mailer & { outbox: Outbox | undefined } {
  const outbox = options.smtpUrl === undefined ? createOutbox(options.outboxFolder) : undefined
  const deliver =
    outbox === undefined
      ? smtpDelivery(options.smtpUrl as string)
      : outboxDelivery(outbox, options.now ?? (() => new Date()))
  return {
    outbox,
    send: async (mail) => {
      const composed = composeMail(mail)
      const message: SendMailOptions = {
        from: senderOf(options.from, mail.values.league),
        to: mail.to,
        subject: composed.subject,
        text: composed.text,
        html: composed.html,
        headers: { 'Content-Language': composed.language },
      }
      try {
        await deliver(message, mail, composed)
      } catch (error) {
        const masked = maskAddress(mail.to)
        const code = codeOf(error)
        // The server's reply is left out: it usually quotes the recipient's address.
        logger.warn('mail not sent', {
          kind: mail.kind,
          to: masked,
          code,
          transport: outbox === undefined ? 'smtp' : 'outbox',
          error: { name: describeError(error).name },
        })
        throw new MailDeliveryError(mail.kind, masked, code)
      }
    },
  }
}
