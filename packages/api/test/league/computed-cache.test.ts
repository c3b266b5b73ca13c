// The computed tables' cache: within its byte budget, least recently used tables go first, and every caller
// still gets the right answer (a table that went is computed again).
import { describe, expect, it } from 'vitest'
import { createComputedTables } from '../../src/queries/computed-cache.ts'

/** A table whose JSON is exactly `bytes` long (a string: its quotes count). */
const tableOf = (letter: string, bytes: number) => letter.repeat(bytes - 2)

/** A computation that counts its runs. */
function counted<Value>(value: Value) {
  let runs = 0
  return {
    compute: async () => {
      runs += 1
      return value
    },
    runs: () => runs,
  }
}

describe('given the computed tables cache with a budget of 100 bytes', () => {
  it('should answer a cached table without computing it again', async () => {
    const tables = createComputedTables(100)
    const standings = counted([{ team: 'CZV', wins: 24 }])
    expect(await tables.computedOnce('standings', standings.compute)).toEqual([{ team: 'CZV', wins: 24 }])
    expect(await tables.computedOnce('standings', standings.compute)).toEqual([{ team: 'CZV', wins: 24 }])
    expect(standings.runs()).toBe(1)
    expect(tables.bytes()).toBe(JSON.stringify([{ team: 'CZV', wins: 24 }]).length)
  })

  it('should evict the least recently used table past the budget and compute it again when asked', async () => {
    const tables = createComputedTables(100)
    const first = counted(tableOf('a', 30))
    const second = counted(tableOf('b', 30))
    const third = counted(tableOf('c', 30))
    const fourth = counted(tableOf('d', 30))
    await tables.computedOnce('first', first.compute)
    await tables.computedOnce('second', second.compute)
    await tables.computedOnce('third', third.compute)
    expect(tables.bytes()).toBe(90)
    // Reading the first makes the second the least recently used.
    await tables.computedOnce('first', first.compute)
    await tables.computedOnce('fourth', fourth.compute)

    expect(tables.bytes()).toBe(90)
    expect(['first', 'second', 'third', 'fourth'].filter((key) => tables.has(key))).toEqual([
      'first',
      'third',
      'fourth',
    ])
    expect(await tables.computedOnce('second', second.compute)).toBe(tableOf('b', 30))
    expect(second.runs()).toBe(2)
    expect(first.runs()).toBe(1)
    expect(tables.bytes()).toBeLessThanOrEqual(100)
  })

  it('should stay within the budget whatever is asked', async () => {
    const tables = createComputedTables(100)
    for (let index = 0; index < 50; index += 1) {
      const value = tableOf(String.fromCharCode(97 + (index % 26)), 10 + (index % 7) * 6)
      expect(await tables.computedOnce(`table-${index}`, async () => value)).toBe(value)
      expect(tables.bytes()).toBeLessThanOrEqual(100)
    }
  })

  it('should answer a table larger than the whole budget without keeping it', async () => {
    const tables = createComputedTables(100)
    const huge = counted(tableOf('h', 150))
    expect(await tables.computedOnce('huge', huge.compute)).toBe(tableOf('h', 150))
    expect(tables.has('huge')).toBe(false)
    expect(tables.bytes()).toBe(0)
  })

  it('should share one running computation between concurrent callers', async () => {
    const tables = createComputedTables(100)
    const leaders = counted(['Dorđević'])
    const answers = await Promise.all([
      tables.computedOnce('leaders', leaders.compute),
      tables.computedOnce('leaders', leaders.compute),
    ])
    expect(answers).toEqual([['Dorđević'], ['Dorđević']])
    expect(leaders.runs()).toBe(1)
  })

  it('should not keep a failed computation', async () => {
    const tables = createComputedTables(100)
    await expect(tables.computedOnce('records', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    )
    expect(tables.has('records')).toBe(false)
    expect(await tables.computedOnce('records', async () => ['record'])).toEqual(['record'])
  })

  it('should not keep a computation that settles after the cache was cleared', async () => {
    const tables = createComputedTables(100)
    let finish: ((value: string) => void) | undefined
    const running = tables.computedOnce('standings', () => new Promise<string>((resolve) => (finish = resolve)))
    tables.clear()
    finish?.('before the import')
    expect(await running).toBe('before the import')
    expect(tables.has('standings')).toBe(false)
  })
})
