// Response compression with brotli and gzip from node:zlib. Hono's own `compress` has no brotli, and brotli
// makes the JSON of a box score or a season's games about 20% smaller than gzip does. Deflate is not offered:
// every client that sends it also accepts gzip, and the response cache stores exactly these two encodings.
import type { MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Our preference when the client accepts several encodings with the same quality. */
export const encodingsByPreference: readonly Encoding[] = ['br', 'gzip']

/**
 * How hard to compress: `on-the-fly` for a body compressed per request (brotli quality 5: near gzip speed,
 * still clearly smaller), `stored` for a body compressed once and served many times from the response cache
 * (brotli 9 and gzip 9: a few milliseconds more, once per refresh, for a smaller body on every answer).
 */
export type CompressionEffort = 'on-the-fly' | 'stored'

const brotliQuality: Record<CompressionEffort, number> = { 'on-the-fly': 5, stored: 9 }
const gzipLevel: Record<CompressionEffort, number> = { 'on-the-fly': 6, stored: 9 }

/** Compresses off the event loop (zlib's thread pool). */
export function compressBody(input: Uint8Array, encoding: Encoding, effort: CompressionEffort): Promise<Buffer> {
  switch (encoding) {
    case 'br':
      return promisify(brotliCompress)(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
          [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    case 'gzip':
      return promisify(gzip)(input, { level: gzipLevel[effort] })
    default:
      encoding satisfies never
      throw new Error(`Unknown encoding ${String(encoding)}`)
  }
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: highest quality first, our preference on
 * ties, `*` covering encodings not named, `q=0` refusing one.
 */
export function selectEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') {
    return undefined
  }
  const accepted = parseAccept(acceptEncoding)
  const wildcard = accepted.find((entry) => entry.type === '*')
  let best: { encoding: Encoding; quality: number } | undefined
  for (const encoding of encodingsByPreference) {
    const explicit = accepted.find((entry) => entry.type.toLowerCase() === encoding)
    const quality = explicit?.q ?? wildcard?.q ?? 0
    if (quality > 0 && (best === undefined || quality > best.quality)) {
      best = { encoding, quality }
    }
  }
  return best?.encoding
}

export type CompressionOptions = {
  /** Bodies smaller than this are sent as they are: compressing them costs more than it saves. */
  threshold?: number
  /** How many compressed bodies to keep, keyed by ETag and encoding, so hot reads compress once. */
  cacheEntries?: number
}

/** Bodies below this many bytes are sent as they are, here and by the response cache. */
export const compressionThreshold = 1024

export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? compressionThreshold
  const cacheEntries = options.cacheEntries ?? 256
  const compressedByTag = new Map<string, Buffer>()

  return async function compressResponse(context, next) {
    await next()
    const response = context.res
    const contentType = response.headers.get('Content-Type')
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    if (
      context.req.method === 'HEAD' ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 304 ||
      response.body === null ||
      response.headers.has('Content-Encoding') ||
      // Sent whole by the response cache, already negotiated: too small to compress, or not accepted.
      Number(response.headers.get('Content-Length') ?? threshold) < threshold ||
      contentType === null ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
    ) {
      return
    }
    appendVary(response.headers, 'Accept-Encoding')
    const encoding = selectEncoding(context.req.header('Accept-Encoding'))
    if (encoding === undefined) {
      return
    }
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    if (body.byteLength < threshold) {
      context.res = new Response(body, { status: response.status, headers })
      return
    }
    const entityTag = headers.get('ETag')
    const cacheKey = entityTag === null ? undefined : `${encoding} ${entityTag}`
    let compressed = cacheKey === undefined ? undefined : compressedByTag.get(cacheKey)
    if (compressed === undefined) {
      compressed = await compressBody(body, encoding, 'on-the-fly')
      if (cacheKey !== undefined) {
        if (compressedByTag.size >= cacheEntries) {
          // Maps iterate in insertion order: dropping the first key evicts the oldest entry.
          const oldest = compressedByTag.keys().next().value
          if (oldest !== undefined) {
            compressedByTag.delete(oldest)
          }
        }
        compressedByTag.set(cacheKey, compressed)
      }
    }
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(compressed.byteLength))
    context.res = new Response(new Uint8Array(compressed), { status: response.status, headers })
  }
}

/** Adds names to a `Vary` header without repeating one already there. */
export function appendVary(headers: Headers, ...names: string[]): void {
  const current = headers.get('Vary')
  if (current === '*') {
    return
  }
  const present = new Set(
    (current ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  )
  const missing = names.filter((name) => !present.has(name.toLowerCase()))
  if (missing.length > 0) {
    headers.set('Vary', [current, ...missing].filter((value) => value !== null && value !== '').join(', '))
  }
}
