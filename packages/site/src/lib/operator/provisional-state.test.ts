import type { LiveGameStateResponse } from '@league/api/contract/live'
import { readClocks } from '@league/live/clock'
import type { LiveGameEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import { describe, expect, it } from 'vitest'
import type { QueuedEvent } from './event-queue'
import { provisionalState } from './provisional-state'

const tipOff = Date.UTC(2026, 10, 26, 18, 0)
const team = (id: string) => ({
  id,
  name: id === 'BUD' ? 'Budućnost VOLI' : 'Split',
  players: ['1', '2', '3', '4', '5', '6'].map((number) => ({ id: `${id}${number}`, name: `${id} ${number}`, number })),
})
const setup = { gameId: '22-2', home: team('BUD'), away: team('SPL') }

/** The confirmed state after the starting fives and the start of the 1st quarter, clock running from tip-off. */
function confirmed(): LiveGameStateResponse {
  const events: LiveGameEvent[] = [
    { type: 'starting_lineup', teamId: 'BUD', playerIds: ['BUD1', 'BUD2', 'BUD3', 'BUD4', 'BUD5'] },
    { type: 'starting_lineup', teamId: 'SPL', playerIds: ['SPL1', 'SPL2', 'SPL3', 'SPL4', 'SPL5'] },
    { type: 'period_start', period: 1 },
    { type: 'clock_start' },
  ]
  const state = stateFromLog(
    setup,
    events.map((event, index) => ({ sequence: index + 1, at: tipOff, event })),
  )
  return { ...state, clocks: readClocks(state, tipOff) }
}

function waiting(events: LiveGameEvent[], enteredAt = tipOff + 30_000): QueuedEvent[] {
  return events.map((event, index) => ({
    order: index + 1,
    game: '22-2',
    idempotencyKey: `key-${index}`,
    expectedSequence: 4 + index,
    event,
    enteredAt,
  }))
}

describe('given events waiting in the outbox', () => {
  it('should show the confirmed state as it is when nothing waits', () => {
    const state = confirmed()
    expect(provisionalState(state, [], 0, tipOff + 60_000)).toEqual({ state, applied: 0 })
  })

  it('should show the waiting baskets in the score at once, in order', () => {
    const { state, applied } = provisionalState(
      confirmed(),
      waiting([
        { type: 'shot', teamId: 'BUD', playerId: 'BUD2', points: 3, made: true },
        { type: 'shot', teamId: 'BUD', playerId: 'BUD2', points: 1, made: true },
        { type: 'shot', teamId: 'SPL', playerId: 'SPL1', points: 2, made: true },
      ]),
      0,
      tipOff + 31_000,
    )
    expect(applied).toBe(3)
    expect([state.home.score, state.away.score]).toEqual([4, 2])
    expect(state.players['BUD2']?.counts.points).toBe(4)
    expect(state.sequence).toBe(7)
  })

  it('should stamp a waiting event on the server clock, so the clock stops where the scorer stopped it', () => {
    // The browser runs 2 s behind the server: an entry at browser time tip-off + 28 s is server time + 30 s.
    const { state } = provisionalState(
      confirmed(),
      waiting([{ type: 'clock_stop' }], tipOff + 28_000),
      2_000,
      tipOff + 90_000,
    )
    expect(state.clocks).toMatchObject({ gameClockRunning: false, gameClockSeconds: 570 })
  })

  it('should stop at the first waiting event the rules refuse, as the server will', () => {
    const { state, applied } = provisionalState(
      confirmed(),
      waiting([
        { type: 'shot', teamId: 'BUD', playerId: 'BUD1', points: 2, made: true },
        { type: 'clock_start' },
        { type: 'shot', teamId: 'SPL', playerId: 'SPL1', points: 2, made: true },
      ]),
      0,
      tipOff + 31_000,
    )
    // The clock is already running, so the second is refused; the third waits behind it and is not shown.
    expect(applied).toBe(1)
    expect([state.home.score, state.away.score]).toEqual([2, 0])
  })

  it('should not apply again a waiting event the stream already brought in the confirmed state', () => {
    // The stream's state (with the basket stored at sequence 5) came before the answer to its POST.
    const basket: LiveGameEvent = { type: 'shot', teamId: 'BUD', playerId: 'BUD2', points: 3, made: true }
    const withBasket = provisionalState(confirmed(), waiting([basket]), 0, tipOff + 31_000).state
    // The outbox wrote the event's keys in another order than the server's log.
    const queued = waiting([
      { made: true, points: 3, playerId: 'BUD2', teamId: 'BUD', type: 'shot' },
      { type: 'clock_stop' },
    ])
    const { state, applied } = provisionalState(withBasket, queued, 0, tipOff + 32_000)
    expect(applied).toBe(2)
    expect(state.home.score).toBe(3)
    expect(state.gameClock.running).toBe(false)
  })

  it('should still apply a waiting event when another source stored something else in its place', () => {
    const other: LiveGameEvent = { type: 'shot', teamId: 'SPL', playerId: 'SPL1', points: 2, made: true }
    const withOther = provisionalState(confirmed(), waiting([other]), 0, tipOff + 31_000).state
    const mine = waiting([{ type: 'shot', teamId: 'BUD', playerId: 'BUD2', points: 3, made: true }])
    const { state, applied } = provisionalState(withOther, mine, 0, tipOff + 32_000)
    expect(applied).toBe(1)
    expect([state.home.score, state.away.score]).toEqual([3, 2])
  })
})
