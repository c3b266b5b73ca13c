import 'server-only'

/** Where the site's server reaches the API. */
export const apiBaseUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'

/**
 * Where visitors' browsers reach the API: the sign-in pop-up opens the provider's page there, and its origin
 * is the only one whose messages the site accepts. Behind a proxy it differs from the server-side `API_URL`.
 */
export const apiPublicUrl = process.env.API_PUBLIC_URL || apiBaseUrl

/** The origin the site presents to the API when a request carries no host (the API picks the client from it). */
export const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000'

/** Public pages are regenerated at most this often; the API's own cache answers in between. */
export const revalidateSeconds = 60

/**
 * The secret the API presents when it asks the site to regenerate its pages (src/app/api/revalidate);
 * unset, nobody can. `npm start` makes one per start and gives it to both.
 */
export const revalidateToken = process.env.REVALIDATE_TOKEN || undefined

/** The name of the cookie holding the signed-in user's API token. */
export const authCookieName = 'league_token'

/**
 * The clients/ folder of the repository, from the site package (the working directory of `next start`);
 * `CLIENTS_DIR` moves it, as it does for the API.
 */
export const clientsFolder = process.env.CLIENTS_DIR || `${process.cwd()}/../../clients`

/** IP addresses and CIDR ranges of proxies whose X-Forwarded-Host and X-Forwarded-Proto are believed. */
export const trustedProxySetting = process.env.TRUSTED_PROXY
