// The links in account mails point at the league's own site, in the reader's language. Which site: the one
// the request came from when it is a registered origin of the client (the site's server and the pop-up name
// it), else the client's first domain.
import type { Context } from 'hono'
import type { Language } from '@league/client-league/languages'
import type { AppEnv, TenantClient } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import { optionalClient } from '../../http/tenancy.ts'
import type { PlatformDependencies } from './dependencies.ts'

/** The site pages the mails link to (packages/site: /{locale}/auth/…); each takes `?token=`. */
export type AccountPage = 'verify-email' | 'reset-password'

const isLocalHostname = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')

function plainOrigin(value: string | undefined): URL | undefined {
  if (value === undefined || value === '' || value === 'null') {
    return undefined
  }
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : undefined
  } catch {
    return undefined
  }
}

/** `https://aba.example.com`, or `http://localhost:3000` in development. */
export function siteOriginOf(
  context: Context<AppEnv>,
  dependencies: PlatformDependencies,
  client: TenantClient,
): string {
  const asked = plainOrigin(context.req.header('X-Site-Origin') ?? context.req.header('Origin'))
  if (asked !== undefined && dependencies.siteOrigins.allows(asked, client.domains)) {
    return asked.origin
  }
  for (const domain of client.domains) {
    const candidates = isLocalHostname(domain)
      ? [`http://${domain}:3000`, `https://${domain}`]
      : [`https://${domain}`, `http://${domain}:3000`]
    const allowed = candidates.find((candidate) => dependencies.siteOrigins.allows(new URL(candidate), client.domains))
    if (allowed !== undefined) {
      return allowed
    }
  }
  return `https://${client.domains[0] ?? 'localhost'}`
}

/** The client a mail is sent for; a link needs a site to point at, so a request naming none is refused. */
export function mailingClient(context: Context<AppEnv>): TenantClient {
  const client = optionalClient(context)
  if (client === undefined) {
    throw new ApiError(
      400,
      'unknown_client',
      'The request names no league site (send its Origin): the e-mailed link must open that site',
    )
  }
  return client
}

/** `<site origin>/<language>/auth/<page>?token=…` */
export function accountLink(
  context: Context<AppEnv>,
  dependencies: PlatformDependencies,
  client: TenantClient,
  options: { page: AccountPage; language: Language; token: string },
): string {
  const url = new URL(`/${options.language}/auth/${options.page}`, siteOriginOf(context, dependencies, client))
  url.searchParams.set('token', options.token)
  return url.toString()
}
