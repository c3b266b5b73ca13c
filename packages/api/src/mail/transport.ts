// The mailer the API and its command line use: SMTP when `SMTP_URL` is set, otherwise a development outbox
// of files under the data folder. (Placeholder: the mail work replaces this body.)
import type { Mailer } from './mail.ts'

export type MailerOptions = {
  /** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); unset, mails go to the outbox. */
  smtpUrl: string | undefined
  /** Where the outbox keeps mails when no SMTP server is configured (`<data folder>/outbox`). */
  outboxFolder: string
  /** The sender (`MAIL_FROM`), e.g. `ABA League <no-reply@example.com>`. */
  from: string
}

export function createMailer(_options: MailerOptions): Mailer {
  return {
    send: async () => {
      throw new Error('Mail transport not written yet')
    },
  }
}
