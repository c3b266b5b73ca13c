// What the API's and the timer's Node servers refuse before the app sees a request: slow headers and slow
// bodies (slowloris) through Node's own timeouts, and more open connections from one address than a person
// needs. Connections from a trusted proxy (the site, nginx) carry many visitors and are not capped per
// address; the app's limits count those visitors by their forwarded address instead.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { BlockList } from 'node:net'
import { isTrustedProxy, plainAddress } from '@league/client-league/trusted-proxies'

export type ServerLimits = {
  /** Time allowed to receive a request's headers (`API_HEADERS_TIMEOUT_MS`). */
  headersTimeoutMs: number
  /** Time allowed to receive a whole request, body included (`API_REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number
  /** Open connections one (untrusted) address may hold (`API_CONNECTIONS_PER_ADDRESS`). */
  connectionsPerAddress: number
  /** Open connections in all (`API_MAX_CONNECTIONS`). */
  maxConnections: number
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionsPerAddress: 100,
  maxConnections: 20_000,
}

/** Reads the settings named above; an unset or non-positive value keeps the default. */
export function serverLimitsFrom(environment: NodeJS.ProcessEnv): ServerLimits {
  const setting = (name: string, fallback: number) => {
    const value = Number(environment[name])
    return Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    headersTimeoutMs: setting('API_HEADERS_TIMEOUT_MS', defaultServerLimits.headersTimeoutMs),
    requestTimeoutMs: setting('API_REQUEST_TIMEOUT_MS', defaultServerLimits.requestTimeoutMs),
    connectionsPerAddress: setting('API_CONNECTIONS_PER_ADDRESS', defaultServerLimits.connectionsPerAddress),
    maxConnections: setting('API_MAX_CONNECTIONS', defaultServerLimits.maxConnections),
  }
}

/** Applies the limits to a server; answers the open connections per address, for tests and the bench. */
export function limitServer(
  server: Server,
  limits: ServerLimits,
  trustedProxies: BlockList,
): () => ReadonlyMap<string, number> {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = limits.requestTimeoutMs
  server.maxConnections = limits.maxConnections
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress)
    if (address === undefined || isTrustedProxy(address, trustedProxies)) {
      return
    }
    const count = open.get(address) ?? 0
    if (count >= limits.connectionsPerAddress) {
      // Refused before a byte is read: the cheapest answer to a flood is none.
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) {
        open.delete(address)
      } else {
        open.set(address, left)
      }
    })
  })
  return () => open
}
