// @vitest-environment jsdom
import { GameSetupSchema } from '@league/live/setup'
import { LogBuilder, testSetup } from '@league/live/test-support/game-builder'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stateOf, streamEventOf } from '@/lib/live/test-support/live-stream-messages'
import { GameLiveSwitch, refreshEveryMs } from './game-live-switch'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const setup = GameSetupSchema.parse(testSetup())

/** The browser's EventSource as the page meets it, driven by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  closed = false
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(type: string, data: unknown, lastEventId: string) {
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId })
    for (const listener of this.listeners.get(type) ?? []) {
      listener(message)
    }
  }
}

describe('given a game page rendered before its game went live', () => {
  beforeEach(() => {
    FakeEventSource.opened = []
    refresh.mockClear()
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('should refresh the page to its live view on the first event, without a reload', () => {
    render(<GameLiveSwitch gameId={setup.gameId} live={false} />)
    const stream = FakeEventSource.opened.at(-1)
    expect(stream?.url).toBe(`/api/live/${setup.gameId}`)
    act(() => stream?.emit('snapshot', stateOf(setup, new LogBuilder()), `${setup.gameId}:0`))
    expect(refresh).not.toHaveBeenCalled()

    const builder = new LogBuilder().tipOff()
    act(() => stream?.emit('live', streamEventOf(setup, builder), `${setup.gameId}:${builder.events.length}`))
    expect(refresh).toHaveBeenCalledOnce()
  })

  it('should refresh again until the page renders live, when the first refresh still got the render from before', () => {
    vi.useFakeTimers()
    try {
      const { rerender } = render(<GameLiveSwitch gameId={setup.gameId} live={false} />)
      const stream = FakeEventSource.opened.at(-1)
      const builder = new LogBuilder().tipOff()
      act(() => stream?.emit('live', streamEventOf(setup, builder), `${setup.gameId}:${builder.events.length}`))
      expect(refresh).toHaveBeenCalledOnce()
      // No further event: the scorer is waiting for the tip-off.
      act(() => vi.advanceTimersByTime(refreshEveryMs))
      expect(refresh).toHaveBeenCalledTimes(2)
      rerender(<GameLiveSwitch gameId={setup.gameId} live />)
      act(() => vi.advanceTimersByTime(refreshEveryMs * 3))
      expect(refresh).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('should stop following once the page renders the game live (its scoreboard follows it then)', () => {
    const { rerender } = render(<GameLiveSwitch gameId={setup.gameId} live={false} />)
    const stream = FakeEventSource.opened.at(-1)
    rerender(<GameLiveSwitch gameId={setup.gameId} live />)
    expect(stream?.closed).toBe(true)
    expect(FakeEventSource.opened).toHaveLength(1)
  })
})
