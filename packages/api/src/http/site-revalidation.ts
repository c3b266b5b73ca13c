// Tells the sites that the API's data changed, so Next.js regenerates the pages it keeps in its cache (the
// site's POST /api/revalidate). Every change that clears the API's own caches (an import, a game's final
// score, the same arriving from another instance) also reaches the sites, and so does a game going live (its
// first event): pages then follow the data within one visit instead of waiting for their regeneration.
import { describeError } from './describe-error.ts'
import { logger } from './log.ts'

export type SiteRevalidationTarget = {
  /** The sites' revalidation addresses (SITE_REVALIDATE_URL, comma-separated: one per site instance or cache). */
  urls: string[]
  /** The bearer token the sites expect (REVALIDATE_TOKEN). */
  token: string
}

/** The target from the environment; undefined (nothing is sent) unless both settings are present. */
export function siteRevalidationFromEnvironment(
  environment: Record<string, string | undefined>,
): SiteRevalidationTarget | undefined {
  const urls = (environment['SITE_REVALIDATE_URL'] ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  const token = environment['REVALIDATE_TOKEN'] ?? ''
  return urls.length > 0 && token !== '' ? { urls, token } : undefined
}

/** How long one site may take to answer before the API stops waiting for it. */
const answerTimeoutMilliseconds = 5000

/** What changed: everything (an import, a final score), or only the live state of some games. */
export type SiteChange = { everything: true } | { liveGames: string[] }

/** Folds the changes waiting for the next round into one: everything wins over any list of games. */
function merge(waiting: SiteChange | undefined, change: SiteChange): SiteChange {
  if (waiting === undefined) {
    return change
  }
  if ('everything' in waiting || 'everything' in change) {
    return { everything: true }
  }
  return { liveGames: [...new Set([...waiting.liveGames, ...change.liveGames])] }
}

/**
 * Returns the function to call on each data change. Changes that arrive while the sites are being told are
 * folded into one more round after it, so an import's burst of invalidations costs the sites two calls at most.
 * A site that fails to answer is logged; it regenerates on its own clock meanwhile.
 */
export function createSiteRevalidation(
  target: SiteRevalidationTarget,
  send: typeof fetch = fetch,
): { changed: (change?: SiteChange) => void; settled: () => Promise<void> } {
  let running: Promise<void> | undefined
  let waiting: SiteChange | undefined

  async function tellSites(change: SiteChange): Promise<void> {
    await Promise.all(
      target.urls.map(async (url) => {
        try {
          const response = await send(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
            body: JSON.stringify('everything' in change ? {} : { liveGames: change.liveGames }),
            signal: AbortSignal.timeout(answerTimeoutMilliseconds),
          })
          if (!response.ok) {
            logger.warn('site did not accept the revalidation', { url, status: response.status })
          }
        } catch (error) {
          logger.warn('site not reached for revalidation; its pages regenerate on their own clock', {
            url,
            error: describeError(error),
          })
        }
      }),
    )
  }

  function changed(change: SiteChange = { everything: true }): void {
    waiting = merge(waiting, change)
    if (running !== undefined) {
      return
    }
    running = (async () => {
      while (waiting !== undefined) {
        const next = waiting
        waiting = undefined
        await tellSites(next)
      }
    })().finally(() => {
      running = undefined
    })
  }

  return { changed, settled: async () => running }
}
