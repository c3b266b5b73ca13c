// The one place where the site decides which host (and so which client league) a request is for. The
// client comes from `Host`; `X-Forwarded-Host` and `X-Forwarded-Proto` count only when the request reached
// the site from a proxy named in `TRUSTED_PROXY`, and the host must be one of a client's domains, so a forged
// header can neither switch the league nor put an attacker's host into robots.txt, the sitemap or links.
import { BlockList, isIP } from 'node:net'

/** The headers a request's site is read from, by their lower-case names. */
export type HeaderSource = { get(name: string): string | null }

/**
 * The peer address stamped by the site's own server (server.mjs) on every request, overwriting whatever a
 * client sent. Next.js gives the proxy and route handlers no socket address (`request.ip` is gone, and the
 * `X-Forwarded-For` it fills in is kept as the client sent it), so this is the only address the site trusts.
 */
export const peerAddressHeader = 'x-league-peer-address'

/** Set by the proxy on every request: the path the visitor asked for (the not-found page names it). */
export const requestPathHeader = 'x-league-request-path'

/** Set by server.mjs in its own process: without it (plain `next start`, `next dev`) no peer is known. */
export const peerStampEnvironment = 'LEAGUE_PEER_STAMP'

/** A comma-separated list of IP addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`) as a BlockList. */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList()
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') {
      continue
    }
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address)
    if (family === 0) {
      throw new Error(`TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) {
      list.addAddress(address, type)
    } else {
      const bits = Number(prefix)
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
        throw new Error(`TRUSTED_PROXY: "${entry}" has an invalid prefix length`)
      }
      list.addSubnet(address, bits, type)
    }
  }
  return list
}

/** Whether `address` (as Node reports a socket's, IPv4-mapped IPv6 included) is one of the trusted proxies. */
export function isTrustedPeer(address: string | undefined, trustedProxies: BlockList): boolean {
  if (address === undefined || address === '') {
    return false
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const plain = mapped ?? address
  const family = isIP(plain)
  if (family === 0) {
    return false
  }
  return trustedProxies.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}

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
  const fromTrustedProxy = isTrustedPeer(peer, rules.trustedProxies)
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
