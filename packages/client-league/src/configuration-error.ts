// Its own module so that settings parsers the site shares (trusted-proxies.ts) need none of the API's auth code.

/** A start refused for a configuration a person must fix; server.ts prints its message alone. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}
