// What the rest of the API knows of e-mail: which mails exist, what each needs, and one `send`. The
// transport (SMTP, or the development outbox) and the wording in six languages live beside this file.
import type { Language } from '@league/client-league/languages'
import type { ReviewComments } from '../contract/team-application-form.ts'

/** The values each kind of mail is written from; `link` is the absolute address of the site page to open. */
export type MailValues = {
  /** After registration: confirm the address (24 h). */
  'verify-email': { name: string; league: string; link: string }
  /** Someone registered an address that already has an account: its owner may claim it (set a password). */
  'claim-account': { name: string; league: string; link: string }
  /** Forgotten password (1 h). */
  'reset-password': { name: string; league: string; link: string }
  /** The password was changed or reset: every other session was ended. */
  'password-changed': { name: string; league: string }
  /** A role offered by the league's staff (`league-api operator add`); accepted signed in. */
  'role-invitation': { league: string; role: 'operator' | 'staff'; link: string }
  /** Staff created a team application: the club's link to fill it in (no account needed), until `expiresOn`. */
  'application-invitation': { league: string; club: string; season: string; link: string; expiresOn: string }
  /** Staff ask the club to change its submitted application: their comment per section, and the link. */
  'application-changes': { league: string; club: string; season: string; link: string; comments: ReviewComments }
}

export type MailKind = keyof MailValues

export type Mail<Kind extends MailKind = MailKind> = {
  kind: Kind
  to: string
  /** The recipient's language; mails fall back to English for a language they are not written in. */
  language: Language | string
  values: MailValues[Kind]
}

export type Mailer = {
  /** Composes the mail in its language (plain text and HTML) and hands it to the transport. */
  send: <Kind extends MailKind>(mail: Mail<Kind>) => Promise<void>
}

/** A mailer that keeps what it is given, for tests of the flows that send mail (the transport has its own). */
export function createRecordingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = []
  return {
    sent,
    send: async (mail) => {
      sent.push(mail as Mail)
    },
  }
}
