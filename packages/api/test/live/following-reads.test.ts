// The fresh starts of a game's streams share one read, and never one that began before they asked: an event
// stored before a stream subscribed must be in the state it starts from.
import { describe, expect, it } from 'vitest'
import { createFollowingReads } from '../../src/live/following-reads.ts'

/** A read the test finishes by hand, numbered in the order the reads began. */
function controlledReads() {
  const begun: { number: number; finish: (value: string) => void; fail: (error: Error) => void }[] = []
  const read = () =>
    new Promise<string>((resolve, reject) => {
      begun.push({ number: begun.length + 1, finish: resolve, fail: reject })
    })
  return { read, begun }
}

describe('given reads shared by the callers that arrive while one runs', () => {
  it('should run the first read at once and give it to its caller only', async () => {
    const reads = createFollowingReads<string>()
    const { read, begun } = controlledReads()
    const first = reads('22-6', read)
    expect(begun).toHaveLength(1)
    begun[0]?.finish('state 1')
    await expect(first).resolves.toBe('state 1')
  })

  it('should give the callers during a read one following read that begins after it, never the running one', async () => {
    const reads = createFollowingReads<string>()
    const { read, begun } = controlledReads()
    const first = reads('22-6', read)
    const later = Array.from({ length: 100 }, () => reads('22-6', read))
    expect(begun).toHaveLength(1)
    begun[0]?.finish('state before they asked')
    await expect(first).resolves.toBe('state before they asked')
    await expect.poll(() => begun.length).toBe(2)
    begun[1]?.finish('state after they asked')
    expect(new Set(await Promise.all(later))).toEqual(new Set(['state after they asked']))
  })

  it('should keep other keys apart', async () => {
    const reads = createFollowingReads<string>()
    const { read, begun } = controlledReads()
    const game = reads('22-6', read)
    const other = reads('22-7', read)
    expect(begun).toHaveLength(2)
    begun[0]?.finish('22-6')
    begun[1]?.finish('22-7')
    await expect(Promise.all([game, other])).resolves.toEqual(['22-6', '22-7'])
  })

  describe('edge cases', () => {
    it('should give a failed read to its callers and still run the following one', async () => {
      const reads = createFollowingReads<string>()
      const { read, begun } = controlledReads()
      const first = reads('22-6', read)
      const second = reads('22-6', read)
      begun[0]?.fail(new Error('database gone'))
      await expect(first).rejects.toThrow('database gone')
      await expect.poll(() => begun.length).toBe(2)
      begun[1]?.finish('state')
      await expect(second).resolves.toBe('state')
    })

    it('should read again for a caller that comes after everything has settled', async () => {
      const reads = createFollowingReads<string>()
      const { read, begun } = controlledReads()
      const first = reads('22-6', read)
      begun[0]?.finish('state 1')
      await first
      const again = reads('22-6', read)
      expect(begun).toHaveLength(2)
      begun[1]?.finish('state 2')
      await expect(again).resolves.toBe('state 2')
    })
  })
})
