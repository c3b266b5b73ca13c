// The one place where the site decides which host (and so which client league) a request is for. The
// client comes from `Host`; `X-Forwarded-Host` and `X-Forwarded-Proto` count only when the request reached
// the site from a proxy named in `TRUSTED_PROXY`, and the host must be one of a client's domains, so a forged
// header can neither switch the league nor put an attacker's host into robots.txt, the sitemap or links.
// `TRUSTED_PROXY` is parsed by `@league/client-league/trusted-proxies`, so the API and the site read it alike.
import { clientAddressOf, isTrustedProxy } from '@league/client-league/trusted-proxies'
import type { BlockList } from 'node:net'

/** The headers a request's site is read from, by their lower-case names. */
export type HeaderSource = { get(name: string): string | null }

/**
 * The peer address stamped by the site's own server (server.mjs) on every request, overwriting whatever a
 * client sent. Next.js gives the proxy and route handlers no socket address (`request.ip` is gone, and the
 * `X-Forwarded-For` it fills in is kept as the client sent it), so this is the only address the site trusts.
 */
export const peerAddressHeader = 'x-league-peer-address'

/** Set by server.mjs in its own process: without it (plain `next start`, `next dev`) no peer is known. */
export const peerStampEnvironment = 'LEAGUE_PEER_STAMP'

/** `liga-sur.localhost:3000` → `liga-sur.localhost`; undefined for anything that is not a plain host. */
export function hostnameOf(host: string): string | undefined {
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) {
    return undefined
  }
  try {
    return new URL(`http://${host}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

export type RequestSite = { origin: string; hostname: string }

export type SiteRules = {
  trustedProxies: BlockList
  /** Whether a hostname belongs to a client league. */
  isClientHostname: (hostname: string) => boolean
  /** Whether the peer address header was stamped by the site's own server. */
  peerIsStamped: boolean
}

/**
 * The origin a request is for, or undefined when its host is no client's domain. The first value of a
 * forwarded header is the one the nearest proxy set (nginx overwrites them; see deploy/nginx-site.conf).
 */
export function resolveRequestSite(requestHeaders: HeaderSource, rules: SiteRules): RequestSite | undefined {
  const peer = rules.peerIsStamped ? (requestHeaders.get(peerAddressHeader) ?? undefined) : undefined
  const fromTrustedProxy = isTrustedProxy(peer, rules.trustedProxies)
  const forwardedHost = fromTrustedProxy ? firstValue(requestHeaders.get('x-forwarded-host')) : undefined
  const host = forwardedHost ?? requestHeaders.get('host')?.trim()
  if (!host) {
    return undefined
  }
  const hostname = hostnameOf(host)
  if (hostname === undefined || !rules.isClientHostname(hostname)) {
    return undefined
  }
  const forwardedProto = fromTrustedProxy ? firstValue(requestHeaders.get('x-forwarded-proto')) : undefined
  const protocol = forwardedProto === 'https' ? 'https' : 'http'
  return { origin: `${protocol}://${host.toLowerCase()}`, hostname }
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim().toLowerCase()
  return value === '' ? undefined : value
}

/**
 * The visitor's address, which the site's server forwards to the API (`X-Forwarded-For`) so that the API's
 * limits count each visitor, not the site: the stamped peer, or behind a trusted proxy (nginx) the address
 * it forwarded. Undefined when no peer is stamped (`next dev`): the API then sees the site's own address.
 */
export function visitorAddressOf(requestHeaders: HeaderSource, rules: SiteRules): string | undefined {
  const peer = rules.peerIsStamped ? (requestHeaders.get(peerAddressHeader) ?? undefined) : undefined
  return clientAddressOf(peer, requestHeaders.get('x-forwarded-for') ?? undefined, rules.trustedProxies)
}
