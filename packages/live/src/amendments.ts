/**
 * The log as it stands after the scorer's corrections: a cancelled event is left out, a changed one is
 * replaced in its place, and an inserted one comes right after the event it follows. The log itself is never
 * rewritten (the corrections are events of their own), so this is what the reducer folds and what a
 * play-by-play shows.
 */
import type { LoggedEvent } from './events.ts'

/** Each correction's and insertion's effect, by the sequence it concerns. */
type Amendments = {
  cancelled: Set<number>
  replacements: Map<number, LoggedEvent['event']>
  insertionsAfter: Map<number, LoggedEvent[]>
}

function amendmentsOf(log: readonly LoggedEvent[]): Amendments {
  const amendments: Amendments = { cancelled: new Set(), replacements: new Map(), insertionsAfter: new Map() }
  for (const logged of log) {
    const event = logged.event
    if (event.type === 'correction') {
      // The latest correction of a play wins: a changed play may be changed again, or deleted.
      amendments.cancelled.add(event.cancelsSequence)
      if (event.replacement === undefined) {
        amendments.replacements.delete(event.cancelsSequence)
      } else {
        amendments.replacements.set(event.cancelsSequence, event.replacement)
      }
    } else if (event.type === 'insertion') {
      const after = amendments.insertionsAfter.get(event.afterSequence) ?? []
      after.push(logged)
      amendments.insertionsAfter.set(event.afterSequence, after)
    }
  }
  return amendments
}

/** The sequences whose play a correction has changed (and not deleted since). */
export function changedSequencesOf(log: readonly LoggedEvent[]): Set<number> {
  return new Set(amendmentsOf(log).replacements.keys())
}

/** The sequences the log's corrections cancel (changed ones included). */
export function cancelledSequencesOf(log: readonly LoggedEvent[]): Set<number> {
  return amendmentsOf(log).cancelled
}

/**
 * The plays of a log as they stand, in game order. Each keeps the sequence of the log entry that carries it
 * (an insertion's own sequence, a changed event's original one) and the time of its place in the game.
 *
 * @example
 * // 5: a 2 by #4; 6: a rebound; 7: correction of 5 to a 3; 8: an assist inserted after 5
 * eventsAsTheyStand(log).map((entry) => entry.sequence) //=> [5, 8, 6]
 */
export function eventsAsTheyStand(log: readonly LoggedEvent[]): LoggedEvent[] {
  const { cancelled, replacements, insertionsAfter } = amendmentsOf(log)
  const standing: LoggedEvent[] = []
  const place = (logged: LoggedEvent, at: number) => {
    const replacement = replacements.get(logged.sequence)
    const own = logged.event.type === 'insertion' ? logged.event.event : logged.event
    if (replacement !== undefined) {
      standing.push({ sequence: logged.sequence, at, event: replacement })
    } else if (!cancelled.has(logged.sequence)) {
      standing.push({ sequence: logged.sequence, at, event: own })
    }
    for (const inserted of insertionsAfter.get(logged.sequence) ?? []) {
      place(inserted, at)
    }
  }
  for (const logged of log) {
    if (logged.event.type !== 'correction' && logged.event.type !== 'insertion') {
      place(logged, logged.at)
    }
  }
  return standing
}
