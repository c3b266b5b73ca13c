// The Node server's own limits (http/server-limits.ts): slowloris timeouts set, and connections past the cap
// from one untrusted address closed before a byte is read, while a trusted proxy's are never capped.
import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { limitServer, serverLimitsFrom } from '../../src/http/server-limits.ts'

const port = 5402
let server: Server | undefined
const sockets: Socket[] = []

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy())
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())))
  server = undefined
})

async function listen(trusted: string | undefined) {
  server = createServer((_request, response) => response.end('ok'))
  const openConnections = limitServer(
    server,
    { headersTimeoutMs: 2000, requestTimeoutMs: 5000, connectionsPerAddress: 3, maxConnections: 100 },
    parseTrustedProxies(trusted),
  )
  await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', () => resolve()))
  return { server, openConnections }
}

/** A connection that says nothing (a slow-header client), and whether the server has closed it. */
async function silentConnection() {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  const state = { closed: false }
  socket.on('close', () => {
    state.closed = true
  })
  socket.on('error', () => {})
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return state
}

describe('given the API server limits', () => {
  it('should set the header and request timeouts', async () => {
    const { server: limited } = await listen(undefined)
    expect(limited.headersTimeout).toBe(2000)
    expect(limited.requestTimeout).toBe(5000)
    expect(limited.maxConnections).toBe(100)
  })

  it('should close connections past the cap from one untrusted address', async () => {
    const { openConnections } = await listen(undefined)
    const connections: { closed: boolean }[] = []
    for (let index = 0; index < 5; index += 1) {
      connections.push(await silentConnection())
    }
    await vi.waitFor(() => expect(connections.map(({ closed }) => closed)).toEqual([false, false, false, true, true]))
    expect(openConnections().get('127.0.0.1')).toBe(3)
  })

  it('should not cap a trusted proxy, which carries many visitors', async () => {
    const { openConnections } = await listen('127.0.0.1')
    const connections: { closed: boolean }[] = []
    for (let index = 0; index < 5; index += 1) {
      connections.push(await silentConnection())
    }
    const answered = await fetch(`http://127.0.0.1:${port}/`)
    expect(await answered.text()).toBe('ok')
    expect(connections.every(({ closed }) => !closed)).toBe(true)
    expect(openConnections().size).toBe(0)
  })

  it('should read its settings from the environment and keep the defaults for unset or bad values', () => {
    expect(serverLimitsFrom({ API_HEADERS_TIMEOUT_MS: '5000', API_CONNECTIONS_PER_ADDRESS: 'many' })).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      connectionsPerAddress: 100,
      maxConnections: 20_000,
    })
  })
})
