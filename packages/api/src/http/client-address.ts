// The address a request came from, for rate limits: the socket's peer, or, only when that peer is one of
// the proxies in `TRUSTED_PROXY` (the same variable and syntax as the site's, see the site's
// `lib/request-origin.ts`), the nearest address in `X-Forwarded-For` that is not itself a trusted proxy.
// A client can put anything in that header, so believing it from anyone would let one caller pose as many.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { BlockList, isIP } from 'node:net'
import { ConfigurationError } from '../auth/access-tokens.ts'

/** A comma-separated list of IP addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`). */
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

/** `::ffff:10.0.0.1` → `10.0.0.1`; undefined for anything that is not an IP address. */
function plainAddress(address: string | undefined): string | undefined {
  if (address === undefined) {
    return undefined
  }
  const trimmed = address.trim()
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1] ?? trimmed
  return isIP(plain) === 0 ? undefined : plain
}

function isTrusted(address: string, trustedProxies: BlockList): boolean {
  return trustedProxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')
}

function socketAddress(context: Context): string | undefined {
  try {
    return getConnInfo(context).remote.address
  } catch {
    // app.request() in tests has no socket.
    return undefined
  }
}

export type AddressOf = (context: Context) => string

export function clientAddress(
  trustedProxies: BlockList,
  peerOf: (context: Context) => string | undefined = socketAddress,
): AddressOf {
  return (context) => {
    const peer = plainAddress(peerOf(context))
    if (peer === undefined) {
      return 'unknown'
    }
    if (!isTrusted(peer, trustedProxies)) {
      return peer
    }
    // From the right: each trusted proxy appended the address it saw; the first untrusted one is the client.
    const forwarded = (context.req.header('X-Forwarded-For') ?? '').split(',').map(plainAddress).toReversed()
    for (const address of forwarded) {
      if (address === undefined) {
        return peer
      }
      if (!isTrusted(address, trustedProxies)) {
        return address
      }
    }
    return peer
  }
}
