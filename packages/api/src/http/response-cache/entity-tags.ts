// Each stored encoding of an answer has its own strong ETag, derived from the digest of the identity body.
import type { Encoding } from '../compression.ts'

export type StoredEncoding = Encoding | 'identity'

/** Strong, and distinct per encoding: the bytes differ, so a strong validator must (RFC 9110 §8.8.1). */
export function entityTagOf(digest: string, encoding: StoredEncoding): string {
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`
}

/**
 * `If-None-Match` (weak comparison, RFC 9110 §13.1.2) against any encoding of the entry: a client holding
 * the gzip bytes that now asks for brotli still has the current representation.
 */
export function matchesStoredEntry(ifNoneMatch: string | undefined, digest: string): boolean {
  if (ifNoneMatch === undefined) {
    return false
  }
  const known = new Set(['identity', 'br', 'gzip'].map((encoding) => entityTagOf(digest, encoding as StoredEncoding)))
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || known.has(candidate))
}
