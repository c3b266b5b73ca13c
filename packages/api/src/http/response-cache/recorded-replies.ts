// Once the app has answered a hit, the same answer can go out without the app: the whole header list its
// middleware chain sent (security headers, CORS, Vary…) is recorded per entry, encoding, status and Origin,
// and the fast path in front of the app (cached-read-fast-path.ts) sends it again with the stored bytes.
import type { MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import type { AppEnv } from '../env.ts'
import { entityTagOf } from './entity-tags.ts'
import { negotiate, variantOf, type Negotiated } from './negotiation.ts'
import type { Entries } from './entry-store.ts'

/**
 * The headers a hit left the app with, in the order it sent them, as one flat list of names and values
 * (`ServerResponse.writeHead` takes it as it is). The request id is the only value that names one request:
 * the fast path fills it in at `requestIdAt` (when the app sent one). No body: a recorded list must not keep
 * the bytes of an entry the cache has let go.
 */
type RecordedHeaders = { headers: readonly string[]; requestIdAt: number | undefined }

/**
 * A stored answer ready to go out without the app: status, bytes and every header, and whether its entry is
 * fresh (`hit`) or stale while its refresh runs (`stale`).
 */
export type StoredReply = RecordedHeaders & {
  status: 200 | 304
  body: Uint8Array | undefined
  outcome: 'hit' | 'stale'
}

/** What identifies a request to the response cache, resolved by whoever calls `storedReply`. */
export type StoredReplyRequest = {
  /** The key from `keyOf`. */
  key: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  /** The Origin header as sent (CORS answers depend on it), undefined when none was sent. */
  origin: string | undefined
}

/** The recorded header lists, kept apart from the answers, bounded by a byte budget of their own. */
export type RecordedReplies = LRUCache<string, RecordedHeaders>

/**
 * The share of the answers' budget the recorded header lists get (2 MiB by default, some 3,000 lists of
 * about 700 bytes).
 */
const replyBudgetShare = 1 / 16

export function createRecordedReplies(answersBytes: number): RecordedReplies {
  return new LRUCache<string, RecordedHeaders>({
    maxSize: Math.max(64 * 1024, Math.round(answersBytes * replyBudgetShare)),
    sizeCalculation: (reply) => reply.headers.reduce((total, part) => total + part.length, 64),
  })
}

/** Where a recorded header list is kept: one per entry, encoding, status and Origin. */
function replyKeyOf({ entry, encoding, status }: Negotiated, origin: string | undefined): string {
  return `${entry.serial} ${encoding} ${status} ${origin ?? ''}`
}

/**
 * The headers a hit left the app with, when they can be sent again as they are: no cookie (Headers joins
 * none but Set-Cookie) and nothing the Node adapter would add (a Content-Type for a body without one).
 * Undefined when the answer is not the stored one.
 */
function recordedHeadersOf(hit: Negotiated, response: Response): RecordedHeaders | undefined {
  const variant = variantOf(hit)
  const headers = response.headers
  if (
    response.status !== hit.status ||
    headers.has('Set-Cookie') ||
    headers.get('ETag') !== entityTagOf(hit.entry.digest, hit.encoding) ||
    (hit.status === 200 &&
      (!headers.has('Content-Type') || headers.get('Content-Length') !== String(variant.body.byteLength)))
  ) {
    return undefined
  }
  const flat: string[] = []
  headers.forEach((value, name) => {
    flat.push(name, value)
  })
  const nameAt = flat.indexOf('x-request-id')
  return { headers: flat, requestIdAt: nameAt === -1 ? undefined : nameAt + 1 }
}

/** The app's outermost middleware: records the headers of each fresh hit as they leave the app. */
export function createReplyRecorder(replies: RecordedReplies, entries: Entries): MiddlewareHandler<AppEnv> {
  return async function recordStoredReplies(context, next) {
    await next()
    const hit = context.get('responseCacheHit')
    if (hit === undefined) {
      return
    }
    const replyKey = replyKeyOf(hit, context.req.header('Origin'))
    // Only while the entry is still the one kept: a reply recorded for a replaced entry would never be read.
    if (!replies.has(replyKey) && entries.peek(hit.key) === hit.entry) {
      const recorded = recordedHeadersOf(hit, context.res)
      if (recorded !== undefined) {
        replies.set(replyKey, recorded)
      }
    }
  }
}

type StoredReplySources = {
  replies: RecordedReplies
  entries: Entries
  isRefreshing: (key: string) => boolean
  staleMs: number
}

/** The stored answer for a request, when its entry may be served and the app has sent this answer before. */
export function createStoredReply({
  replies,
  entries,
  isRefreshing,
  staleMs,
}: StoredReplySources): (request: StoredReplyRequest) => StoredReply | undefined {
  return (request) => {
    const remainingMs = entries.getRemainingTTL(request.key)
    // A fresh entry; or a stale one whose refresh runs (a reader through the app started it, as only the
    // middleware does), whose readers the app too gives the stale bytes until the refresh lands. Nothing is
    // deleted here, and the rest (a stale entry nobody refreshes yet, one past the stale window) is the app's.
    const outcome = remainingMs > 0 ? 'hit' : isRefreshing(request.key) && remainingMs >= -staleMs ? 'stale' : undefined
    if (outcome === undefined) {
      return undefined
    }
    const entry = entries.get(request.key, { allowStale: true, noDeleteOnStaleGet: true })
    if (entry === undefined) {
      return undefined
    }
    const answer = negotiate(entry, request.acceptEncoding, request.ifNoneMatch)
    const recorded = replies.get(replyKeyOf(answer, request.origin))
    if (recorded === undefined) {
      return undefined
    }
    const body = answer.status === 200 ? variantOf(answer).body : undefined
    return { ...recorded, status: answer.status, body, outcome }
  }
}
