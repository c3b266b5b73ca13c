import { shouldRetry } from './retry-policy'

// A thin fetch client with the call shape of @league/api's createApiClient (`get(path, { query, next })`).
// The site keeps its own copy because importing @league/api/client makes the site's type check (and so
// `next build`) compile the whole API source: a type error in the API would break the site's build.

export type ApiClientOptions = {
  baseUrl: string
  /** The site's own origin: the API picks the client league from it. */
  origin: string
  /** Bearer token of the signed-in user, only for per-user data. */
  token?: string | undefined
  fetch?: typeof fetch
}

export type QueryValue = string | number | boolean | undefined | null

export type RequestOptions = {
  query?: Record<string, QueryValue>
  /** Next.js data-cache hints for server components. */
  next?: { revalidate?: number | false; tags?: string[] }
  cache?: RequestCache
  signal?: AbortSignal
}

export class ApiRequestError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly path: string

  constructor(status: number, path: string, code?: string, message?: string) {
    super(message ?? `API ${status} for ${path}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.path = path
    this.code = code
  }
}

export function buildApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(name, String(value))
    }
  }
  return url.toString()
}

async function errorFrom(response: Response, path: string): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } }
    return new ApiRequestError(response.status, path, body.error?.code, body.error?.message)
  } catch {
    return new ApiRequestError(response.status, path)
  }
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImplementation = options.fetch ?? fetch
  const headers: Record<string, string> = { accept: 'application/json', origin: options.origin }
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`
  }

  async function get<Body>(path: string, requestOptions: RequestOptions = {}): Promise<Body> {
    const url = buildApiUrl(options.baseUrl, path, requestOptions.query)
    for (let retriesSoFar = 0; ; retriesSoFar += 1) {
      const init: RequestInit & { next?: RequestOptions['next'] } = { method: 'GET', headers }
      if (requestOptions.next) {
        init.next = requestOptions.next
      }
      if (requestOptions.cache) {
        init.cache = requestOptions.cache
      }
      if (requestOptions.signal) {
        init.signal = requestOptions.signal
      }
      const response = await fetchImplementation(url, init)
      if (response.ok) {
        return (await response.json()) as Body
      }
      if (!shouldRetry({ method: 'GET', status: response.status, retriesSoFar })) {
        throw await errorFrom(response, path)
      }
    }
  }

  return { get }
}

export type ApiClient = ReturnType<typeof createApiClient>
