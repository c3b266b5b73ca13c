// One error type for the whole API and the handlers that render every failure as
// `{ error: { code, message, fields? } }`, so the site parses a single shape.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import { DomainError, type DomainErrorKind, type ErrorProblem } from '../domain-errors.ts'
import { MailDeliveryError } from '../mail/delivery-error.ts'
import { NotFoundError } from '../queries/errors.ts'
import { privateCacheControl } from './cache.ts'
import type { AppEnv } from './env.ts'
import { describeError } from './describe-error.ts'
import { reportError } from './error-reporting.ts'
import { logger } from './log.ts'

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; problems?: ErrorProblem[] }
}

/**
 * Thrown anywhere in a handler or middleware; the error handler turns it into a JSON answer.
 * @example
 * throw new ApiError(404, 'not_found', 'No player "x" in this league')
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: string
  readonly fields: Record<string, string> | undefined
  readonly headers: Record<string, string>
  /** Coded problems of a form (team applications), for a client that words them in its own language. */
  readonly problems: readonly ErrorProblem[] | undefined

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    fields?: Record<string, string>,
    headers: Record<string, string> = {},
    problems?: readonly ErrorProblem[],
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.headers = headers
    this.problems = problems
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields === undefined ? {} : { fields: this.fields }),
        ...(this.problems === undefined ? {} : { problems: [...this.problems] }),
      },
    }
  }
}

/** Field path (`email`, `players.0.name`) → first message zod gave for it. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(body)'
    fields[path] ??= issue.message
  }
  return fields
}

type ValidationResult =
  | { success: true; data: unknown; target: string }
  | { success: false; error: ZodError; target: string }

/**
 * The `defaultHook` of every OpenAPIHono router: a request that fails its zod schema becomes a 400 with
 * the failing fields, instead of zod-openapi's own `{ success: false, error }` body.
 */
export function validationHook(result: ValidationResult, _context: Context): void {
  if (!result.success) {
    const where = result.target === 'json' ? 'body' : result.target
    throw new ApiError(400, 'invalid_request', `The request ${where} is not valid`, fieldErrorsOf(result.error))
  }
}

function isZodError(error: unknown): error is ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues)
}

/** Whether the error, or one it was caused by, carries a code the test accepts. */
function hasCause(error: unknown, test: (code: string) => boolean): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && test(code)) {
      return true
    }
  }
  return false
}

/** PostgreSQL's `query_canceled`: the statement ran past `statement_timeout` (see db/connection.ts). */
const isStatementTimeout = (error: unknown) => hasCause(error, (code) => code === '57014')

/**
 * The database cannot be reached right now: a dropped or refused connection (postgres.js and Node codes), or
 * the server shutting down or starting (PostgreSQL classes 08 and 57P0x). Nobody's mistake and no bug of
 * ours: the caller may retry, and a proxy in front may send the request to another instance.
 */
const unreachableCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
])
const isDatabaseUnreachable = (error: unknown) =>
  hasCause(error, (code) => unreachableCodes.has(code) || code.startsWith('08'))

function statusOf(kind: DomainErrorKind): ContentfulStatusCode {
  switch (kind) {
    case 'invalid':
      return 400
    case 'unauthenticated':
      return 401
    case 'forbidden':
      return 403
    case 'not_found':
      return 404
    case 'conflict':
      return 409
    case 'refused':
      return 422
    default:
      return kind satisfies never
  }
}

/**
 * The HTTP answer of a refusal below the HTTP layer: a domain error by its kind, a query's missing record as
 * 404; undefined for anything else.
 */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof DomainError) {
    // A caller who sent no credentials is told the scheme, and the answer is never kept by a shared cache.
    const headers: Record<string, string> = error.challenge
      ? { 'WWW-Authenticate': 'Bearer', 'Cache-Control': privateCacheControl }
      : {}
    return new ApiError(statusOf(error.kind), error.code, error.message, error.fields, headers, error.problems)
  }
  if (error instanceof NotFoundError) {
    // A query found no record under the caller's key: the caller's mistake, told in the query's words.
    return new ApiError(404, 'not_found', error.message)
  }
  return undefined
}

export const handleError: ErrorHandler<AppEnv> = (error, context) => {
  const answer = error instanceof ApiError ? error : apiErrorOf(error)
  if (answer !== undefined) {
    for (const [name, value] of Object.entries(answer.headers)) {
      context.header(name, value)
    }
    return context.json(answer.toBody(), answer.status)
  }
  if (isZodError(error)) {
    const invalid = new ApiError(400, 'invalid_request', 'The request is not valid', fieldErrorsOf(error))
    return context.json(invalid.toBody(), 400)
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own client errors: malformed JSON, unsupported media type, body too large.
    const status = error.status as ContentfulStatusCode
    const code = status === 415 ? 'unsupported_media_type' : status === 413 ? 'payload_too_large' : 'bad_request'
    return context.json(new ApiError(status, code, error.message || 'Bad request').toBody(), status)
  }
  if (error instanceof MailDeliveryError) {
    // A flow that sends mail and let the failure through: already logged (recipient masked) by the mailer.
    context.header('Retry-After', '60')
    return context.json(
      new ApiError(
        503,
        'mail_unavailable',
        'The e-mail could not be sent right now; please try again in a minute',
      ).toBody(),
      503,
    )
  }
  if (isStatementTimeout(error)) {
    logger.warn('statement timeout', { requestId: context.get('requestId'), path: context.req.path })
    context.header('Retry-After', '5')
    return context.json(
      new ApiError(503, 'timeout', 'The database took too long to answer; please try again in a moment').toBody(),
      503,
    )
  }
  if (isDatabaseUnreachable(error)) {
    logger.warn('database unreachable', { requestId: context.get('requestId'), path: context.req.path })
    context.header('Retry-After', '5')
    return context.json(
      new ApiError(
        503,
        'unavailable',
        'The database cannot be reached right now; please try again in a moment',
      ).toBody(),
      503,
    )
  }
  // Anything else is our bug: log it with the request id, never leak its message to the caller.
  const request = { requestId: context.get('requestId'), method: context.req.method, path: context.req.path }
  logger.error('unhandled error', { ...request, error: describeError(error) })
  reportError(error, request)
  return context.json(
    new ApiError(500, 'internal_error', 'Something went wrong on our side; please try again later').toBody(),
    500,
  )
}

export const handleNotFound: NotFoundHandler<AppEnv> = (context) =>
  context.json(new ApiError(404, 'not_found', `No route ${context.req.method} ${context.req.path}`).toBody(), 404)
