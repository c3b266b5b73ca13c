// PGlite is one connection: its own lock serves queries first come, first served, so a scorer's live event
// waits behind every read already queued (200 readers: seconds). This gate sits in front of that lock and
// lets one statement (or one whole transaction) in at a time, taking a waiting write before any waiting read.
// A read that already runs is never interrupted; a write waits at most for that one.
// A small hand-written queue rather than a dependency: two lanes and one slot are all it needs.
import type { PGlite } from '@electric-sql/pglite'

export type Lane = 'write' | 'read'

type Waiter = () => void

export type PriorityGate = {
  /** Runs `task` when the gate is free and no write waits ahead of it (for a read). */
  run: <Result>(lane: Lane, task: () => Promise<Result>) => Promise<Result>
  /** How many tasks wait in each lane (tests, diagnostics). */
  waiting: () => { write: number; read: number }
}

export function createPriorityGate(): PriorityGate {
  const queues: Record<Lane, Waiter[]> = { write: [], read: [] }
  let busy = false

  function admitNext(): void {
    const next = queues.write.shift() ?? queues.read.shift()
    if (next === undefined) {
      busy = false
      return
    }
    next()
  }

  async function run<Result>(lane: Lane, task: () => Promise<Result>): Promise<Result> {
    if (busy) {
      await new Promise<void>((resolve) => queues[lane].push(resolve))
    } else {
      busy = true
    }
    try {
      return await task()
    } finally {
      admitNext()
    }
  }

  return { run, waiting: () => ({ write: queues.write.length, read: queues.read.length }) }
}

/** The PGlite methods drizzle calls outside a transaction; each goes through the gate in its lane. */
const gatedMethods = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction'])

/**
 * A view of the PGlite client whose top-level statements and transactions pass the gate in `lane`. Statements
 * inside a transaction use the transaction's own handle, so they never queue behind the gate again.
 */
export function pgliteLane(client: PGlite, gate: PriorityGate, lane: Lane): PGlite {
  return new Proxy(client, {
    get(target, property) {
      // The target as receiver: PGlite's getters read private fields, which a proxy does not have.
      const value: unknown = Reflect.get(target, property)
      if (typeof value !== 'function') {
        return value
      }
      const method = value as (...parameters: unknown[]) => unknown
      if (!gatedMethods.has(property)) {
        return method.bind(target)
      }
      return (...parameters: unknown[]) => gate.run(lane, async () => method.apply(target, parameters))
    },
  })
}
