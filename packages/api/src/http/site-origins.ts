// Which site origins the sign-in pop-up may hand an access token to. postMessage delivers to an exact origin
// (scheme, host and port), so the check is on all three: a registered hostname on another port or over
// plain HTTP may be someone else's server.
import { ConfigurationError } from '@league/client-league/configuration-error'

export type SiteOrigins = {
  /** Whether `origin` (already a plain `scheme://host[:port]`) is a site of a client with these domains. */
  allows: (origin: URL, clientDomains: readonly string[]) => boolean
}

/** `SITE_ORIGINS` (comma-separated `https://aba.example.com,http://localhost:3000`) or the defaults. */
export function parseSiteOrigins(value: string | undefined, production: boolean): SiteOrigins {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        const url = new URL(entry)
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/$/, '')) {
          return url.origin
        }
      } catch {
        // Reported below.
      }
      throw new ConfigurationError(`SITE_ORIGINS: "${entry}" is not an origin like https://aba.example.com`)
    })
  const explicit = new Set(listed)
  return {
    allows: (origin, clientDomains) => {
      if (!clientDomains.includes(origin.hostname)) {
        return false
      }
      if (explicit.size > 0) {
        return explicit.has(origin.origin)
      }
      // Without a list: the domain over HTTPS on the standard port, and the development site's port.
      return (
        origin.origin === `https://${origin.hostname}` ||
        (!production && origin.origin === `http://${origin.hostname}:3000`)
      )
    },
  }
}
