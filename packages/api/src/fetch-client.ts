// The plain fetch client: it sends the site's Origin (the API picks the client league from it) and the
// bearer token when there is one, and retries a failed read once on statuses that are usually passing.
// Writes are never repeated. It imports nothing from the API's source but the contract's error type, so the
// site can use it (on the server and in the browser) without type-checking the whole API; client.ts adds the
// typed RPC calls on top.
import type { ApiErrorBody } from './contract/errors.ts'

export type ApiClientOptions = {
  /** Where the API listens, e.g. `http://127.0.0.1:4000`. */
  baseUrl: string
  /** The site's own origin, e.g. `http://localhost:3000`; it names the client league. */
  origin: string
  /** Access token of the signed-in user, for the per-user endpoints. */
  token?: string | undefined
  /** Headers sent with every request (the site's server names its visitor with `X-Forwarded-For`). */
  headers?: Record<string, string> | undefined
  fetch?: typeof fetch
}

export type QueryValue = string | number | boolean | undefined | null

export type RequestOptions = {
  query?: Record<string, QueryValue>
  /** Next.js data-cache hints, passed through to its fetch. */
  next?: { revalidate?: number | false; tags?: string[] }
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached'
  signal?: AbortSignal
}

/** Statuses worth one more try of a read: timeouts, conflicts, rate limits and passing server trouble. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** How many times a read is retried after its first attempt. */
export const maximumRetries = 1

/** Only reads are retried, and only once: repeating a write could apply it twice. */
export function shouldRetry(input: { method: string; status: number; retriesSoFar: number }): boolean {
  return (
    input.method.toUpperCase() === 'GET' && input.retriesSoFar < maximumRetries && retryableStatuses.has(input.status)
  )
}

/** A non-2xx answer, with the API's error code and field errors when it sent them. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly path: string
  readonly code: string | undefined
  readonly fields: Record<string, string> | undefined

  constructor(status: number, path: string, code?: string, message?: string, fields?: Record<string, string>) {
    super(message ?? `API answered ${status} for ${path}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.path = path
    this.code = code
    this.fields = fields
  }
}

/**
 * The error of an answer in the API's error shape (contract/errors.ts; the site's own route handlers answer
 * in it too), or undefined when the body is something else (a proxy's HTML page, nothing at all).
 */
export async function errorBodyOf(response: Response): Promise<ApiErrorBody['error'] | undefined> {
  try {
    // JSON from the wire: the checks below stand in for the schema, which the browser bundle does without.
    const body = (await response.json()) as Partial<ApiErrorBody> | null
    return typeof body?.error?.code === 'string' && typeof body.error.message === 'string' ? body.error : undefined
  } catch {
    return undefined
  }
}

export async function errorFrom(response: Response, path: string): Promise<ApiRequestError> {
  const error = await errorBodyOf(response)
  return new ApiRequestError(response.status, path, error?.code, error?.message, error?.fields)
}

export function buildApiUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(name, String(value))
    }
  }
  return url.toString()
}

/**
 * A path template with its parameters filled in, each encoded as one path segment.
 *
 * @example
 * fillPath('/v2/website/games/{game}/flow', { game: '22-6' }) //=> '/v2/website/games/22-6/flow'
 */
export function fillPath(template: string, parameters: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name]
    if (value === undefined) {
      throw new Error(`${template}: no value for {${name}}`)
    }
    return encodeURIComponent(value)
  })
}

export function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

export async function expectJson<Body>(pending: Promise<Response>, path: string): Promise<Body> {
  const response = await pending
  if (!response.ok) {
    throw await errorFrom(response, path)
  }
  return (await response.json()) as Body
}

/**
 * @example
 * const api = createFetchClient({ baseUrl: 'http://127.0.0.1:4000', origin: 'http://localhost:3000' })
 * const standings = await api.get<Standings>('/v2/website/seasons/2022-23/leagues/aba-league/standings')
 */
export function createFetchClient(options: ApiClientOptions) {
  const fetchImplementation = options.fetch ?? globalThis.fetch

  const request: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      headers.set(name, value)
    }
    headers.set('Origin', options.origin)
    if (!headers.has('Accept')) {
      headers.set('Accept', 'application/json')
    }
    if (options.token !== undefined && options.token !== '') {
      headers.set('Authorization', `Bearer ${options.token}`)
    }
    const prepared: RequestInit = { ...init, headers }
    const method = methodOf(input, init)
    for (let retriesSoFar = 0; ; retriesSoFar += 1) {
      const response = await fetchImplementation(input, prepared)
      if (!shouldRetry({ method, status: response.status, retriesSoFar })) {
        return response
      }
      // Drain the failed answer rather than cancel it: under Next.js the body is one branch of a tee(), and
      // cancelling one branch only settles once the other is cancelled too, so awaiting it would hang.
      await response.arrayBuffer().catch(() => undefined)
    }
  }

  /** Any GET route (the league data routes), typed by the caller. */
  function get<Body>(path: string, requestOptions: RequestOptions = {}): Promise<Body> {
    // `next` and `cache` are Next.js and browser extensions of RequestInit that Node's types lack.
    const init: RequestInit & Pick<RequestOptions, 'next' | 'cache'> = { method: 'GET' }
    if (requestOptions.next !== undefined) {
      init.next = requestOptions.next
    }
    if (requestOptions.cache !== undefined) {
      init.cache = requestOptions.cache
    }
    if (requestOptions.signal !== undefined) {
      init.signal = requestOptions.signal
    }
    return expectJson<Body>(request(buildApiUrl(options.baseUrl, path, requestOptions.query), init), path)
  }

  return { get, request }
}
