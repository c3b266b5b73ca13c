// Bounds on what one request may make the API hold: a body, a URL, headers. Past them the caller gets a 4xx
// that says which limit and how large, before any handler reads a byte more.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './errors.ts'

export type RequestLimits = {
  /** Largest request body: sign-in and follow bodies are a few hundred bytes. */
  bodyBytes: number
  /** Longest URL, path and query together. */
  urlLength: number
  /** All header names and values together. */
  headerBytes: number
}

export const defaultRequestLimits: RequestLimits = { bodyBytes: 64 * 1024, urlLength: 4096, headerBytes: 8 * 1024 }

/**
 * The body limit for requests that can carry a body. A GET or HEAD has none (the Node adapter gives them a null
 * body), but hono's bodyLimit asks for `c.req.raw.body` to find out, and that getter makes the adapter build a
 * full fetch Request with an abort signal for every read. undici ties each such Request to its signal through a
 * WeakRef and a FinalizationRegistry, which only a full collection clears, so every read's Request outlived the
 * young-generation collections and piled up in the old generation: measured after a minute of reads under wrk,
 * 51,000 of them awaiting finalisation and an old space of 384 MB of which 60 MB was live.
 */
export function requestBodyLimit(
  limits: RequestLimits,
  largerBodies: readonly LargerBodyLimit[] = [],
): MiddlewareHandler {
  const limitsOfLargerBodies = largerBodies.map((larger) => ({ larger, limitBody: largerBodyLimit(larger) }))
  const limitBody = bodyLimit({
    maxSize: limits.bodyBytes,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than the ${limits.bodyBytes / 1024} KiB this API accepts`,
      )
    },
  })
  return async function checkBodySize(context, next) {
    if (context.req.method === 'GET' || context.req.method === 'HEAD') {
      await next()
      return
    }
    const larger = limitsOfLargerBodies.find(
      (candidate) => candidate.larger.method === context.req.method && candidate.larger.path.test(context.req.path),
    )
    return (larger?.limitBody ?? limitBody)(context, next)
  }
}

/** A route that takes larger bodies than the rest (file uploads), with its own limit and refusal. */
export type LargerBodyLimit = {
  method: string
  path: RegExp
  maxBytes: number
  /** The 413 past the limit; `declaredBytes` when Content-Length said how large before anything was read. */
  refusal: (declaredBytes: number | undefined) => ApiError
}

function largerBodyLimit(larger: LargerBodyLimit): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: larger.maxBytes,
    onError: () => {
      throw larger.refusal(undefined)
    },
  })
  return async function checkLargerBodySize(context, next) {
    const declared = Number(context.req.header('Content-Length'))
    if (!context.req.raw.headers.has('Transfer-Encoding') && Number.isFinite(declared) && declared > larger.maxBytes) {
      throw larger.refusal(declared)
    }
    return limitBody(context, next)
  }
}

export function requestSizeLimits(limits: RequestLimits): MiddlewareHandler {
  return async function checkRequestSize(context, next) {
    const url = context.req.url
    const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2))
    if (pathAndQuery.length > limits.urlLength) {
      throw new ApiError(
        414,
        'uri_too_long',
        `The address is ${pathAndQuery.length} characters long; this API accepts at most ${limits.urlLength}`,
      )
    }
    // PostgreSQL text cannot hold U+0000: a NUL reaching a query would fail there as a 500. It is no letter of
    // any slug, name or search, so it is refused here, in the address and in JSON bodies alike.
    if (/%00/.test(pathAndQuery)) {
      throw new ApiError(
        400,
        'invalid_request',
        'The address contains a NUL character (%00), which no value here may hold',
      )
    }
    let headerBytes = 0
    context.req.raw.headers.forEach((value, name) => {
      headerBytes += name.length + value.length + 4
    })
    if (headerBytes > limits.headerBytes) {
      throw new ApiError(
        431,
        'headers_too_large',
        `The request headers take ${headerBytes} bytes; this API accepts at most ${limits.headerBytes}`,
      )
    }
    await next()
  }
}

/** After the body limit (it reads the body): a JSON body with an escaped NUL in any string is refused. */
export function refuseNulInJsonBodies(): MiddlewareHandler {
  return async function checkJsonBody(context, next) {
    if (/json/i.test(context.req.header('Content-Type') ?? '') && (await context.req.text()).includes('\\u0000')) {
      throw new ApiError(
        400,
        'invalid_request',
        'The request body contains a NUL character (\\u0000), which no value here may hold',
      )
    }
    await next()
  }
}
