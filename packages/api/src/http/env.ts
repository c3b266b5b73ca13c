// The Hono environment shared by every router: what the middleware puts on the context before a handler runs.
import type { Database } from '../db/connection.ts'

/** Brand colours of a client site, as the product specification names them. */
export type ClientColors = {
  colorButton: string
  color1: string
  color2: string
  color3: string
  color4: string
  color5: string
}

/** Favicons and home-screen icons of a client site. */
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
}

export type ClientSponsor = {
  name: string
  url: string | null
  logo: string | null
  tier: string | null
}

/** The client league a request belongs to, resolved from its Origin (or Host) header. */
export type TenantClient = {
  id: number
  slug: string
  name: string
  domains: string[]
  settings: ClientSettings
  sponsors: ClientSponsor[]
  languages: string[]
  currentSeasonSlug: string | null
}

export type AppVariables = {
  database: Database
  client: TenantClient
  /** The signed-in user's uuid, set by the bearer-token middleware on per-user routes. */
  userId?: string
  requestId: string
}

export type AppEnv = { Variables: AppVariables }
