// The typed client the site uses to call the API. It sends the site's Origin (the API picks the client
// league from it) and the bearer token when there is one, and retries a failed read once on statuses
// that are usually passing (timeouts, rate limits, server trouble). Writes are never repeated.
import { hc, type InferResponseType } from 'hono/client'
import type { AppType } from './app.ts'

export type ApiClientOptions = {
  /** Where the API listens, e.g. `http://127.0.0.1:4000`. */
  baseUrl: string
  /** The site's own origin, e.g. `http://localhost:3000`; it names the client league. */
  origin: string
  /** Access token of the signed-in user, for the per-user endpoints. */
  token?: string | undefined
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

/** Statuses worth one more try of a read. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

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

async function errorFrom(response: Response, path: string): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> }
    }
    return new ApiRequestError(response.status, path, body.error?.code, body.error?.message, body.error?.fields)
  } catch {
    return new ApiRequestError(response.status, path)
  }
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

function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

async function expectJson<Body>(pending: Promise<Response>, path: string): Promise<Body> {
  const response = await pending
  if (!response.ok) {
    throw await errorFrom(response, path)
  }
  return (await response.json()) as Body
}

type Rpc = ReturnType<typeof hc<AppType>>
type Website = Rpc['v2']['website']

export type ConfigResponse = InferResponseType<Website['config']['$get'], 200>
export type CurrentSeasonLeaguesResponse = InferResponseType<Website['current-season-leagues']['$get'], 200>
export type UserResponse = InferResponseType<Website['user']['$get'], 200>
export type StoreFcmResponse = InferResponseType<Website['user']['store-fcm']['$post'], 200>
export type FollowsResponse = InferResponseType<Website['user']['follows']['$get'], 200>
export type AccessTokenResponse = InferResponseType<Rpc['auth']['login']['$post'], 200>
export type Follow = FollowsResponse['follows'][number]

/**
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:4000', origin: 'http://localhost:3000' })
 * const config = await api.config()
 * const standings = await api.get<Standings>('/v2/website/seasons/2022-23/leagues/aba-league/standings')
 * const { access_token } = await api.login({ email, password })
 * const me = await createApiClient({ ...options, token: access_token }).user()
 */
export function createApiClient(options: ApiClientOptions) {
  const fetchImplementation = options.fetch ?? globalThis.fetch

  // Every request goes through here: headers added, reads retried once.
  const request: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('Origin', options.origin)
    if (!headers.has('Accept')) {
      headers.set('Accept', 'application/json')
    }
    if (options.token !== undefined && options.token !== '') {
      headers.set('Authorization', `Bearer ${options.token}`)
    }
    const prepared: RequestInit = { ...init, headers }
    const response = await fetchImplementation(input, prepared)
    if (methodOf(input, init) !== 'GET' || !retryableStatuses.has(response.status)) {
      return response
    }
    await response.body?.cancel()
    return fetchImplementation(input, prepared)
  }

  const rpc = hc<AppType>(options.baseUrl, { fetch: request })

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

  return {
    get,
    /** The Hono RPC client over the app's routes, for calls not wrapped below. */
    rpc,
    // GET /v2/website/config
    config: () => expectJson<ConfigResponse>(rpc.v2.website.config.$get(), '/v2/website/config'),
    // GET /v2/website/current-season-leagues
    currentSeasonLeagues: () =>
      expectJson<CurrentSeasonLeaguesResponse>(
        rpc.v2.website['current-season-leagues'].$get(),
        '/v2/website/current-season-leagues',
      ),
    // GET /v2/website/user
    user: () => expectJson<UserResponse>(rpc.v2.website.user.$get(), '/v2/website/user'),
    // POST /v2/website/user/store-fcm
    storeFcmToken: (token: string) =>
      expectJson<StoreFcmResponse>(
        rpc.v2.website.user['store-fcm'].$post({ json: { token } }),
        '/v2/website/user/store-fcm',
      ),
    // GET /v2/website/user/follows
    follows: () => expectJson<FollowsResponse>(rpc.v2.website.user.follows.$get(), '/v2/website/user/follows'),
    // POST /v2/website/user/follows
    follow: (follow: Follow) =>
      expectJson<FollowsResponse>(rpc.v2.website.user.follows.$post({ json: follow }), '/v2/website/user/follows'),
    // DELETE /v2/website/user/follows
    unfollow: (follow: Follow) =>
      expectJson<FollowsResponse>(rpc.v2.website.user.follows.$delete({ query: follow }), '/v2/website/user/follows'),
    // POST /auth/register
    register: (body: { email: string; password: string; name: string }) =>
      expectJson<AccessTokenResponse>(rpc.auth.register.$post({ json: body }), '/auth/register'),
    // POST /auth/login
    login: (body: { email: string; password: string }) =>
      expectJson<AccessTokenResponse>(rpc.auth.login.$post({ json: body }), '/auth/login'),
    // POST /auth/google-register
    googleRegister: (token: string) =>
      expectJson<AccessTokenResponse>(rpc.auth['google-register'].$post({ json: { token } }), '/auth/google-register'),
    // POST /auth/google-login
    googleLogin: (token: string) =>
      expectJson<AccessTokenResponse>(rpc.auth['google-login'].$post({ json: { token } }), '/auth/google-login'),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
