// The mailer's settings from the environment, in one place for the API's start and the command line:
// `SMTP_URL` (unset: the development outbox under the data folder) and `MAIL_FROM`.
import { join } from 'node:path'
import { ConfigurationError } from '@league/client-league/configuration-error'
import { logger } from '../http/log.ts'
import { createMailer, type MailerOptions } from './transport.ts'

/**
 * The sender when `MAIL_FROM` is unset: a bare address, so each mail is signed with its league's name
 * (`ABA League <no-reply@localhost>`). Fine for the outbox; a real SMTP relay wants a real address.
 */
export const defaultMailFrom = 'no-reply@localhost'

/** `<data folder>/outbox`: beside the embedded database, git-ignored with it. */
export function outboxFolderOf(stateFolder: string): string {
  return join(stateFolder, 'outbox')
}

/**
 * `SMTP_URL` and `MAIL_FROM` read and checked. In production an SMTP server without `MAIL_FROM` stops the
 * start: mail from `no-reply@localhost` would be refused or filtered as spam, silently, on the day it matters.
 */
export function mailerOptionsFromEnvironment(
  environment: NodeJS.ProcessEnv,
  options: { stateFolder: string; production: boolean },
): MailerOptions {
  const smtpUrl = environment['SMTP_URL']?.trim() || undefined
  const from = environment['MAIL_FROM']?.trim() || undefined
  if (smtpUrl !== undefined && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new ConfigurationError('SMTP_URL must start with smtp:// or smtps:// (e.g. smtp://user:password@host:587)')
  }
  if (smtpUrl !== undefined && from === undefined && options.production) {
    throw new ConfigurationError(
      'MAIL_FROM is required with SMTP_URL in production, e.g. MAIL_FROM=no-reply@your-league.org',
    )
  }
  return { smtpUrl, outboxFolder: outboxFolderOf(options.stateFolder), from: from ?? defaultMailFrom }
}

/** The API's mailer, its transport told in the log once at start (never the SMTP URL: it holds the password). */
export function startMailer(options: MailerOptions, production: boolean): ReturnType<typeof createMailer> {
  const mailer = createMailer(options)
  if (options.smtpUrl !== undefined) {
    logger.info('mail goes out over SMTP')
  } else if (production) {
    logger.warn('no SMTP_URL: account mails are written to the outbox folder, not sent', {
      folder: mailer.outbox?.folder,
    })
  } else {
    logger.info('no SMTP_URL: account mails are written to the outbox', {
      folder: mailer.outbox?.folder,
      page: '/dev/mail',
    })
  }
  return mailer
}
