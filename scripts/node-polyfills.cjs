// Vitest 5 targets Node 22 and uses a few built-ins Node 20 lacks (in its reporters, so a failing test would
// crash the report instead of showing the failure). The README promises Node 20: fill in exactly those.
function mapGroupBy(items, keyOf) {
  const groups = new Map()
  let index = 0
  for (const item of items) {
    const key = keyOf(item, index++)
    const group = groups.get(key)
    if (group) {
      group.push(item)
    } else {
      groups.set(key, [item])
    }
  }
  return groups
}

function objectGroupBy(items, keyOf) {
  return Object.fromEntries(mapGroupBy(items, keyOf))
}

function promiseWithResolvers() {
  let resolve
  let reject
  const promise = new Promise((resolvePromise, rejectPromise) => {
    resolve = resolvePromise
    reject = rejectPromise
  })
  return { promise, resolve, reject }
}

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = mapGroupBy
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = objectGroupBy
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = promiseWithResolvers
}
