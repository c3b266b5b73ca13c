/**
 * Vitest 5's reporter prints failures with Map.groupBy, which Node gained in version 21; the
 * repository supports Node 20.19, where a failing test would otherwise crash the report instead
 * of describing the failure. Loaded by vitest.config.ts in the main process.
 */
type GroupBy = <Key, Item>(items: Iterable<Item>, keyOf: (item: Item, index: number) => Key) => Map<Key, Item[]>

const mapConstructor = Map as unknown as { groupBy?: GroupBy }

if (typeof mapConstructor.groupBy !== 'function') {
  mapConstructor.groupBy = (items, keyOf) => {
    const groups = new Map()
    let index = 0
    for (const item of items) {
      const key = keyOf(item, index)
      index += 1
      const group = groups.get(key)
      if (group === undefined) {
        groups.set(key, [item])
      } else {
        group.push(item)
      }
    }
    return groups
  }
}
