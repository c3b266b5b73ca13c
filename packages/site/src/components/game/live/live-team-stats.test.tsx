// @vitest-environment jsdom
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { GameSetupSchema } from '@league/live/setup'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEAM_STATS_ROW_KEYS, type TeamStatsRowKey } from '@/lib/live/team-stats-rows'
import { stateOf as stateOfLog, streamEventOf as streamEventOfLog } from '@/lib/live/test-support/live-stream-messages'
import english from '../../../../messages/en.json'
import { LiveTeamStats } from './live-team-stats'

const setup = GameSetupSchema.parse(testSetup())
const [home1] = playerIds(HOME) as [string]
const [away1] = playerIds(AWAY) as [string]

/** The browser's EventSource as the page meets it, driven by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {}
  emit(type: string, data: unknown, lastEventId: string) {
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId })
    for (const listener of this.listeners.get(type) ?? []) {
      listener(message)
    }
  }
}

const stateOf = (builder: LogBuilder) => stateOfLog(setup, builder)
const streamEventOf = (builder: LogBuilder) => streamEventOfLog(setup, builder)

function renderTab(initial: LiveGameStateResponse) {
  render(
    <LiveTeamStats
      initial={initial}
      flow={{ title: 'Game flow', labels: { chart: english.Flow.chartByBasket } }}
      teams={{ home: { name: 'Home Club', code: 'HOM' }, away: { name: 'Away Club', code: 'AWY' } }}
      caption="Team statistics"
      statistic="Statistic"
      statLabels={statLabels}
      locale="en"
    />,
  )
}

/** Each statistic labelled by its own key, so the rows can be found by it. */
const statLabels = Object.fromEntries(TEAM_STATS_ROW_KEYS.map((key) => [key, key])) as Record<TeamStatsRowKey, string>

describe('given the team-stats tab of a live game', () => {
  beforeEach(() => {
    FakeEventSource.opened = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('should draw the game flow once the first basket arrives on the stream, and follow the next ones', () => {
    const builder = new LogBuilder().tipOff()
    renderTab(stateOf(builder))
    expect(FakeEventSource.opened.at(-1)?.url).toBe(`/api/live/${setup.gameId}`)
    expect(screen.queryByRole('region', { name: 'Game flow' })).toBeNull()

    const stream = FakeEventSource.opened.at(-1)
    const play = (event: Parameters<LogBuilder['add']>[0], secondsAfterStart: number) => {
      builder.add(event, secondsAfterStart)
      act(() => stream?.emit('live', streamEventOf(builder), `${setup.gameId}:${builder.events.length}`))
    }

    play({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 30)
    const flow = screen.getByRole('region', { name: 'Game flow' })
    expect(within(flow).getByRole('img', { name: 'Score difference after every basket' })).toBeTruthy()
    expect(within(flow).getByText('Home Club by 3 at 3–0 (Q1, 9:30)')).toBeTruthy()

    play({ type: 'shot', teamId: AWAY, playerId: away1, points: 3, made: true }, 45)
    play({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: true }, 60)
    expect(within(flow).getByText('Away Club takes the lead 5–3 (Q1, 9:00)')).toBeTruthy()
  })

  it('should open the stream again for a fresh snapshot when an event does not follow the last one', () => {
    const builder = new LogBuilder().tipOff()
    renderTab(stateOf(builder))
    const first = FakeEventSource.opened.at(-1)
    builder.add({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 30)
    builder.add({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: true }, 40)
    act(() => first?.emit('live', streamEventOf(builder), `${setup.gameId}:${builder.events.length}`))

    expect(FakeEventSource.opened).toHaveLength(2)
    expect(FakeEventSource.opened.at(-1)?.url).toBe(`/api/live/${setup.gameId}`)
    act(() =>
      FakeEventSource.opened.at(-1)?.emit('snapshot', stateOf(builder), `${setup.gameId}:${builder.events.length}`),
    )
    expect(screen.getByRole('region', { name: 'Game flow' })).toBeTruthy()
  })

  it("should show the rows of a finished game's tab, where the points came from included", () => {
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 30)
    renderTab(stateOf(builder))
    // Each row as its heading (the statistic's key here) and the two teams' figures (not the share bar between).
    const rows = Object.fromEntries(
      within(screen.getByRole('table', { name: 'Team statistics' }))
        .getAllByRole('row')
        .map((row) => [
          row.querySelector('th')?.textContent,
          [...row.querySelectorAll('td:not([aria-hidden])')].map((cell) => cell.textContent),
        ]),
    )
    expect(rows['points']).toEqual(['3', '0'])
    expect(rows['benchPoints']).toEqual(['0', '0'])
    expect(rows['pointsInPaint']).toEqual(['0', '0'])
    expect(rows['fastBreakPoints']).toEqual(['0', '0'])
  })
})
