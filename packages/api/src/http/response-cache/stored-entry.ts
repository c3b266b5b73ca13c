// One kept answer: read once, compressed once per encoding (small bodies only as they are), each encoding
// with the headers it goes out with, so a hit serves stored bytes with no serialising, hashing or compressing.
import { createHash } from 'node:crypto'
import { publicReadCacheControl } from '../cache.ts'
import { compressBody, compressionThreshold } from '../compression.ts'
import { entityTagOf, type StoredEncoding } from './entity-tags.ts'

/** One encoding of an answer with the headers it is sent with, ready to go out. */
export type Variant = {
  body: Uint8Array<ArrayBuffer>
  headers: [string, string][]
  notModifiedHeaders: [string, string][]
}

export type Entry = {
  /** Names this entry among every entry kept so far: recorded replies belong to one entry, not to its key. */
  serial: number
  /** SHA-1 of the identity body (base64url); each encoding's strong ETag derives from it. */
  digest: string
  variants: Partial<Record<StoredEncoding, Variant>> & { identity: Variant }
  bytes: number
}

/** Whether the route's answer may be shared with everyone and kept. */
export function isShareable(response: Response): boolean {
  return response.status === 200 && !/private|no-store/i.test(response.headers.get('Cache-Control') ?? '')
}

let nextSerial = 1

/** The route's own headers worth keeping: the cache sets the validators and lengths itself. */
function routeHeadersOf(response: Response): [string, string][] {
  const routeHeaders: [string, string][] = []
  response.headers.forEach((value, name) => {
    // CORS headers answer the Origin of the request that ran the route; every reader gets its own from the
    // CORS middleware (Hono merges them into the stored answer), never that first reader's.
    if (
      name !== 'content-length' &&
      name !== 'content-encoding' &&
      name !== 'etag' &&
      name !== 'cache-control' &&
      !name.startsWith('access-control-')
    ) {
      routeHeaders.push([name, value])
    }
  })
  return routeHeaders
}

/** The bytes an entry costs: bodies of every encoding and headers, and its bookkeeping. */
function bytesOf(variants: Entry['variants']): number {
  let bytes = 512 // the key, the objects and the LRU's bookkeeping
  for (const variant of Object.values(variants)) {
    bytes += variant.body.byteLength
    for (const [name, value] of variant.headers) {
      bytes += name.length + value.length
    }
  }
  return bytes
}

/** Builds an entry from a shareable answer: reads its body once and compresses it once per encoding. */
export async function entryOf(response: Response): Promise<Entry> {
  const body = new Uint8Array(await response.arrayBuffer())
  const digest = createHash('sha1').update(body).digest('base64url')
  const routeHeaders = routeHeadersOf(response)
  const cacheControl = response.headers.get('Cache-Control') ?? publicReadCacheControl
  const variantOf = (encoding: StoredEncoding, bytes: Uint8Array<ArrayBuffer>): Variant => {
    const validators: [string, string][] = [
      ['ETag', entityTagOf(digest, encoding)],
      ['Cache-Control', cacheControl],
      ['Vary', 'Accept-Encoding'],
    ]
    return {
      body: bytes,
      headers: [
        ...routeHeaders,
        ...validators,
        ...(encoding === 'identity' ? [] : ([['Content-Encoding', encoding]] as [string, string][])),
        ['Content-Length', String(bytes.byteLength)],
      ],
      notModifiedHeaders: validators,
    }
  }
  const variants: Entry['variants'] = { identity: variantOf('identity', body) }
  if (body.byteLength >= compressionThreshold) {
    const [brotli, gzipped] = await Promise.all([
      compressBody(body, 'br', 'stored'),
      compressBody(body, 'gzip', 'stored'),
    ])
    // Copied into buffers of their own: a small Buffer may be a view of an 8 KiB shared slab, which the
    // entry would keep alive while the byte budget counted only the view.
    variants.br = variantOf('br', new Uint8Array(brotli))
    variants.gzip = variantOf('gzip', new Uint8Array(gzipped))
  }
  const bytes = bytesOf(variants)
  const serial = nextSerial
  nextSerial += 1
  return { serial, digest, variants, bytes }
}
