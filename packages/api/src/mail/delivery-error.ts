// The one error a mailer's `send` rejects with, in a module of its own so the HTTP layer can recognise it
// without loading the transport.
import type { MailKind } from './mail.ts'

/**
 * A mail that was not handed over: the SMTP server could not be reached, refused it, or the outbox could not
 * be written. The message names the kind and a masked recipient only, never the address or the server's
 * own words (which often quote the address), so a caller may log it as it is. `send` has already logged it.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
  readonly kind: MailKind
  /** nodemailer's or the file system's code (`ECONNECTION`, `EENVELOPE`, `EACCES`…) when there is one. */
  readonly code: string | undefined

  constructor(kind: MailKind, maskedRecipient: string, code: string | undefined) {
    super(`The "${kind}" mail to ${maskedRecipient} was not sent${code === undefined ? '' : ` (${code})`}`)
    this.kind = kind
    this.code = code
  }
}
