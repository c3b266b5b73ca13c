// @vitest-environment jsdom
import { GameSetupSchema } from '@league/live/setup'
import { HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scoreboardOfState } from '@/lib/live/scoreboard'
import { stateOf, streamEventOf } from '@/lib/live/test-support/live-stream-messages'
import { LiveScoreboard } from './live-scoreboard'

const setup = GameSetupSchema.parse(testSetup())
const [shooter] = playerIds(HOME) as [string]

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

const labels = {
  live: 'Live',
  final: 'Final',
  reconnecting: 'Reconnecting',
  periodBreak: 'Break',
  score: '{home} {homeScore}, {away} {awayScore}',
  clock: 'Game clock',
  periods: ['Q1', 'Q2', 'Q3', 'Q4'],
}

describe('given a live scoreboard rendered before the run its stream follows', () => {
  beforeEach(() => {
    FakeEventSource.opened = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('should keep following after a snapshot of the game not live yet, and show the first basket', () => {
    const earlier = new LogBuilder().tipOff()
    render(
      <LiveScoreboard
        initial={scoreboardOfState(stateOf(setup, earlier))}
        home={setup.home.name}
        away={setup.away.name}
        labels={labels}
      />,
    )
    const stream = FakeEventSource.opened.at(-1)
    act(() => stream?.emit('snapshot', stateOf(setup, new LogBuilder()), `${setup.gameId}:0`))
    expect(stream?.closed).toBe(false)

    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: shooter, points: 2, made: true }, 5)
    act(() => stream?.emit('live', streamEventOf(setup, builder), `${setup.gameId}:${builder.events.length}`))
    expect(screen.getByText(`${setup.home.name} 2, ${setup.away.name} 0`)).toBeTruthy()
  })
})
