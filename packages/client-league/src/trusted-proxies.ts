// `TRUSTED_PROXY`, read the same way by the API (rate limits: which address a request came from) and the site
// (which host a request is for): a forwarded header counts only when the peer that sent it is one of these
// proxies, because a client can put anything in it. One parser, so the two can never read the setting apart.
// Only node:net: the site imports this module (as `@league/client-league/trusted-proxies`).
import { BlockList, isIP } from 'node:net'
import { ConfigurationError } from './configuration-error.ts'

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
      throw new ConfigurationError(`TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) {
      list.addAddress(address, type)
    } else {
      const bits = Number(prefix)
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
        throw new ConfigurationError(`TRUSTED_PROXY: "${entry}" has an invalid prefix length`)
      }
      list.addSubnet(address, bits, type)
    }
  }
  return list
}

/**
 * An address as Node reports a socket's or a proxy wrote it, IPv4-mapped IPv6 unwrapped (`::ffff:10.0.0.1` →
 * `10.0.0.1`), so that a proxy listed as IPv4 is recognised either way; undefined for anything not an address.
 */
export function plainAddress(address: string | undefined): string | undefined {
  if (address === undefined) {
    return undefined
  }
  const trimmed = address.trim()
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1] ?? trimmed
  return isIP(plain) === 0 ? undefined : plain
}

/** Whether `address` is one of the trusted proxies; false for a missing or malformed address. */
export function isTrustedProxy(address: string | undefined, trustedProxies: BlockList): boolean {
  const plain = plainAddress(address)
  if (plain === undefined) {
    return false
  }
  return trustedProxies.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The address a request came from: its peer, or, only when the peer is a trusted proxy, the nearest address
 * in `X-Forwarded-For` that is not itself one (from the right: each trusted proxy appended the address it
 * saw, and anything left of the first untrusted one may be forged). Undefined without a peer.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: BlockList,
): string | undefined {
  const plainPeer = plainAddress(peer)
  if (plainPeer === undefined || !isTrustedProxy(plainPeer, trustedProxies)) {
    return plainPeer
  }
  for (const address of (forwardedFor ?? '').split(',').map(plainAddress).toReversed()) {
    if (address === undefined) {
      return plainPeer
    }
    if (!isTrustedProxy(address, trustedProxies)) {
      return address
    }
  }
  return plainPeer
}
