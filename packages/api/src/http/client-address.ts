// The address a request came from, for rate limits: the socket's peer, or, only when that peer is one of
// the proxies in `TRUSTED_PROXY` (parsed by @league/client-league/trusted-proxies, which the site shares), the
// nearest address in `X-Forwarded-For` that is not itself a trusted proxy.
// A client can put anything in that header, so believing it from anyone would let one caller pose as many.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { BlockList } from 'node:net'
import { clientAddressOf } from '@league/client-league/trusted-proxies'

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
  return (context) =>
    clientAddressOf(peerOf(context), context.req.header('X-Forwarded-For'), trustedProxies) ?? 'unknown'
}
