import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveStreamEvent } from '@league/api/contract/live'
import {
  followLiveGame,
  openLiveStream,
  type LiveConnection,
  type OnlineStatus,
  type StreamSource,
} from './live-stream'

/** An EventSource the test drives: it records its URL and lets the test open it, send events and fail it. */
class FakeSource implements StreamSource {
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>()
  closed = false
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(type: string, data?: unknown, lastEventId = '') {
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data ?? null), lastEventId })
    for (const listener of this.listeners.get(type) ?? []) {
      listener(message)
    }
  }
}

/** The browser's online flag and its events, switched by the test. */
class FakeOnlineStatus implements OnlineStatus {
  online = true
  readonly target = new EventTarget()
  isOnline = () => this.online
  addEventListener(type: 'online' | 'offline', listener: () => void) {
    this.target.addEventListener(type, listener)
  }
  removeEventListener(type: 'online' | 'offline', listener: () => void) {
    this.target.removeEventListener(type, listener)
  }
  set(online: boolean) {
    this.online = online
    this.target.dispatchEvent(new Event(online ? 'online' : 'offline'))
  }
}

function liveEvent(sequence: number): LiveStreamEvent {
  return { gameId: '22-6', event: { sequence, at: 0, event: { type: 'clock_start' } } } as LiveStreamEvent
}

describe('given a stream followed with the site’s one client', () => {
  let sources: FakeSource[]
  let onlineStatus: FakeOnlineStatus
  let connections: LiveConnection[]
  const environment = () => ({
    createSource: (url: string) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    onlineStatus,
    random: () => 0,
  })
  const latest = () => {
    const source = sources.at(-1)
    if (source === undefined) {
      throw new Error('no stream was opened')
    }
    return source
  }

  beforeEach(() => {
    vi.useFakeTimers()
    sources = []
    onlineStatus = new FakeOnlineStatus()
    connections = []
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('should hand each snapshot, live event and screens directive to its handler, parsed', () => {
    const snapshots: unknown[] = []
    const events: number[] = []
    const directives: unknown[] = []
    openLiveStream<{ sequence: number }>(
      '/api/live/22-6',
      {
        snapshot: (snapshot) => snapshots.push(snapshot),
        live: (event) => events.push(event.event.sequence),
        screens: (directive) => directives.push(directive),
        connection: (connection) => connections.push(connection),
      },
      environment(),
    )
    latest().emit('open')
    latest().emit('snapshot', { sequence: 4 }, '22-6:4')
    latest().emit('live', liveEvent(5), '22-6:5')
    latest().emit('screens', { gameId: '22-6', revision: 1 })

    expect(latest().url).toBe('/api/live/22-6')
    expect(snapshots).toEqual([{ sequence: 4 }])
    expect(events).toEqual([5])
    expect(directives).toEqual([{ gameId: '22-6', revision: 1 }])
    expect(connections).toEqual(['open'])
  })

  it('should reconnect after a failure from the last event id, waiting 1 s, then 2 s after a second failure', () => {
    openLiveStream('/api/live/22-6', { connection: (connection) => connections.push(connection) }, environment())
    latest().emit('open')
    latest().emit('live', liveEvent(7), '22-6:7')
    const failed = latest()
    failed.emit('error')

    expect(failed.closed).toBe(true)
    expect(connections).toEqual(['open', 'reconnecting'])
    vi.advanceTimersByTime(999)
    expect(sources).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(latest().url).toBe('/api/live/22-6?lastEventId=22-6%3A7')

    latest().emit('error')
    vi.advanceTimersByTime(1999)
    expect(sources).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sources).toHaveLength(3)
    latest().emit('open')
    expect(connections).toEqual(['open', 'reconnecting', 'open'])
  })

  it('should not try while offline, and reconnect at once with the resume point when back online', () => {
    openLiveStream('/api/live/22-6', { connection: (connection) => connections.push(connection) }, environment())
    latest().emit('open')
    latest().emit('live', liveEvent(3), '22-6:3')

    onlineStatus.set(false)
    expect(latest().closed).toBe(true)
    expect(connections).toEqual(['open', 'reconnecting'])
    vi.advanceTimersByTime(60_000)
    expect(sources).toHaveLength(1)

    onlineStatus.set(true)
    expect(sources).toHaveLength(2)
    expect(latest().url).toBe('/api/live/22-6?lastEventId=22-6%3A3')
  })

  it('should wait for the browser to be online before the first attempt', () => {
    onlineStatus.online = false
    openLiveStream('/api/live/22-6', { connection: (connection) => connections.push(connection) }, environment())
    expect(sources).toHaveLength(0)
    expect(connections).toEqual(['reconnecting'])
    onlineStatus.set(true)
    expect(latest().url).toBe('/api/live/22-6')
  })

  it('should restart without a resume point when a handler asks, for a fresh snapshot', () => {
    openLiveStream(
      '/api/live/22-6',
      (controls) => ({
        live: (event) => {
          if (event.event.sequence === 9) {
            controls.restart()
          }
        },
      }),
      environment(),
    )
    latest().emit('live', liveEvent(7), '22-6:7')
    latest().emit('live', liveEvent(9), '22-6:9')
    expect(sources[0]?.closed).toBe(true)
    expect(latest().url).toBe('/api/live/22-6')
  })

  it('should stay closed after close, whatever the old stream or the network does', () => {
    const controls = openLiveStream(
      '/api/live/22-6',
      { connection: (connection) => connections.push(connection) },
      environment(),
    )
    const first = latest()
    first.emit('open')
    controls.close()
    first.emit('error')
    onlineStatus.set(false)
    onlineStatus.set(true)
    vi.advanceTimersByTime(60_000)

    expect(first.closed).toBe(true)
    expect(sources).toHaveLength(1)
    expect(connections).toEqual(['open', 'closed'])
  })

  it('should give the operator console its game stream through followLiveGame', () => {
    const events: number[] = []
    const stop = followLiveGame(
      'game one',
      { onEvent: (event) => events.push(event.event.sequence), onConnection: (next) => connections.push(next) },
      environment(),
    )
    latest().emit('open')
    latest().emit('live', liveEvent(2), 'game one:2')
    stop()

    expect(latest().url).toBe('/api/live/game%20one')
    expect(events).toEqual([2])
    expect(connections).toEqual(['open', 'closed'])
  })
})
