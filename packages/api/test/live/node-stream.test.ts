// Served by Node (@hono/node-server, as the API runs), a live stream writes its messages straight to the
// connection's socket once its start is out, each framed as an HTTP chunk: the follower (Node's own HTTP client,
// which refuses a malformed chunk) must still hear the start first, then every message once and in order, a
// heartbeat while idle, and a follower that stops reading must still be dropped.
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { liveEventStream } from '../../src/routes/live/event-stream.ts'
import { directiveOfRevision, fakeLiveGames } from './fake-stream-games.ts'

let server: ServerType | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** The stream served by Node on a free port, its start a screens directive of revision 1. */
async function servedStream(
  live: ReturnType<typeof fakeLiveGames>,
  options: { heartbeatMs: number; maxQueuedBytes: number },
) {
  const app = new Hono()
  app.get('/stream', (context) => {
    context.header('X-Set-By-The-Route', 'yes')
    return liveEventStream(context, {
      liveGames: live.liveGames,
      channel: 'aba:game:22-6',
      heartbeatMs: options.heartbeatMs,
      maxQueuedBytes: options.maxQueuedBytes,
      start: () => Promise.resolve({ missed: [], lastSent: new Map(), screens: directiveOfRevision(1) }),
    })
  })
  const listening = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  server = listening
  const { port } = listening.address() as AddressInfo
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = request(`http://127.0.0.1:${port}/stream`, { agent: false }, resolve)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Collects the response's text; `until(text)` resolves once the text so far satisfies it. */
function collect(response: IncomingMessage) {
  let text = ''
  const waiters: { check: (text: string) => boolean; resolve: () => void }[] = []
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    text += chunk
    for (const waiter of waiters.splice(0)) {
      if (waiter.check(text)) {
        waiter.resolve()
      } else {
        waiters.push(waiter)
      }
    }
  })
  return {
    text: () => text,
    until: (check: (text: string) => boolean) =>
      new Promise<void>((resolve) => (check(text) ? resolve() : waiters.push({ check, resolve }))),
  }
}

const revisionsIn = (text: string) => [...text.matchAll(/"revision":(\d+)/g)].map((match) => Number(match[1]))

describe('a live stream served by Node', () => {
  it('should send the start with its headers, then every message once and in order, then a heartbeat', async () => {
    const live = fakeLiveGames()
    const response = await servedStream(live, { heartbeatMs: 50, maxQueuedBytes: 1024 * 1024 })
    expect(response.headers['content-type']).toBe('text/event-stream')
    expect(response.headers['x-set-by-the-route']).toBe('yes')
    const stream = collect(response)
    await stream.until((text) => text.includes('"revision":1'))
    for (let revision = 2; revision <= 40; revision += 1) {
      live.publish(directiveOfRevision(revision))
    }
    await stream.until((text) => text.includes('"revision":40'))
    expect(revisionsIn(stream.text())).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
    await stream.until((text) => /: heartbeat \d+\n\n$/.test(text))
    response.destroy()
    await expect.poll(() => live.subscribers()).toBe(0)
  })

  it('should drop a follower that stops reading once its unsent bytes pass the budget', async () => {
    const live = fakeLiveGames()
    const response = await servedStream(live, { heartbeatMs: 60_000, maxQueuedBytes: 64 * 1024 })
    const stream = collect(response)
    await stream.until((text) => text.includes('"revision":1'))
    response.pause()
    // The kernel's socket buffers take megabytes before the response holds any: publish until it is dropped.
    let revision = 1
    while (live.subscribers() > 0 && revision < 1_000_000) {
      revision += 1
      live.publish(directiveOfRevision(revision))
      if (revision % 1000 === 0) {
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    expect(live.subscribers()).toBe(0)
    expect(revision).toBeLessThan(1_000_000)
  })
})
