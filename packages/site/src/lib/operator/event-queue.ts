// The console's outbox: every event the scorer enters is written to IndexedDB first and sent from there, in
// order, so a dropped network (or a closed tab) loses nothing. Each entry keeps the idempotency key and the
// expected sequence it was given when entered, so a retry after a lost answer is never stored twice.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { LiveEventRequest } from '@league/api/contract/live'

export type QueuedEvent = LiveEventRequest & {
  /** Order of entry (IndexedDB's key generator): the queue is sent in this order. */
  order?: number
  game: string
  /** Browser time of entry, to show the scorer how long an event has waited. */
  enteredAt: number
}

interface OperatorDatabase extends DBSchema {
  events: { key: number; value: QueuedEvent; indexes: { game: string } }
}

export type EventQueue = {
  add(event: Omit<QueuedEvent, 'order'>): Promise<void>
  /** The game's waiting events, oldest first. */
  pending(game: string): Promise<QueuedEvent[]>
  remove(order: number): Promise<void>
  /** Gives the game's waiting events consecutive expected sequences after `sequence` (after a refusal). */
  renumber(game: string, sequence: number): Promise<QueuedEvent[]>
}

export function openEventQueue(name = 'league-operator'): EventQueue {
  let database: Promise<IDBPDatabase<OperatorDatabase>> | undefined
  const open = () => {
    database ??= openDB<OperatorDatabase>(name, 1, {
      upgrade(upgraded) {
        upgraded.createObjectStore('events', { keyPath: 'order', autoIncrement: true }).createIndex('game', 'game')
      },
    })
    return database
  }
  const pending = async (game: string) => (await open()).getAllFromIndex('events', 'game', game)
  return {
    async add(event) {
      await (await open()).add('events', event)
    },
    pending,
    async remove(order) {
      await (await open()).delete('events', order)
    },
    async renumber(game, sequence) {
      const transaction = (await open()).transaction('events', 'readwrite')
      const events = await transaction.store.index('game').getAll(game)
      const renumbered = events.map((event, index) => ({ ...event, expectedSequence: sequence + index }))
      await Promise.all([...renumbered.map((event) => transaction.store.put(event)), transaction.done])
      return renumbered
    },
  }
}

/** The expected sequence of the next event: after the last waiting one, or after the last stored one. */
export function nextExpectedSequence(waiting: readonly QueuedEvent[], storedSequence: number): number {
  const last = waiting.at(-1)
  return last === undefined ? storedSequence : last.expectedSequence + 1
}
