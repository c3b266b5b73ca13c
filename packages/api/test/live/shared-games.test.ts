// The game read shared by stream starts: one read per moment for a crowd, read again once it is old, never
// kept when it failed, and forgotten at once when this instance changes the game.
import { describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/connection.ts'
import { forgetSharedLiveGame, sharedGameMaxAgeMs, sharedGameRead } from '../../src/live/shared-games.ts'

/** A stand-in database: the cache only uses it as a key. */
const newDatabase = () => ({}) as Database

function countingRead(id: number) {
  const read = { calls: 0, run: async () => ({ id, call: ++read.calls }) }
  return read
}

describe('a game read shared by stream starts', () => {
  it('should read once for starts within the maximum age, and again after it', async () => {
    const database = newDatabase()
    const read = countingRead(7)
    const crowd = await Promise.all([0, 1, 2].map((at) => sharedGameRead(database, '1:22-6', read.run, 1_000 + at)))
    expect(crowd.map((game) => game.call)).toEqual([1, 1, 1])
    expect((await sharedGameRead(database, '1:22-6', read.run, 1_000 + sharedGameMaxAgeMs)).call).toBe(2)
  })

  it('should ask again after a failed read', async () => {
    const database = newDatabase()
    let calls = 0
    const failing = async () => {
      calls += 1
      throw new Error('no such game')
    }
    await expect(sharedGameRead(database, '1:nope', failing, 1_000)).rejects.toThrow('no such game')
    await expect(sharedGameRead(database, '1:nope', failing, 1_001)).rejects.toThrow('no such game')
    expect(calls).toBe(2)
  })

  it('should forget a game this instance changed, and only that game', async () => {
    const database = newDatabase()
    const first = countingRead(7)
    const second = countingRead(8)
    await sharedGameRead(database, '1:22-6', first.run, 1_000)
    await sharedGameRead(database, '1:22-7', second.run, 1_000)
    forgetSharedLiveGame(database, 7)
    expect((await sharedGameRead(database, '1:22-6', first.run, 1_001)).call).toBe(2)
    expect((await sharedGameRead(database, '1:22-7', second.run, 1_001)).call).toBe(1)
  })
})
