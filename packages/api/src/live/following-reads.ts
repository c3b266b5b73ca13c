// Reads shared by the callers that arrive while one is running. A crowd opening a game's stream (10,000
// followers before tip-off, or all of them again after a network blip) asked the database for the game's
// state and screens once per stream: two queries each, about half of a fresh stream's cost on the embedded
// database, so the API accepted connections more slowly than the crowd came and its accept queue overflowed.
// A caller must never get a read that began before it called: a stream subscribes first and then reads, and
// an event stored before the subscription must be in what it reads. So a caller that finds a read running
// waits for the one that follows it, which every caller arriving meanwhile shares: at most one read runs and
// one waits, however many callers come.

type Slot<Value> = { running: Promise<Value> | undefined; following: Promise<Value> | undefined }

export type FollowingReads<Value> = (key: string, read: () => Promise<Value>) => Promise<Value>

const ignore = () => {}

/** A shared read per key: `read` begins after the call, and callers meanwhile get the same answer. */
export function createFollowingReads<Value>(): FollowingReads<Value> {
  const slots = new Map<string, Slot<Value>>()

  function run(key: string, slot: Slot<Value>, read: () => Promise<Value>): Promise<Value> {
    const running = read().finally(() => {
      if (slot.running === running) {
        slot.running = undefined
        if (slot.following === undefined) {
          slots.delete(key)
        }
      }
    })
    slot.running = running
    return running
  }

  return (key, read) => {
    let slot = slots.get(key)
    if (slot === undefined) {
      slot = { running: undefined, following: undefined }
      slots.set(key, slot)
    }
    const current = slot
    if (current.running === undefined) {
      return run(key, current, read)
    }
    if (current.following === undefined) {
      current.following = current.running.then(ignore, ignore).then(() => {
        current.following = undefined
        return run(key, current, read)
      })
    }
    return current.following
  }
}
