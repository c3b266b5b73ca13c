import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulShutdown } from '../../src/http/graceful-shutdown.ts'
import { setLogWriter } from '../../src/http/log.ts'

setLogWriter(() => {})

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  const settlers: (() => void)[] = []
  const promise = new Promise<void>((settle) => {
    settlers.push(settle)
  })
  return { promise, resolve: () => settlers.forEach((settle) => settle()) }
}

/** A server whose /slow answer waits until the test releases it; resolves `inFlight` when it is in flight. */
async function serverWithSlowRoute() {
  const released = deferred()
  const arrival = deferred()
  const server = createServer((request, response) => {
    if (request.url === '/slow') {
      arrival.resolve()
      void released.promise.then(() => response.end('finished'))
      return
    }
    response.end('fast')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, url, release: released.resolve, inFlight: arrival.promise }
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

describe('given a SIGTERM while a request is in flight', () => {
  it('should finish that request, refuse new connections, close the resources in order, then exit 0', async () => {
    const { server, url, release, inFlight } = await serverWithSlowRoute()
    servers.push(server)
    const closed: string[] = []
    const exits: number[] = []
    const stop = gracefulShutdown({
      server,
      drainTimeoutMs: 10_000,
      closers: [
        { name: 'live bus', close: async () => closed.push('live bus') },
        { name: 'database', close: async () => closed.push('database') },
      ],
      exit: (code) => exits.push(code),
    })
    const slow = fetch(`${url}/slow`)
    await inFlight
    const stopped = stop('SIGTERM')
    await expect(fetch(`${url}/fast`)).rejects.toThrow('fetch failed')
    expect(exits).toEqual([])
    release()
    const answer = await slow
    expect(await answer.text()).toBe('finished')
    await stopped
    expect(closed).toEqual(['live bus', 'database'])
    expect(exits).toEqual([0])
  })

  it('should cut requests that outlast the drain timeout and still close everything', async () => {
    const { server, url, inFlight } = await serverWithSlowRoute()
    servers.push(server)
    const exits: number[] = []
    const closed: string[] = []
    const stop = gracefulShutdown({
      server,
      drainTimeoutMs: 100,
      closers: [{ name: 'database', close: async () => closed.push('database') }],
      exit: (code) => exits.push(code),
    })
    const slow = fetch(`${url}/slow`).catch((error: unknown) => error)
    await inFlight
    await stop('SIGTERM')
    expect(await slow).toBeInstanceOf(Error)
    expect(closed).toEqual(['database'])
    expect(exits).toEqual([0])
  })
})
