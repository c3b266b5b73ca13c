// What the `clients` table stores in its jsonb columns, built from a client.json by `settingsOf()` in
// `tenants/clients.ts`. It lives beside the table (not in the HTTP layer) so the schema imports nothing above it.
import type { ClientConfig } from '@league/client-league/client-schema'

/** Brand colours of a client site, as the product specification names them. */
export type ClientColors = ClientConfig['colors']

/** Favicons and home-screen icons of a client site; a missing one falls back to the crest. */
export type ClientCrest = {
  faviconSm: string | null
  faviconLg: string | null
  androidChromeSm: string | null
  androidChromeLg: string | null
}

/** The settings a client site reads from `GET /v2/website/config`. */
export type ClientSettings = {
  title: string
  colors: ClientColors
  logo: string | null
  crest: ClientCrest
  broadcast: string | null
  defaultNewsCoverImage: string | null
  googleAnalyticsId: string | null
  /** OAuth client id of the client's Google sign-in; also the audience Google ID tokens must carry. */
  googleClientId: string | null
  playerPositions: string[]
  /** A notice the config answer carries as its `message` (absent in rows stored before it existed). */
  message?: string | null
  /** Whether a game's team statistics end with the score by period (absent in older rows: off). */
  currentPeriodBottom?: boolean
  /**
   * Base URL of the timer API (game and shot clock per venue) the client's screens read; null when the client
   * has none. Optional: rows stored before it existed lack it until the clients are seeded again.
   */
  timerApiBase?: string | null
  /** Firebase web configuration of browser push; null (or absent in older rows) when the client has none. */
  push?: ClientConfig['push'] | null
  /** Hosts game videos may come from (client.json `videoHosts`); absent in older rows: the default players. */
  videoHosts?: readonly string[]
}

export type ClientSponsor = {
  name: string
  url: string | null
  logo: string | null
  tier: string | null
}
