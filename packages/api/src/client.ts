// The typed client: the plain fetch client of fetch-client.ts (Origin, bearer token, one retry of a failed
// read) plus Hono RPC calls typed from the app's routes. Importing it type-checks the whole API; a caller
// that only reads data (the site) imports fetch-client.ts instead.
import { hc } from 'hono/client'
import type { AppType } from './app.ts'
import type {
  AccessToken,
  RegistrationAccepted,
  ClientConfig,
  CurrentSeasonLeagues,
  Follow,
  FollowList,
  OperatorStatus,
  StoredFcmTokens,
  User,
} from './contract/platform.ts'
import { createFetchClient, expectJson, type ApiClientOptions } from './fetch-client.ts'

export {
  ApiRequestError,
  buildApiUrl,
  createFetchClient,
  retryableStatuses,
  shouldRetry,
  type ApiClientOptions,
  type QueryValue,
  type RequestOptions,
} from './fetch-client.ts'

// The answers are the contract's types (src/contract); the RPC client types the requests.
export type { Follow }

/**
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:4000', origin: 'http://localhost:3000' })
 * const config = await api.config()
 * const standings = await api.get<Standings>('/v2/website/seasons/2022-23/leagues/aba-league/standings')
 * const { access_token } = await api.login({ email, password })
 * const me = await createApiClient({ ...options, token: access_token }).user()
 */
export function createApiClient(options: ApiClientOptions) {
  const { get, request } = createFetchClient(options)

  const rpc = hc<AppType>(options.baseUrl, { fetch: request })

  return {
    get,
    /** The Hono RPC client over the app's routes, for calls not wrapped below. */
    rpc,
    // GET /v2/website/config
    config: () => expectJson<ClientConfig>(rpc.v2.website.config.$get(), '/v2/website/config'),
    // GET /v2/website/current-season-leagues
    currentSeasonLeagues: () =>
      expectJson<CurrentSeasonLeagues>(
        rpc.v2.website['current-season-leagues'].$get(),
        '/v2/website/current-season-leagues',
      ),
    // GET /v2/website/user
    user: () => expectJson<User>(rpc.v2.website.user.$get(), '/v2/website/user'),
    // GET /v2/website/user/operator
    operatorStatus: () => expectJson<OperatorStatus>(rpc.v2.website.user.operator.$get(), '/v2/website/user/operator'),
    // PATCH /v2/website/user
    updateUser: (body: { name?: string; language?: 'en' | 'sr' | 'sl' | 'es' | 'fr' | 'ru' }) =>
      expectJson<User>(rpc.v2.website.user.$patch({ json: body }), '/v2/website/user'),
    // POST /v2/website/user/store-fcm
    storeFcmToken: (token: string) =>
      expectJson<StoredFcmTokens>(
        rpc.v2.website.user['store-fcm'].$post({ json: { token } }),
        '/v2/website/user/store-fcm',
      ),
    // GET /v2/website/user/follows
    follows: () => expectJson<FollowList>(rpc.v2.website.user.follows.$get(), '/v2/website/user/follows'),
    // POST /v2/website/user/follows
    follow: (follow: Follow) =>
      expectJson<FollowList>(rpc.v2.website.user.follows.$post({ json: follow }), '/v2/website/user/follows'),
    // DELETE /v2/website/user/follows
    unfollow: (follow: Follow) =>
      expectJson<FollowList>(rpc.v2.website.user.follows.$delete({ query: follow }), '/v2/website/user/follows'),
    // POST /auth/register
    // Answers alike for new and known emails and gives no token: a link is mailed to the address.
    register: (body: {
      email: string
      password: string
      name: string
      language?: 'en' | 'sr' | 'sl' | 'es' | 'fr' | 'ru'
    }) => expectJson<RegistrationAccepted>(rpc.auth.register.$post({ json: body }), '/auth/register'),
    // POST /auth/login
    login: (body: { email: string; password: string }) =>
      expectJson<AccessToken>(rpc.auth.login.$post({ json: body }), '/auth/login'),
    // POST /auth/google-register
    googleRegister: (token: string) =>
      expectJson<AccessToken>(rpc.auth['google-register'].$post({ json: { token } }), '/auth/google-register'),
    // POST /auth/google-link: a Google account whose email has a password account (409 link_required)
    linkGoogle: (body: { token: string; password: string }) =>
      expectJson<AccessToken>(rpc.auth['google-link'].$post({ json: body }), '/auth/google-link'),
    // POST /auth/google-login
    googleLogin: (token: string) =>
      expectJson<AccessToken>(rpc.auth['google-login'].$post({ json: { token } }), '/auth/google-login'),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
