// Which stored answer a request gets: `Accept-Encoding` picks the stored bytes, `If-None-Match` a 304.
import { selectEncoding } from '../compression.ts'
import { matchesStoredEntry, type StoredEncoding } from './entity-tags.ts'
import type { Entry, Variant } from './stored-entry.ts'

/** Which stored answer a request gets: an entry's encoding, whole (200) or not modified (304). */
export type Negotiated = { entry: Entry; encoding: StoredEncoding; status: 200 | 304 }

/** How a request was answered, for the request log. */
export type ResponseCacheOutcome = 'hit' | 'stale' | 'miss' | 'refresh'

/** A fresh hit and its key: the app's outermost middleware records the headers it went out with. */
export type ResponseCacheHit = Negotiated & { key: string }

/** Which stored answer this request gets: its encoding negotiated, and 304 when the client already holds it. */
export function negotiate(
  entry: Entry,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): Negotiated {
  const accepted = selectEncoding(acceptEncoding)
  const encoding = accepted !== undefined && entry.variants[accepted] !== undefined ? accepted : 'identity'
  return { entry, encoding, status: matchesStoredEntry(ifNoneMatch, entry.digest) ? 304 : 200 }
}

/** The negotiated encoding's stored bytes and headers. */
export function variantOf({ entry, encoding }: Negotiated): Variant {
  return entry.variants[encoding] ?? entry.variants.identity
}

export function answerOf(negotiated: Negotiated): Response {
  const variant = variantOf(negotiated)
  return negotiated.status === 304
    ? new Response(null, { status: 304, headers: variant.notModifiedHeaders })
    : new Response(variant.body, { status: 200, headers: variant.headers })
}
