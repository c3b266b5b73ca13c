// Errors of the query layer. Queries know nothing of HTTP: they say what they did not find, and the HTTP
// layer (`http/errors.ts`) answers 404 with the message.

/** The kinds of record a query looks up by a caller's key (a slug from a URL, most often). */
export type RecordKind =
  | 'season'
  | 'league'
  | 'team'
  | 'club'
  | 'club season'
  | 'game'
  | 'game result'
  | 'fantasy round'
  | 'match report'
  | 'news item'
  | 'player'
  | 'play-off round'
  | 'play-off series'
  | 'venue'
  | 'fantasy squad'

/**
 * A record the caller named does not exist (for this client league). `message` is written for a person,
 * e.g. `No player "x" in this league`.
 * @example
 * throw new NotFoundError('player', slug, `No player "${slug}" in this league`)
 */
export class NotFoundError extends Error {
  override name = 'NotFoundError'
  readonly kind: RecordKind
  /** The key that matched nothing (a slug, usually). */
  readonly key: string

  constructor(kind: RecordKind, key: string, message: string) {
    super(message)
    this.kind = kind
    this.key = key
  }
}
