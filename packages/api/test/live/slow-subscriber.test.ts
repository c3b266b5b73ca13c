// A subscriber that stops reading must not make the API hold its events without end: past the stream's
// byte budget it is dropped (and reconnects with Last-Event-ID, getting the missed events from the log).
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { liveEventStream } from '../../src/routes/live/event-stream.ts'
import { directiveOfRevision, fakeLiveGames } from './fake-stream-games.ts'

function streamApp(live: ReturnType<typeof fakeLiveGames>, maxQueuedBytes: number) {
  const app = new Hono()
  app.get('/stream', (context) =>
    liveEventStream(context, {
      liveGames: live.liveGames,
      channel: 'aba:game:22-6',
      heartbeatMs: 60_000,
      maxQueuedBytes,
      start: () => Promise.resolve({ missed: [], lastSent: new Map() }),
    }),
  )
  return app
}

describe('a live stream whose subscriber stops reading', () => {
  it('should keep sending while its unsent bytes stay under the budget', async () => {
    const live = fakeLiveGames()
    const response = await streamApp(live, 4096).request('/stream')
    await expect.poll(() => live.subscribers()).toBe(1)
    for (let revision = 1; revision <= 5; revision += 1) {
      live.publish(directiveOfRevision(revision))
    }
    const reader = response.body?.getReader()
    const first = await reader?.read()
    expect(new TextDecoder().decode(first?.value)).toContain('"revision":1')
    expect(live.subscribers()).toBe(1)
    await reader?.cancel()
    await expect.poll(() => live.subscribers()).toBe(0)
  })

  it('should be dropped and unsubscribed once its unsent bytes pass the budget', async () => {
    const live = fakeLiveGames()
    const response = await streamApp(live, 4096).request('/stream')
    await expect.poll(() => live.subscribers()).toBe(1)
    // Nobody reads: each directive is about 150 bytes, so about thirty pass 4 KiB.
    for (let revision = 1; revision <= 100; revision += 1) {
      live.publish(directiveOfRevision(revision))
    }
    expect(live.subscribers()).toBe(0)
    await expect(response.body?.getReader().read()).rejects.toThrow('the subscriber stopped reading')
  })
})
