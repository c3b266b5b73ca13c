/** Where the site's server reaches the API. */
export const apiBaseUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'

/** The origin the site presents to the API when a request carries no host (the API picks the client from it). */
export const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000'

/** Public pages are regenerated at most this often; the API's own cache answers in between. */
export const revalidateSeconds = 60

/** The name of the cookie holding the signed-in user's API token. */
export const authCookieName = 'league_token'
