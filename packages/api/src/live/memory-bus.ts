// The in-process bus: enough for one API instance (the default, with no Redis).
import type { LiveBus, LiveEvent, LiveListener } from './bus.ts'

export function createMemoryBus(): LiveBus {
  const listenersByChannel = new Map<string, Set<LiveListener>>()
  return {
    kind: 'memory',
    async publish(channel, event: LiveEvent) {
      const listeners = listenersByChannel.get(channel)
      if (listeners === undefined) {
        return
      }
      // Deliver after the publisher continues, as Redis would, so no caller relies on synchronous delivery;
      // one copy for every listener, as Redis delivers one parsed message to all of an instance's listeners.
      const copy = structuredClone(event)
      const receivers = [...listeners]
      queueMicrotask(() => {
        for (const listener of receivers) {
          listener(copy, channel)
        }
      })
    },
    async subscribe(channel, listener) {
      let listeners = listenersByChannel.get(channel)
      if (listeners === undefined) {
        listeners = new Set()
        listenersByChannel.set(channel, listeners)
      }
      listeners.add(listener)
      return async () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          listenersByChannel.delete(channel)
        }
      }
    },
    async close() {
      listenersByChannel.clear()
    },
  }
}
