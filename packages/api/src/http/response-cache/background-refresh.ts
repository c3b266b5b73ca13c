// Once an entry is older than its lifetime, the next reader still gets it and one refresh runs in the
// background: an internal request through the whole app, recognised by identity when it reaches the
// middleware, whose answer becomes the new entry. Readers never wait on an expiry, and the same read never
// runs twice at once.
import type { Entry } from './stored-entry.ts'

/** What a fetch of the LRU needs: the caller's own route run (a cold miss) and how to ask the app again. */
export type FetchContext = {
  /** Runs this request's own route, when the caller waits for the answer (nothing stale to give meanwhile). */
  produce: (() => Promise<Entry | undefined>) | undefined
  url: string
  headers: Headers
}

/** What the route answered to an internal refresh request. */
export type RefreshOutcome = { status: number; entry: Entry | undefined }

export type BackgroundRefresh = {
  /** Starts the refresh of a stale entry; its promise rejects when the refresh fails (the LRU keeps the old). */
  start: (key: string, context: FetchContext) => Promise<Entry | undefined>
  /** Where the middleware writes the answer to an internal refresh request; undefined for any other request. */
  outcomeOf: (request: Request) => RefreshOutcome | undefined
  /** Whether a stale entry's refresh runs now: its readers get the stale bytes meanwhile. */
  isRefreshing: (key: string) => boolean
  /** Settles once every refresh started so far has finished. */
  settled: () => Promise<void>
}

/** Headers a request carries that must not shape the internal refresh's answer, or that name one request. */
const headersNotReplayed = ['accept-encoding', 'if-none-match', 'if-modified-since', 'range', 'x-request-id']

export function createBackgroundRefresh(
  fetch: (request: Request) => Response | Promise<Response>,
  /** Drops an entry whose route no longer gives a shareable answer. */
  forget: (key: string) => void,
): BackgroundRefresh {
  /** Internal refresh requests, recognised by identity: no header a caller could send marks one. */
  const refreshes = new WeakMap<Request, RefreshOutcome>()
  const refreshesInFlight = new Set<Promise<unknown>>()
  /** Keys whose stale entry is being refreshed in the background: its readers get the stale bytes meanwhile. */
  const keysRefreshing = new Set<string>()

  const refreshOnce = async (key: string, context: FetchContext): Promise<Entry | undefined> => {
    const headers = new Headers(context.headers)
    for (const name of headersNotReplayed) {
      headers.delete(name)
    }
    const request = new Request(context.url, { headers })
    const outcome: RefreshOutcome = { status: 0, entry: undefined }
    refreshes.set(request, outcome)
    await fetch(request)
    if (outcome.status >= 500 || outcome.status === 0) {
      // A failing database keeps the last good answer served (the LRU keeps it on a rejection).
      throw new Error(`refresh of ${context.url} answered ${outcome.status}`)
    }
    if (outcome.entry === undefined) {
      // Gone (404) or no longer shareable: the LRU would keep the stale answer, so it is dropped here.
      forget(key)
    }
    return outcome.entry
  }

  const start = (key: string, context: FetchContext): Promise<Entry | undefined> => {
    const refreshing = refreshOnce(key, context)
    keysRefreshing.add(key)
    const settled = refreshing
      .catch(() => undefined)
      .finally(() => {
        refreshesInFlight.delete(settled)
        keysRefreshing.delete(key)
      })
    refreshesInFlight.add(settled)
    return refreshing
  }

  return {
    start,
    outcomeOf: (request) => refreshes.get(request),
    isRefreshing: (key) => keysRefreshing.has(key),
    settled: async () => {
      await Promise.all(refreshesInFlight)
    },
  }
}
