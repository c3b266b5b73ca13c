// A one-second memory of the site's last public pages, in front of Next.js' request handler.
//
// Next serves a repeated page from its own cache without rendering it, but every answer still costs it a few
// milliseconds: an ETag hashed over the whole HTML (200 KB for a home page), the HTML compressed again, the
// body copied. Under a burst of visitors that fixed cost is the limit. This keeps each finished public answer
// (already compressed, with its ETag) for one second and sends it as it is to the next visitors who ask for
// the same address in the same way: what nginx's "microcaching" does, for a site run without nginx.
//
// An answer is kept by the rule any shared cache follows: it says `Cache-Control: public` and sets no cookie.
// That covers the pages from Next's page cache and the pages rendered per request because they follow the
// query string (search, filters): the site already tells CDNs that both may be shared for a minute, since
// pages read nothing of the request but the host, the address and the auth cookie (src/proxy.ts). Never
// kept: an answer whose Content-Security-Policy carries a nonce (a game-day screen: a nonce is good for one
// answer only). Always passed through: a signed-in visitor (the auth cookie or an Authorization header) and a
// client navigation (Next's RSC headers), and an event stream (`Accept: text/event-stream`). When a kept
// answer has had its second, one request asks Next again while the others still get the kept one (no stampede
// of renders each second); an address is thus about one second behind Next, and never more than
// `staleLimitMs`. With nothing to send meanwhile (a first visit, or a page nobody asked for in a while), the
// others wait for that one answer instead of each asking Next (nginx's `proxy_cache_lock`): fifty visitors
// arriving at once at a search page cost one render, not fifty. Memory is bounded by a count and a byte
// budget, since every query string is an address of its own.

/** The request headers whose presence makes Next answer differently (client navigations, prefetches). */
const passThroughHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']

/** Headers that belong to one connection or one moment, never replayed. */
const unreplayedHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** An answer bigger than this is not kept (no page comes close). */
const largestKeptBody = 4 * 1024 * 1024

/** All kept bodies together stay under this: about 3,000 compressed pages. */
const defaultMaxBytes = 64 * 1024 * 1024

/** A kept answer may not be replayed when its Content-Security-Policy names a per-answer nonce. */
function carriesNonce(headers) {
  return /'nonce-/.test(String(headers['content-security-policy'] ?? ''))
}

/** Sends a kept answer: 304 to a browser that holds the same version. */
function send(entry, request, response) {
  for (const [name, value] of entry.headers) {
    response.setHeader(name, value)
  }
  const etag = entry.headers.find(([name]) => name === 'etag')?.[1]
  if (etag !== undefined && request.headers['if-none-match'] === etag) {
    response.removeHeader('content-length')
    response.removeHeader('content-encoding')
    response.statusCode = 304
    response.end()
    return
  }
  response.statusCode = entry.statusCode
  response.setHeader('content-length', entry.body.length)
  response.end(entry.body)
}

/**
 * The key a request's answer is kept under, or undefined when the request must go to Next as it is: not a
 * GET, a signed-in visitor (auth cookie or Authorization header), a client navigation or an event stream.
 */
function sharedKeyOf(request, authCookieName) {
  if (request.method !== 'GET') {
    return undefined
  }
  if (
    request.headers.authorization !== undefined ||
    String(request.headers.accept ?? '').includes('text/event-stream') ||
    passThroughHeaders.some((name) => request.headers[name] !== undefined)
  ) {
    return undefined
  }
  const cookie = request.headers.cookie
  if (cookie !== undefined && cookie.split(';').some((part) => part.trim().startsWith(`${authCookieName}=`))) {
    return undefined
  }
  const {
    host = '',
    'x-forwarded-host': forwardedHost = '',
    'x-forwarded-proto': forwardedProto = '',
  } = request.headers
  return `${host} ${forwardedHost} ${forwardedProto} ${request.url} ${request.headers['accept-encoding'] ?? ''}`
}

/** The kept answers, bounded by a count and a byte budget. */
function createAnswerStore({ maxEntries, maxBytes }) {
  /** @type {Map<string, { expires: number, statusCode: number, headers: Array<[string, string | string[]]>, body: Buffer }>} */
  const entries = new Map()
  /** The bodies' bytes kept now. */
  let keptBytes = 0

  function forget(key) {
    const entry = entries.get(key)
    if (entry !== undefined) {
      keptBytes -= entry.body.length
      entries.delete(key)
    }
  }

  /** Makes room for a body of `size` bytes: the expired answers go first, then the oldest. */
  function makeRoom(at, size) {
    const full = () => entries.size >= maxEntries || keptBytes + size > maxBytes
    if (!full()) {
      return
    }
    for (const [key, entry] of entries) {
      if (entry.expires <= at) {
        forget(key)
      }
    }
    // Still full: drop the oldest (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (!full()) {
        break
      }
      forget(key)
    }
  }

  return {
    get: (key) => entries.get(key),
    /** Keeps `entry` for `key` in place of any earlier one, making room for it first. */
    put(key, at, entry) {
      forget(key)
      makeRoom(at, entry.body.length)
      entries.set(key, entry)
      keptBytes += entry.body.length
    },
    clear() {
      entries.clear()
      keptBytes = 0
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return keptBytes
    },
  }
}

/**
 * A copy of the body written on `response`, up to `largestKeptBody`. An answer that may not be shared (a live
 * stream says no-store) is not copied while it flows: its size becomes infinite and `onUnshared` is told.
 */
function createBodyCopy(response, onUnshared) {
  const chunks = []
  let size = 0
  return {
    add(chunk, encoding) {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') {
        return
      }
      if (!String(response.getHeader('cache-control') ?? '').startsWith('public')) {
        size = Number.POSITIVE_INFINITY
        onUnshared()
        return
      }
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buffer.length
      if (size <= largestKeptBody) {
        chunks.push(buffer)
      }
    },
    get size() {
      return size
    },
    body: () => Buffer.concat(chunks),
  }
}

/** Headers handed to writeHead go through setHeader, so getHeaders() at the end sees every one of them. */
function routeWriteHeadThroughSetHeader(response) {
  const writeHead = response.writeHead
  response.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((argument) => argument !== null && typeof argument === 'object')
    if (headers === undefined || Array.isArray(headers)) {
      return writeHead.call(this, statusCode, ...rest)
    }
    for (const [name, value] of Object.entries(headers)) {
      response.setHeader(name, value)
    }
    return writeHead.call(this, statusCode, ...rest.filter((argument) => argument !== headers))
  }
}

/** Whether a finished answer may be replayed to others: what any shared cache would keep, and small enough. */
function mayBeKept(statusCode, headers, size, maxBytes) {
  return (
    (statusCode === 200 || statusCode === 404) &&
    String(headers['cache-control'] ?? '').startsWith('public') &&
    headers['set-cookie'] === undefined &&
    !carriesNonce(headers) &&
    size <= largestKeptBody &&
    size <= maxBytes
  )
}

/** Where server.mjs leaves the microcache for code bundled by Next (the revalidation route) to clear. */
export const pageMicrocacheKey = Symbol.for('league-site.page-microcache')

/**
 * @param {{ lifetimeMs?: number, maxEntries?: number, maxBytes?: number, authCookieName: string, now?: () => number }} options
 */
export function createPageMicrocache({
  lifetimeMs = 1000,
  maxEntries = 2000,
  maxBytes = defaultMaxBytes,
  authCookieName,
  now = Date.now,
}) {
  const store = createAnswerStore({ maxEntries, maxBytes })
  /** The addresses being asked of Next again right now. */
  const refreshing = new Set()
  /** Per address being asked of Next, the requests waiting for that answer (nothing kept to send them). */
  const waiting = new Map()
  /** How long past its second a kept answer may still be sent while its refresh runs. */
  const staleLimitMs = 10 * lifetimeMs

  /**
   * The answer for `key` is settled (kept, or known not to be keepable, or never coming): the requests that
   * waited for it get the kept answer, or else go to Next each.
   */
  function settle(key) {
    refreshing.delete(key)
    const waiters = waiting.get(key)
    if (waiters === undefined) {
      return
    }
    waiting.delete(key)
    const entry = store.get(key)
    for (const waiter of waiters) {
      if (waiter.response.destroyed) {
        continue
      }
      if (entry !== undefined && entry.expires > now()) {
        send(entry, waiter.request, waiter.response)
      } else {
        void waiter.handle(waiter.request, waiter.response)
      }
    }
  }

  /** Records what Next writes on `response`, and keeps it when it may be replayed. */
  function record(key, response) {
    // Whoever waits for an answer that may not be shared goes to Next at once.
    const copy = createBodyCopy(response, () => settle(key))
    routeWriteHeadThroughSetHeader(response)
    const write = response.write
    response.write = function (chunk, encoding, ...rest) {
      copy.add(chunk, encoding)
      return write.call(this, chunk, encoding, ...rest)
    }
    refreshing.add(key)
    // A request that ends without an answer (a closed connection) lets the next one refresh instead.
    response.once('close', () => settle(key))
    const end = response.end
    response.end = function (chunk, encoding, ...rest) {
      copy.add(chunk, encoding)
      const result = end.call(this, chunk, encoding, ...rest)
      const headers = response.getHeaders()
      if (mayBeKept(response.statusCode, headers, copy.size, maxBytes)) {
        const at = now()
        store.put(key, at, {
          expires: at + lifetimeMs,
          statusCode: response.statusCode,
          headers: Object.entries(headers).filter(([name]) => !unreplayedHeaders.has(name)),
          body: copy.body(),
        })
      }
      settle(key)
      return result
    }
  }

  return {
    /** Answers from memory when it can, else lets `handle` (Next's request handler) answer and records it. */
    handle(request, response, handle) {
      const key = lifetimeMs <= 0 ? undefined : sharedKeyOf(request, authCookieName)
      if (key === undefined) {
        return handle(request, response)
      }
      const entry = store.get(key)
      const at = now()
      if (entry !== undefined && (entry.expires > at || (refreshing.has(key) && entry.expires + staleLimitMs > at))) {
        send(entry, request, response)
        return undefined
      }
      if (refreshing.has(key)) {
        const waiters = waiting.get(key) ?? []
        waiters.push({ request, response, handle })
        waiting.set(key, waiters)
        return undefined
      }
      record(key, response)
      return handle(request, response)
    },
    /** Forgets every kept answer: the data changed (src/app/api/revalidate). */
    clear() {
      store.clear()
    },
    /** How many answers are kept right now (for tests). */
    get size() {
      return store.size
    },
    /** The bodies' bytes kept right now (for tests). */
    get bytes() {
      return store.bytes
    },
    /** Requests waiting for an answer being asked of Next right now (for tests). */
    get waiting() {
      let count = 0
      for (const waiters of waiting.values()) {
        count += waiters.length
      }
      return count
    },
  }
}
