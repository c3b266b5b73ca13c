// Redis outages: down at start (a closed port), the bus degrades to in-process with a warning and takes Redis
// back once it answers (a TCP relay to the real Redis opened later stands in for Redis coming back).
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createFallbackBus, type FallbackBus } from '../../src/http/live-bus-fallback.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { createLiveBus, type LiveEvent } from '../../src/live/index.ts'
import { answers } from '../helpers/database.ts'

const redisAnswers = await answers('127.0.0.1', 6379)
if (!redisAnswers) {
  console.info('Redis on 127.0.0.1:6379 does not answer: the recovery test is left out')
}

const event: LiveEvent = { type: 'score', at: '2023-06-20T19:42:11.000Z', payload: { home: 71, away: 69 } }

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

const cleanups: (() => Promise<unknown> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) {
    await cleanup()
  }
})

function captureWarnings(): string[] {
  const warnings: string[] = []
  const previous = setLogWriter((line) => {
    const parsed = JSON.parse(line) as { level: string; message: string }
    if (parsed.level === 'warn') {
      warnings.push(parsed.message)
    }
  })
  cleanups.push(() => {
    setLogWriter(previous)
  })
  return warnings
}

describe('given REDIS_URL pointing at a closed port', () => {
  it('should start in-process with a warning and still deliver events to this instance', async () => {
    const warnings = captureWarnings()
    const bus = await createFallbackBus({
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      retryDelaysMs: [60_000],
    })
    cleanups.push(() => bus.close())
    expect(bus.kind).toBe('memory')
    expect(warnings).toContainEqual(expect.stringMatching(/^Redis unreachable/))
    const received: LiveEvent[] = []
    await bus.subscribe('aba/games/22-6', (delivered) => received.push(delivered))
    await bus.publish('aba/games/22-6', event)
    await expect.poll(() => received).toEqual([event])
  })
})

describe.runIf(redisAnswers)('given Redis coming back after the start', () => {
  it('should move to Redis and hear events another instance publishes there', async () => {
    captureWarnings()
    const port = await closedPort()
    let bus: FallbackBus | undefined
    bus = await createFallbackBus({ redisUrl: `redis://127.0.0.1:${port}`, retryDelaysMs: [50] })
    cleanups.push(() => bus?.close())
    const received: LiveEvent[] = []
    await bus.subscribe('aba/games/22-6', (delivered) => received.push(delivered))
    expect(bus.usingRedis).toBe(false)

    // Redis "returns" on that port: a relay to the real server.
    const sockets = new Set<Socket>()
    const relay: Server = createServer((socket) => {
      const upstream = connect(6379, '127.0.0.1')
      sockets.add(socket).add(upstream)
      socket.pipe(upstream).pipe(socket)
      socket.on('error', () => upstream.destroy())
      upstream.on('error', () => socket.destroy())
    })
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
    cleanups.push(async () => {
      // The bus first: its connections run through the relay.
      await bus?.close()
      for (const socket of sockets) {
        socket.destroy()
      }
      return new Promise((resolve) => relay.close(resolve))
    })
    await expect.poll(() => bus?.usingRedis, { timeout: 10_000 }).toBe(true)

    const otherInstance = await createLiveBus({ redisUrl: 'redis://127.0.0.1:6379' })
    cleanups.push(() => otherInstance.close())
    await otherInstance.publish('aba/games/22-6', event)
    await expect.poll(() => received).toEqual([event])
  })
})
