// Sends one notification topic to its recipients, each in their language. Each (topic, token) pair is claimed
// in `sent_notifications` before sending, so the live engine and an import never notify a device twice; a
// token FCM reports gone is deleted, and a failed send releases its claim so a later trigger may try again.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { pushTokens, sentNotifications } from '../db/schema/accounts.ts'
import type { FcmSender, PushMessage } from './fcm-sender.ts'
import type { FollowerToken } from './followers.ts'
import { languageFor, type NotificationLanguage } from './messages.ts'

export type NotifierLog = (message: string, fields: Record<string, unknown>) => void

export type SendReport = { sent: number; removed: number; failed: number; skipped: number }

export type DeliveryOptions = {
  database: Database
  send: FcmSender
  warn: NotifierLog
  /** Told after each topic with what happened (tests and logs). */
  onReport?: (topic: string, report: SendReport) => void
}

/** One notification: its topic (the claim's key), who gets it, and its text in a recipient's language. */
export type Delivery = {
  topic: string
  recipients: FollowerToken[]
  leagueLanguages: readonly string[]
  compose: (language: NotificationLanguage) => PushMessage
}

/** Claims the (topic, token) pair; false when it was claimed before (this device was notified already). */
async function claim(database: Database, topic: string, token: string): Promise<boolean> {
  const claimed = await database
    .insert(sentNotifications)
    .values({ topic, token })
    .onConflictDoNothing()
    .returning({ token: sentNotifications.token })
  return claimed.length > 0
}

async function releaseClaim(database: Database, topic: string, token: string): Promise<void> {
  await database
    .delete(sentNotifications)
    .where(and(eq(sentNotifications.topic, topic), eq(sentNotifications.token, token)))
}

export async function deliver(options: DeliveryOptions, delivery: Delivery): Promise<void> {
  const { database, send, warn } = options
  const { topic, recipients, leagueLanguages, compose } = delivery
  const report: SendReport = { sent: 0, removed: 0, failed: 0, skipped: 0 }
  for (const recipient of recipients) {
    if (!(await claim(database, topic, recipient.token))) {
      report.skipped += 1
      continue
    }
    const result = await send(recipient.token, compose(languageFor(recipient.language, leagueLanguages)))
    if (result.outcome === 'sent') {
      report.sent += 1
      continue
    }
    await releaseClaim(database, topic, recipient.token)
    if (result.outcome === 'invalid_token') {
      await database.delete(pushTokens).where(eq(pushTokens.token, recipient.token))
      report.removed += 1
    } else {
      report.failed += 1
      warn('push notification not sent', { topic, reason: result.reason })
    }
  }
  options.onReport?.(topic, report)
}
