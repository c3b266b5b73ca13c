import { defineConfig } from 'vitest/config'

// Vitest 5 prints failures with Map.groupBy (Node 21+); on Node 20 a failing test would crash the
// report instead of describing the failure.
type GroupBy = <Key, Item>(items: Iterable<Item>, keyOf: (item: Item, index: number) => Key) => Map<Key, Item[]>
const mapConstructor = Map as unknown as { groupBy?: GroupBy }
mapConstructor.groupBy ??= (items, keyOf) => {
  const groups = new Map()
  let index = 0
  for (const item of items) {
    const key = keyOf(item, index)
    index += 1
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return groups
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
})
