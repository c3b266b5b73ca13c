// Errors of the API's domain (accounts, sign-in, live games) below the HTTP layer. Like the queries'
// `NotFoundError`, they say what went wrong and with which code, never which status: `http/errors.ts` maps
// each kind to its HTTP answer in one place, so auth/ and live/ know nothing of HTTP.

/**
 * What kind of refusal it is. `invalid`: the request names something that cannot be (a player not in the
 * game, a sign-in the league has not set up). `unauthenticated`: no one, or no valid someone, is signed in.
 * `forbidden`: the signed-in person may not do this. `conflict`: the state changed under the request (an
 * account already there, a game already scored). `refused`: a rule of the game or of the data refuses it. `not_found`: the key names nothing the caller may
 * reach (a team application's link that is wrong, revoked or expired), with a code of its own.
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'refused'

export type DomainErrorOptions = {
  /** Field path → what is wrong with it, for a form to show beside the field. */
  fields?: Record<string, string>
  /** `unauthenticated` only: no credentials were sent at all, so the answer names the scheme to use. */
  challenge?: boolean
  /** Coded problems (path, code, values) a client words in its own language, beside the English `fields`. */
  problems?: readonly ErrorProblem[]
}

/** One problem of a form, by field path and code; `values` fill its message (`{minimum}`…). */
export type ErrorProblem = { path: string; code: string; values?: Record<string, string | number> }

/**
 * A request the domain refuses, with a stable `code` for programs and a `message` for a person.
 * @example
 * throw new DomainError('conflict', 'game_scored', 'This game has events from an operator; a replay would erase them.')
 */
export class DomainError extends Error {
  override name = 'DomainError'
  readonly kind: DomainErrorKind
  readonly code: string
  readonly fields: Record<string, string> | undefined
  readonly challenge: boolean
  readonly problems: readonly ErrorProblem[] | undefined

  constructor(kind: DomainErrorKind, code: string, message: string, options: DomainErrorOptions = {}) {
    super(message)
    this.kind = kind
    this.code = code
    this.fields = options.fields
    this.challenge = options.challenge ?? false
    this.problems = options.problems
  }
}
