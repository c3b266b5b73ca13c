// Telling followers when a staff item goes out, once: at the publish itself when its moment has come, and
// for a scheduled item by a sweep that runs every minute while the server runs. The claim (setting
// `notified_at` where it is null) is one UPDATE, so two instances sweeping at once still notify once. Only
// staff articles are claimed: the imported match reports (the back catalogue, and new ones the import
// notifies itself, notifications/import-triggers.ts) are never notified from here, edited or not.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'

/** Marks the staff articles whose moment has come and who were not notified yet; answers their ids. */
export async function claimDueNews(database: Database, now: Date, newsId?: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    database,
    sql`UPDATE news SET notified_at = ${now.toISOString()}::timestamptz
        WHERE kind = 'article' AND status = 'published' AND notified_at IS NULL
          AND published_at <= ${now.toISOString()}::timestamptz
          ${newsId === undefined ? sql`` : sql`AND id = ${newsId}`}
        RETURNING id`,
  )
  return rows.map((row) => row.id)
}

export type PublicationOptions = {
  database: Database
  notifier: Notifier | undefined
  now: () => Date
  onError: (error: unknown) => void
}

/**
 * Notifies the followers of one item just saved, if it is out now. The notification is sent in the
 * background (an answer to the editor does not wait for push servers); a failure is logged, not retried.
 */
export async function notifyIfOut(options: PublicationOptions, newsId: number): Promise<boolean> {
  const claimed = await claimDueNews(options.database, options.now(), newsId)
  for (const id of claimed) {
    options.notifier?.newsPublished(id).catch(options.onError)
  }
  return claimed.length > 0
}

/** One sweep: the scheduled items whose moment passed are notified, and the sites told they changed. */
export async function sweepScheduledNews(options: PublicationOptions): Promise<number[]> {
  const claimed = await claimDueNews(options.database, options.now())
  if (claimed.length > 0) {
    // A scheduled item just became visible to fans: cached pages and answers must show it.
    invalidateComputedCache()
    const notifier = options.notifier
    if (notifier !== undefined) {
      const results = await Promise.allSettled(claimed.map((id) => notifier.newsPublished(id)))
      for (const result of results) {
        if (result.status === 'rejected') {
          options.onError(result.reason)
        }
      }
    }
  }
  return claimed
}

export type NewsPublicationSweep = { sweepNow: () => Promise<number[]>; close: () => void }

/** Sweeps every `intervalMs` (a minute by default) until closed; a failed sweep is logged and the next one tries. */
export function startNewsPublicationSweep(options: PublicationOptions & { intervalMs?: number }): NewsPublicationSweep {
  let running: Promise<number[]> | undefined
  const sweepNow = async () => {
    // One sweep at a time: a slow push server must not stack sweeps up.
    running ??= sweepScheduledNews(options).finally(() => {
      running = undefined
    })
    return running
  }
  const timer = setInterval(() => {
    sweepNow().catch(options.onError)
  }, options.intervalMs ?? 60_000)
  // The sweep alone does not keep the process alive (tests and command-line tools end when their work does).
  timer.unref()
  return { sweepNow, close: () => clearInterval(timer) }
}
