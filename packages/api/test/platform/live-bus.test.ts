import { afterEach, describe, expect, it } from 'vitest'
import { createLiveBus, gameChannel, type LiveBus, type LiveEvent } from '../../src/live/index.ts'
import { answers } from '../helpers/database.ts'

const redisAnswers = await answers('127.0.0.1', 6379)
if (!redisAnswers) {
  console.info('Redis on 127.0.0.1:6379 does not answer: the Redis bus test is left out')
}

const scoreEvent: LiveEvent = {
  type: 'score',
  at: '2023-06-20T19:42:11.000Z',
  payload: { home: 71, away: 69 },
}

type Delivery = { event: LiveEvent; channel: string }

/** Subscribes (waiting until the bus confirms) and gives the promise of the first event delivered. */
async function listen(bus: LiveBus, channel: string): Promise<{ next: Promise<Delivery> }> {
  let subscribed: Promise<unknown> = Promise.resolve()
  const next = new Promise<Delivery>((resolve) => {
    subscribed = bus.subscribe(channel, (event, deliveredOn) => resolve({ event, channel: deliveredOn }))
  })
  await subscribed
  return { next }
}

const opened: LiveBus[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()))
})

describe('given the in-process bus', () => {
  it('should deliver a published event to every listener of the channel and none of another', async () => {
    const bus = await createLiveBus()
    opened.push(bus)
    const channel = gameChannel('aba', '22-6')
    const received: LiveEvent[] = []
    const other: LiveEvent[] = []
    await bus.subscribe(channel, (event) => received.push(event))
    await bus.subscribe(gameChannel('aba', '22-7'), (event) => other.push(event))
    const delivered = await listen(bus, channel)
    await bus.publish(channel, scoreEvent)
    expect((await delivered.next).event).toEqual(scoreEvent)
    expect(received).toEqual([scoreEvent])
    expect(other).toEqual([])
    expect(bus.kind).toBe('memory')
  })

  it('should stop delivering after unsubscribe', async () => {
    const bus = await createLiveBus()
    opened.push(bus)
    const received: LiveEvent[] = []
    const unsubscribe = await bus.subscribe('aba/games/22-6', (event) => received.push(event))
    await unsubscribe()
    const stillListening = await listen(bus, 'aba/games/22-6')
    await bus.publish('aba/games/22-6', scoreEvent)
    await stillListening.next
    expect(received).toEqual([])
  })
})

describe.runIf(redisAnswers)('given two buses on Redis (two API instances)', () => {
  it("should let each see the other's events", async () => {
    const first = await createLiveBus({ redisUrl: 'redis://127.0.0.1:6379' })
    const second = await createLiveBus({ redisUrl: 'redis://127.0.0.1:6379' })
    opened.push(first, second)
    expect(first.kind).toBe('redis')
    // A channel unique to this run, so parallel runs on the same Redis do not see each other.
    const channel = gameChannel(`test-${process.pid}-${Date.now()}`, '22-6')
    const atSecond = await listen(second, channel)
    const atFirst = await listen(first, channel)
    await first.publish(channel, scoreEvent)
    expect(await atSecond.next).toEqual({ event: scoreEvent, channel })
    expect(await atFirst.next).toEqual({ event: scoreEvent, channel })
    const reply: LiveEvent = { type: 'clock', at: '2023-06-20T19:42:12.000Z', payload: { seconds: 312 } }
    const replyAtFirst = await listen(first, `${channel}/reply`)
    await second.publish(`${channel}/reply`, reply)
    expect((await replyAtFirst.next).event).toEqual(reply)
  })
})
