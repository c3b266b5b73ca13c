import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { nextExpectedSequence, openEventQueue, type QueuedEvent } from './event-queue'

function entry(game: string, expectedSequence: number, key: string): Omit<QueuedEvent, 'order'> {
  return { game, expectedSequence, idempotencyKey: key, event: { type: 'clock_start' }, enteredAt: 0 }
}

describe('given the console offline with events entered', () => {
  it('should keep them per game in the order entered, across a reopened queue', async () => {
    const queue = openEventQueue('queue-order')
    await queue.add(entry('22-2', 4, 'key-aaaa-1'))
    await queue.add(entry('22-6', 9, 'key-bbbb-1'))
    await queue.add(entry('22-2', 5, 'key-aaaa-2'))
    const reopened = openEventQueue('queue-order')
    expect((await reopened.pending('22-2')).map((event) => event.idempotencyKey)).toEqual(['key-aaaa-1', 'key-aaaa-2'])
  })

  it('should forget a sent event and renumber the rest after a refused one', async () => {
    const queue = openEventQueue('queue-renumber')
    await queue.add(entry('22-2', 4, 'key-cccc-1'))
    await queue.add(entry('22-2', 5, 'key-cccc-2'))
    await queue.add(entry('22-2', 6, 'key-cccc-3'))
    const [first] = await queue.pending('22-2')
    await queue.remove(first?.order ?? -1)
    const renumbered = await queue.renumber('22-2', 4)
    expect(renumbered.map((event) => [event.idempotencyKey, event.expectedSequence])).toEqual([
      ['key-cccc-2', 4],
      ['key-cccc-3', 5],
    ])
    expect((await queue.pending('22-2')).map((event) => event.expectedSequence)).toEqual([4, 5])
  })

  it('should expect the next sequence after the last waiting event, or after the stored log', () => {
    expect(nextExpectedSequence([], 12)).toBe(12)
    expect(nextExpectedSequence([{ ...entry('22-2', 12, 'key-dddd-1'), order: 1 }], 12)).toBe(13)
  })
})
