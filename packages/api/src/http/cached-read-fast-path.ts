// Fresh cached public reads answered in front of the app, at the node:http level. Through the app, a read
// served from the response cache still runs the whole middleware chain (request id and log, security
// headers, size limits, compression, cache headers, CORS, tenancy): about 0.25 ms of CPU for bytes that are
// already stored, which capped the API at a few thousand cached reads a second. Here the same bytes go out
// with the same headers, written once by `writeHead` and `end`.
//
// It answers only what it can answer exactly as the app would: a GET of a declared league read, without a
// body or a bearer token, within the request limits, from a known client, whose entry is fresh (or stale
// while the refresh a reader started through the app runs) and whose very answer (encoding, status, Origin)
// the app has already sent once, with every header it sent then (the response cache records them; see
// `recordReplies` there). Everything else (misses, a stale entry whose refresh a reader must start, errors,
// unusual addresses or headers) goes to the app unchanged. The first answer of each kind therefore always
// comes from the app. Serving the stale bytes here too keeps an expiry from sending every reader through the
// app for as long as the refresh takes (a tenth of a second under load, at a seventh of the rate).
//
// Rate limits: only sign-in and account routes are limited (app.ts), never the public reads, so skipping
// the chain skips no limit. The request id is the one header filled in per request, as the request log
// does; and the sampled request log counts these answers with the app's (`CachedHitLog`).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { DemoClock } from '@league/client-league/demo-clock'
import type { ClientDirectory } from '../tenants/clients.ts'
import type { RequestLimits } from './request-limits.ts'
import { validRequestId, type CachedHitLog } from './request-log.ts'
import type { ResponseCache } from './response-cache.ts'

export type CachedReadFastPathOptions = {
  responseCache: ResponseCache
  clientDirectory: ClientDirectory
  /** The database the app's reads use: part of the response cache's keys. */
  database: object
  /** The app's demo clock: its date is part of the response cache's keys, so of this memo's too. */
  demoClock: DemoClock
  limits: RequestLimits
  cachedHits: CachedHitLog
}

export type CachedReadFastPath = {
  /** Answers a fresh cached read and says true; says false, having written nothing, when the app must answer. */
  answer: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean
  /** The app's request listener with this fast path in front of it. */
  inFrontOf: (listener: RequestListener) => RequestListener
}

/**
 * Addresses taken as they are: `new URL` (which the app parses each address with) would not change a byte
 * of them, so the path, the query and the length the app checks are the same. No dot segments and no
 * escapes in the path; in the query nothing the URL parser would escape (quotes, spaces, angle brackets…).
 */
const plainReadAddress = /^\/v2\/website\/[\w\-~/]*(?:\?[\w\-.~%&=+,:;@!$*()/?]*)?$/

/** The request headers the answer depends on, or that make the request one the app must see. */
type ReadHeaders = {
  host?: string
  origin?: string
  authorization?: string
  'accept-encoding'?: string
  'if-none-match'?: string
  'x-request-id'?: string
  'content-length'?: string
  'transfer-encoding'?: string
}

const readHeaderNames = new Set<string>([
  'host',
  'origin',
  'authorization',
  'accept-encoding',
  'if-none-match',
  'x-request-id',
  'content-length',
  'transfer-encoding',
])

/**
 * One pass over the raw headers: the ones above, and their size as the app counts it (a name repeated
 * counts once per line here and once joined there, so this sum is never the smaller). Undefined when one of
 * them is repeated: the app joins repeated values, node:http keeps the first of some; the app decides then.
 */
function readHeadersOf(rawHeaders: string[], headerBytesLimit: number): ReadHeaders | undefined {
  const headers: Record<string, string> = {}
  let bytes = 0
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? ''
    const value = rawHeaders[index + 1] ?? ''
    bytes += name.length + value.length + 4
    const lowerCase = name.toLowerCase()
    if (readHeaderNames.has(lowerCase)) {
      if (headers[lowerCase] !== undefined) {
        return undefined
      }
      headers[lowerCase] = value
    }
  }
  return bytes > headerBytesLimit ? undefined : headers
}

/** The hostname the app's tenancy resolves (tenancy.ts `requestHostname`): Origin first, then Host. */
function hostnameOf(origin: string | undefined, host: string | undefined): string | undefined {
  try {
    if (origin !== undefined && origin !== '' && origin !== 'null') {
      return new URL(origin).hostname.toLowerCase()
    }
    return host === undefined || host === '' ? undefined : new URL(`http://${host}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

export function createCachedReadFastPath(options: CachedReadFastPathOptions): CachedReadFastPath {
  const { responseCache, clientDirectory, database, demoClock, limits, cachedHits } = options
  // Both memos only spare repeated parsing; what they hold is derived from the request alone (the key also
  // from the client and the demo date, which are part of the memo's key).
  const hostnames = new LRUCache<string, string>({ max: 256 })
  const keys = new LRUCache<string, string>({ max: 4096 })

  const keyOf = (clientSlug: string, address: string): string | undefined => {
    const memoKey = `${demoClock.date} ${clientSlug} ${address}`
    let key = keys.get(memoKey)
    if (key === undefined) {
      key = responseCache.keyOf(database, clientSlug, new URL(address, 'http://localhost'))
      if (key !== undefined) {
        keys.set(memoKey, key)
      }
    }
    return key
  }

  const answer = (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const started = performance.now()
    const address = incoming.url ?? ''
    if (
      incoming.method !== 'GET' ||
      address.length > limits.urlLength ||
      !plainReadAddress.test(address) ||
      address.includes('%00')
    ) {
      return false
    }
    const headers = readHeadersOf(incoming.rawHeaders, limits.headerBytes)
    if (
      headers === undefined ||
      headers.authorization !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false
    }
    const { origin, host } = headers
    // A line break can be in neither header: the two cannot run into each other.
    const hostnameKey = `${origin ?? ''}\n${host ?? ''}`
    let hostname = hostnames.get(hostnameKey)
    if (hostname === undefined) {
      hostname = hostnameOf(origin, host)
      if (hostname === undefined) {
        return false
      }
      hostnames.set(hostnameKey, hostname)
    }
    const client = clientDirectory.loadedForHostname(hostname)
    if (client === undefined) {
      return false
    }
    const key = keyOf(client.slug, address)
    if (key === undefined) {
      return false
    }
    const reply = responseCache.storedReply({
      key,
      acceptEncoding: headers['accept-encoding'],
      ifNoneMatch: headers['if-none-match'],
      origin,
    })
    if (reply === undefined) {
      return false
    }
    const incomingId = headers['x-request-id']
    const requestId = incomingId !== undefined && validRequestId.test(incomingId) ? incomingId : crypto.randomUUID()
    let outgoingHeaders = reply.headers
    if (reply.requestIdAt !== undefined) {
      const withId = reply.headers.slice()
      withId[reply.requestIdAt] = requestId
      outgoingHeaders = withId
    }
    outgoing.writeHead(reply.status, outgoingHeaders as string[])
    outgoing.end(reply.body)
    if (cachedHits.counted()) {
      const ms = Math.round((performance.now() - started) * 10) / 10
      const path = address.split('?', 1)[0] ?? address
      cachedHits.write({ requestId, method: 'GET', path, status: reply.status, ms }, reply.outcome)
    }
    return true
  }

  return {
    answer,
    inFrontOf: (listener) => (incoming, outgoing) => {
      if (!answer(incoming, outgoing)) {
        return listener(incoming, outgoing)
      }
    },
  }
}
